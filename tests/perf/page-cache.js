#!/usr/bin/env node
'use strict';
/**
 * Requests per second of one product page served by the built shop with the page cache (kept pages:
 * api/src/common/page-cache.ts) and without it (PAGE_CACHE=off), at a fixed number of keep-alive
 * connections, brotli accepted as browsers do. Prints figures; never asserts a timing (tests/perf).
 * Needs `npm run build` first.
 *
 *   node tests/perf/page-cache.js [--connections 8] [--seconds 10] [--warmup 2]
 */
const http = require('node:http');
const os = require('node:os');
const { openShop } = require('./lib/shop');

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const CONNECTIONS = arg('connections', 8);
const SECONDS = arg('seconds', 10);
const WARMUP = arg('warmup', 2);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { agent, headers: { accept: 'text/html', 'accept-encoding': 'br' } }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            cache: res.headers['x-page-cache'] ?? 'off',
            bytes,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      })
      .on('error', reject);
  });
}

/** `CONNECTIONS` loops asking for `url` until `seconds` have passed. */
async function drive(url, seconds) {
  const until = Date.now() + seconds * 1000;
  const results = [];
  const loop = async () => {
    while (Date.now() < until) results.push(await get(url));
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (Date.now() - started) / 1000;
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  const count = (key, value) => results.filter((r) => r[key] === value).length;
  return {
    requests: results.length,
    perSecond: results.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    failures: results.filter((r) => r.status !== 200).length,
    hits: count('cache', 'hit'),
    bytes: results[0]?.bytes ?? 0,
  };
}

async function measure(label, env) {
  Object.assign(process.env, env);
  const shop = await openShop({
    admin: { email: 'page-cache-bench@example.co.uk', password: 'page-cache-bench-password-1' },
    log: (line) => console.log(`  ${label}: ${line}`),
    label: 'pagecache',
    web: true,
  });
  for (const name of Object.keys(env)) delete process.env[name];
  try {
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ productListing(page: { skip: 0, take: 1 }) { items { slug } } }' }),
    });
    const slug = (await res.json()).data.productListing.items[0].slug;
    const url = `${shop.url}/product/${slug}`;
    await drive(url, WARMUP);
    return { label, path: `/product/${slug}`, ...(await drive(url, SECONDS)), rssMiB: shop.memory().rssMiB };
  } finally {
    await shop.close();
  }
}

async function main() {
  console.log(
    `One product page, ${CONNECTIONS} keep-alive connections, ${SECONDS} s after ${WARMUP} s of warm-up, brotli; ` +
      `${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  const rows = [await measure('page cache on', {}), await measure('PAGE_CACHE=off', { PAGE_CACHE: 'off' })];
  console.log(`\nPage: ${rows[0].path}`);
  console.log('| Server | Requests | req/s | p50 ms | p95 ms | Kept-page hits | Bytes (br) | Failures | RSS MiB |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.requests} | ${r.perSecond.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.hits} | ${r.bytes} | ${r.failures} | ${r.rssMiB.toFixed(0)} |`,
    );
  }
  console.log(`\nWith the page cache: ${(rows[0].perSecond / rows[1].perSecond).toFixed(1)}× the requests per second.`);
  agent.destroy();
  if (rows.some((r) => r.failures > 0)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
