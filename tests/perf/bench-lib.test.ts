import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { parseArgs, sizeLabel } from './lib/bench-args';
import { hitRatio, percentile, ratios, summarise } from './lib/bench-stats';
import { record, startCeiling } from './lib/ceiling';
import { run, sendOnce, type BenchRequest } from './lib/measure';
import { table } from './lib/report';

/**
 * The benchmark's own tools (`npm run bench`, tests/perf/bench.js): its command line, its arithmetic,
 * and the ceiling server that must answer the very bytes and headers the shop answered. No timing is
 * asserted here.
 */
describe('the benchmark command line', () => {
  it('defaults to guest pages and API calls on the demo catalogue and SQLite, with the ceiling', () => {
    expect(parseArgs([])).toEqual({
      products: 0,
      mysql: null,
      groups: ['pages', 'api'],
      requests: 200,
      warmup: 20,
      afterWrite: false,
      cookie: null,
      ceiling: true,
      out: null,
    });
  });

  it('reads catalogue sizes as demo or a count, with or without separators', () => {
    expect(parseArgs(['--products', 'demo'])?.products).toBe(0);
    expect(parseArgs(['--products', '100_000'])?.products).toBe(100000);
    expect(parseArgs(['--products=10,000'])?.products).toBe(10000);
    expect(sizeLabel(0)).toBe('demo');
    expect(sizeLabel(10000)).toBe('demo+10000');
  });

  it('takes the modes and groups in any order, groups in their own order', () => {
    const args = parseArgs([
      '--groups',
      'legacy,pages',
      '--after-write',
      '--cookie',
      'basket=1',
      '--no-ceiling',
      '--mysql',
      'mysql://root@127.0.0.1:3306',
    ]);
    expect(args).toMatchObject({
      groups: ['pages', 'legacy'],
      afterWrite: true,
      cookie: 'basket=1',
      ceiling: false,
      mysql: 'mysql://root@127.0.0.1:3306',
    });
  });

  it('refuses what it cannot use, saying which option is wrong', () => {
    expect(() => parseArgs(['--requests', '0'])).toThrow('--requests must be a whole number of at least 1, got "0"');
    expect(() => parseArgs(['--products', 'lots'])).toThrow('--products must be a whole number');
    expect(() => parseArgs(['--groups', 'pages,admin'])).toThrow('--groups takes pages, api, legacy');
    expect(() => parseArgs(['--mysql', 'postgres://x'])).toThrow('--mysql must be a mysql://');
    expect(() => parseArgs(['--warmup'])).toThrow('--warmup needs a value');
    expect(() => parseArgs(['--fast'])).toThrow('Unknown argument "--fast"');
    expect(parseArgs(['--requests', '5', '--help'])).toBeNull();
  });
});

describe('the benchmark arithmetic', () => {
  it('takes nearest-rank percentiles: p99 of 100 latencies is the 99th, p50 of four is the second', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarises a run in any order of latencies: rate over the wall time', () => {
    expect(summarise([30, 10, 20, 40], 2000, 1)).toEqual({ requests: 4, failed: 1, p50: 20, p99: 40, max: 40, perSecond: 2 });
  });

  it('divides the shop by the ceiling per connection count, and leaves out what cannot be divided', () => {
    const shop = { c1: { p50: 20, p99: 50, perSecond: 40 }, c8: { p50: 100, p99: 300, perSecond: 80 } };
    const ceiling = { c1: { p50: 0.5, p99: 2, perSecond: 2000 }, c8: { p50: 1, p99: 0, perSecond: 8000 } };
    expect(ratios(shop, ceiling)).toEqual({ c1: { p50: 40, p99: 25, perSecond: 0.02 }, c8: { p50: 100, p99: null, perSecond: 0.01 } });
  });

  it('gives the page cache hit ratio only when the shop said hit or miss', () => {
    expect(hitRatio({ hit: 3, miss: 1 })).toBe(0.75);
    expect(hitRatio({ hit: 0, miss: 0 })).toBeNull();
  });
});

