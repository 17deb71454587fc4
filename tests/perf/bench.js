'use strict';
/**
 * The shop's benchmark: starts the built shop, times storefront, legacy REST and back-office
 * requests at concurrency 1 and 16, and prints figures. It never asserts a timing; it exits
 * non-zero only when a request fails. See tests/perf/README.md.
 */
const crypto = require('node:crypto');
const { cpuMeter } = require('./lib/cpu');
const { openShop } = require('./lib/shop');
const { run } = require('./lib/measure');
const { discover, scenarios } = require('./lib/scenarios');
const { cpuLine, header, memory, table } = require('./lib/report');

const USAGE = `Usage: npm run bench -- [--products <count>] [--mysql <url>] [--requests <count>] [--warmup <count>]

  --products <count>  grow the demo catalogue by this many products first (the seed command)
  --mysql <url>       run on MySQL/MariaDB, e.g. mysql://root@127.0.0.1:3306 (a scratch database
                      is created on that server and dropped afterwards); SQLite otherwise
  --requests <count>  requests per scenario and concurrency (default 300)
  --warmup <count>    warm-up requests per scenario before timing (default 20)
  --help              show this text`;

const CONCURRENCY = [1, 16];

function parseArgs(argv) {
  const out = { products: 0, mysql: null, requests: 300, warmup: 20 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--help' || argv[i] === '-h') return null;
    const m = /^--(products|mysql|requests|warmup)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new Error(`Unknown argument "${argv[i]}"`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${m[1]} needs a value`);
    if (m[1] === 'mysql') {
      if (!/^mysql:\/\//.test(value)) throw new Error(`--mysql must be a mysql://user:pass@host:port URL, got "${value}"`);
      out.mysql = value;
    } else {
      const n = Number(value.replace(/[_,]/g, ''));
      if (!Number.isInteger(n) || n < (m[1] === 'requests' ? 1 : 0))
        throw new Error(`--${m[1]} must be a whole number${m[1] === 'requests' ? ' of at least 1' : ''}, got "${value}"`);
      out[m[1]] = n;
    }
  }
  return out;
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`bench: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (!args) {
    console.log(USAGE);
    return 0;
  }
  const log = (line) => console.error(line);
  const admin = { email: 'bench-admin@example.co.uk', password: crypto.randomBytes(12).toString('base64url') };
  const shop = await openShop({ mysqlUrl: args.mysql, products: args.products, admin, log });
  const stopOnSignal = () => {
    shop.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const idle = shop.memory();
    const found = await discover(shop.url, admin);
    const list = scenarios(found);
    log(`Warming up (${args.warmup} requests per scenario)...`);
    for (const s of list) {
      const w = await run(shop.url, s, args.warmup, 1);
      if (w.failed) throw new Error(`warm-up failed: ${w.firstFailure}`);
    }
    const meter = cpuMeter(shop.pid, shop.database.dialect === 'mysql');
    const results = [];
    for (const concurrency of CONCURRENCY) {
      for (const s of list) {
        log(`  ${s.name} at concurrency ${concurrency}...`);
        results.push(await run(shop.url, s, args.requests, concurrency));
      }
    }
    const after = shop.memory();
    const cpu = meter.stop();
    const info = {
      ...found,
      date: new Date().toISOString(),
      database: shop.database,
      seedMs: shop.seedMs,
      startMs: shop.startMs,
      requests: args.requests,
      warmup: args.warmup,
      idle,
      after,
      cpu,
    };
    console.log(`\n${header(info)}\n\n${table(results)}\n\n${memory(info)}\n${cpuLine(info.cpu)}`);
    const failed = results.filter((r) => r.failed);
    if (failed.length) {
      console.log(`\n${failed.reduce((n, r) => n + r.failed, 0)} request(s) failed. First failure: ${failed[0].firstFailure}`);
      return 1;
    }
    return 0;
  } finally {
    await shop.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
