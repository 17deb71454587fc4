import http from 'node:http';
import zlib from 'node:zlib';
import { startStoreShop } from '../helpers/store';
import type { TestShop } from '../helpers/test-shop';

/** The raw answer: its headers and body bytes as sent, without the decoding fetch would do. */
function raw(url: string, options: { method?: string; body?: string; encoding: string }) {
  return new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { 'accept-encoding': options.encoding, ...(options.body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const LISTING = JSON.stringify({
  query: `{ productListing(page: { take: 24 }) { totalItems items { id name slug shortDescription salePrice } }
    filterOptions(filter: {}) { attributes { key label options { code name count } } } }`,
});

// Client-side page changes fetch a listing with its filter panel as JSON: tens of KB that a slow phone feels.
describe('the API compresses its JSON for clients that accept it', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startStoreShop('sqlite');
  });
  afterAll(() => t?.close());

  test('a GraphQL listing comes in brotli, decoding to the same answer, several times smaller', async () => {
    const plain = await raw(`${t.url}/graphql`, { method: 'POST', body: LISTING, encoding: 'identity' });
    const br = await raw(`${t.url}/graphql`, { method: 'POST', body: LISTING, encoding: 'gzip, deflate, br' });
    const answer = JSON.parse(plain.bytes.toString('utf8'));
    expect(answer.errors).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(zlib.brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(answer);
    expect(br.bytes.length * 4).toBeLessThan(plain.bytes.length);
  });

  test('a legacy REST answer comes in gzip to a client that only knows gzip', async () => {
    const path = '/api/get/category?BranchCode=MAIN&search=';
    const plain = await raw(`${t.url}${path}`, { encoding: 'identity' });
    const gz = await raw(`${t.url}${path}`, { encoding: 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  test('a short answer is sent as it is', async () => {
    const small = await raw(`${t.url}/graphql`, { method: 'POST', body: JSON.stringify({ query: '{ __typename }' }), encoding: 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });
});