describe('the printed table', () => {
  const level = (p50: number, perSecond: number, failed = 0) => ({ requests: 100, failed, p50, p99: p50 * 2, max: p50 * 3, perSecond });
  const shop = { c1: level(20, 50), c8: level(100, 80, 1), c32: level(400, 80) };
  const ceiling = { c1: level(0.5, 2000), c8: level(1, 8000), c32: level(4, 8000) };
  const row = { scenario: 'page: home', bytes: 15_000, shop, ceiling, ratios: ratios(shop, ceiling), pageCache: { hit: 0, miss: 0 } };

  it('gives the shop, the ceiling and shop ÷ ceiling for each scenario, with the errors', () => {
    const lines = table([row]).split('\n');
    expect(lines[0]).toMatch(/^\| scenario +\| server +\| response \| c=1 p50 ms \| c=1 p99 ms \| c=8 req\/s \| c=32 req\/s \| errors \|$/);
    expect(lines[2].split('|').map((c) => c.trim())).toEqual(['', 'page: home', 'shop', '15 KB', '20.0', '40.0', '80', '80', '1', '']);
    expect(lines[3].split('|').map((c) => c.trim())).toEqual(['', '', 'ceiling', '15 KB', '0.50', '1.00', '8000', '8000', '0', '']);
    expect(lines[4].split('|').map((c) => c.trim())).toEqual(['', '', 'shop/ceiling', '', '40.0×', '40.0×', '0.010×', '0.010×', '', '']);
  });

  it('adds the page cache hit share only when the shop answered X-Page-Cache', () => {
    expect(table([row])).not.toContain('page cache');
    const cached = table([{ ...row, pageCache: { hit: 270, miss: 30 } }]).split('\n');
    expect(cached[0]).toContain('| page cache hits |');
    expect(cached[2]).toMatch(/\| +90% of 300 \|$/);
  });
});

describe('the ceiling server', () => {
  const html = zlib.brotliCompressSync(Buffer.from('<!doctype html><html><body>Rose oil</body></html>'));
  let shop: http.Server;
  let shopUrl: string;
  let posts = 0;
  beforeAll(async () => {
    // A stand-in for the shop: a brotli page with its own headers, and a JSON answer per POST body.
    shop = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.method === 'POST') {
          posts++;
          res.writeHead(200, { 'Content-Type': 'application/json', 'X-Answer-For': body });
          res.end(JSON.stringify({ data: { echo: JSON.parse(body).variables, posts } }));
          return;
        }
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Encoding': 'br',
          'Content-Security-Policy': "script-src 'self'",
          Vary: 'Accept-Encoding',
          'X-Page-Cache': 'miss',
        });
        res.end(html);
      });
    });
    shop.keepAliveTimeout = 65_000; // as the shop's server (api/src/main.ts)
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

  const page: BenchRequest = {
    method: 'GET',
    path: '/product/rose-oil',
    headers: { 'accept-encoding': 'br' },
    payload: undefined,
    expect: 'html',
  };
  const gql = (slug: string): BenchRequest => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: 'query { x }', variables: { slug } }),
    expect: 'json',
    check: (b) => ((b as { data?: unknown }).data ? null : 'no data'),
  });

  it('answers each recorded request with the same status, headers and compressed bytes, POSTs told apart by their body', async () => {
    const scenarios = [
      { name: 'page', request: page },
      { name: 'rose', request: gql('rose') },
      { name: 'lily', request: gql('lily') },
    ];
    const ceiling = await startCeiling(await record(shopUrl, scenarios));
    try {
      const fromShop = await sendOnce(shopUrl, page);
      const fromCeiling = await sendOnce(ceiling.url, page);
      expect(fromCeiling.failure).toBeNull();
      expect(fromCeiling.body?.equals(html)).toBe(true);
      const { date: _shopDate, ...shopHeaders } = fromShop.headers!;
      const { date: _ceilingDate, ...ceilingHeaders } = fromCeiling.headers!;
      expect(ceilingHeaders).toEqual(shopHeaders);

      const lily = await sendOnce(ceiling.url, gql('lily'));
      expect(JSON.parse(lily.body!.toString())).toEqual({ data: { echo: { slug: 'lily' }, posts: 2 } });
      expect(lily.headers?.['x-answer-for']).toContain('lily');
      const unknown = await sendOnce(ceiling.url, gql('tulip'));
      expect(unknown.failure).toBe('/graphql: HTTP 404');
    } finally {
      await ceiling.stop();
    }
  });

  it('counts the X-Page-Cache answers and the failures of a run', async () => {
    const ok = await run(shopUrl, page, 6, 3);
    expect(ok).toMatchObject({ requests: 6, failed: 0, bytes: html.length, cache: { hit: 0, miss: 6 } });
    const broken = await run(shopUrl, { ...page, expect: 'json', check: () => 'wrong shape' }, 2, 1);
    expect(broken.failed).toBe(2);
    expect(broken.firstFailure).toContain('/product/rose-oil: not JSON');
  });
});
