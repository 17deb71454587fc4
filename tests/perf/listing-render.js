#!/usr/bin/env node
/**
 * Server render time of storefront listings, in-process: the SSR bundle's render() (loaders over the
 * in-process executor, one React render, the JSON state) for a 24-product listing, its body read to the
 * end. 'cold' renders follow a write, so every query runs; 'warm' ones find the guest reads kept since
 * (api/src/common/public-reads.ts), as most pages do. Prints median and p95; never asserts (tests/perf prints figures). Needs `npm run build` first.
 *
 *   node tests/perf/listing-render.js [--requests 200] [--warmup 50]
 */
// As `npm start` runs: React's production build.
process.env.NODE_ENV = 'production';
require('reflect-metadata');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const REQUESTS = arg('requests', 200);
const WARMUP = arg('warmup', 50);
const PAGES = process.argv.includes('--pages')
  ? process.argv[process.argv.indexOf('--pages') + 1].split(',')
  : ['/products', '/subcategory/shampoo', '/products?sort=price-asc&page=2', '/search?q=cream'];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listing-render-'));
  const { loadConfig } = require(path.join(root, 'api/dist/config'));
  const { createShop } = require(path.join(root, 'api/dist/shop'));
  const { guestExecutor } = require(path.join(root, 'api/dist/http/storefront'));
  const { formatError } = require(path.join(root, 'api/dist/http/graphql'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'silent', NODE_ENV: 'production', PORT: '0' });
  const shop = await createShop(config);
  const { buildShopSchema } = require(path.join(root, 'api/dist/schema'));
  const schema = await buildShopSchema();
  const bundle = require(path.join(root, 'web/dist/.ssr/entry-server.cjs'));
  const template = fs.readFileSync(path.join(root, 'web/dist/index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'web/dist/.vite/manifest.json'), 'utf8'));

  const format = formatError(shop.logger);
  const renderOnce = async (url, { kept }) => {
    // Cold: as the first page after a write, every query runs; warm: the guest reads kept since then.
    if (!kept) shop.services.publicReads.invalidate();
    const executor = guestExecutor(schema, shop.services, format, '127.0.0.1');
    const page = await bundle.render(new Request(new URL(url, 'http://localhost')), executor, { template, manifest });
    let bytes = 0;
    for await (const chunk of page.body) bytes += chunk.length;
    return { status: page.status, bytes };
  };

  console.log(
    `Server render, in-process, ${REQUESTS} renders after ${WARMUP} warm-up (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  for (const url of PAGES) {
    for (const kept of [false, true]) {
      for (let i = 0; i < WARMUP; i++) await renderOnce(url, { kept });
      const times = [];
      const cpu = [];
      let last;
      for (let i = 0; i < REQUESTS; i++) {
        const start = process.hrtime.bigint();
        const startCpu = process.cpuUsage();
        last = await renderOnce(url, { kept });
        const used = process.cpuUsage(startCpu);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        cpu.push((used.user + used.system) / 1000);
      }
      const at = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))].toFixed(1);
      // Wall time suffers when other processes share the cores; CPU time is this process's own work (threads included).
      console.log(
        `  ${url.padEnd(34)} ${kept ? 'warm' : 'cold'}  status ${last.status}  ${(last.bytes / 1024).toFixed(0)} KB  wall median ${at(times, 0.5)} ms  p95 ${at(times, 0.95)} ms  CPU median ${at(cpu, 0.5)} ms`,
      );
    }
  }
  await shop.close?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
