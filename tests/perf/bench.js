'use strict';
/**
 * The shop's benchmark: starts the built shop, times what a shopper meets (server-rendered pages and
 * the GraphQL calls behind them) at 1, 8 and 32 connections, beside the ceiling (a bare node:http
 * server answering the same bytes), samples the server's memory, prints a table and writes the
 * figures to a JSON file. It never asserts a timing; it exits non-zero only when a request fails.
 * See tests/perf/README.md.
 */
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { USAGE, parseArgs, sizeLabel } = require('./lib/bench-args');
const { ratios } = require('./lib/bench-stats');
const { record, startCeiling } = require('./lib/ceiling');
const { cpuMeter } = require('./lib/cpu');
const { run } = require('./lib/measure');
const { cpuLine, header, machine, memory, table } = require('./lib/report');
const { discover, scenarios: legacyList } = require('./lib/scenarios');
const { openShop } = require('./lib/shop');
const { discoverShop, legacyScenarios, shopperScenarios, staffWrite } = require('./lib/shopper-scenarios');

const CONNECTIONS = [1, 8, 32];
const RSS_EVERY_MS = 250;
const root = path.resolve(__dirname, '..', '..');

/** The commit measured: short hash, "-dirty" when the work tree has changes. */
function commitOf() {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${hash}-dirty` : hash;
  } catch {
    return 'unknown';
  }
}

/** The server's RSS every RSS_EVERY_MS until `stop()`: the highest seen. */
function sampleRss(shop) {
  let peak = 0;
  const take = () => {
    try {
      peak = Math.max(peak, shop.memory().rssMiB);
    } catch {
      // the server has gone; the run reports that
    }
  };
  take();
  const timer = setInterval(take, RSS_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}

/** Every scenario at every connection count: the shop, then the ceiling, one after the other. */
async function measure(shopUrl, ceiling, list, args, before, log) {
  const results = [];
  for (const s of list) {
    const row = {
      scenario: s.name,
      group: s.group,
      path: s.request.path,
      bytes: 0,
      shop: {},
      ceiling: ceiling ? {} : null,
      pageCache: { hit: 0, miss: 0 },
    };
    for (const c of CONNECTIONS) {
      log(`  ${s.name} at ${c} connection(s)...`);
      const shop = await run(shopUrl, s.request, args.requests, c, before);
      row.shop[`c${c}`] = shop;
      row.bytes = shop.bytes || row.bytes;
      row.pageCache.hit += shop.cache.hit;
      row.pageCache.miss += shop.cache.miss;
      if (ceiling) row.ceiling[`c${c}`] = await run(ceiling.url, s.request, args.requests, c);
    }
    row.ratios = ceiling ? ratios(row.shop, row.ceiling) : null;
    results.push(row);
  }
  return results;
}

const firstFailures = (results) =>
  results.flatMap((r) =>
    [...Object.values(r.shop), ...Object.values(r.ceiling ?? {})].filter((l) => l.failed).map((l) => `${r.scenario}: ${l.firstFailure}`),
  );

function resultsFile(args, info) {
  if (args.out) return path.resolve(args.out);
  const stamp = info.date.slice(0, 16).replace('T', '-').replace(':', '');
  const name = [
    stamp,
    info.commit,
    info.size,
    info.database.dialect,
    ...(args.afterWrite ? ['after-write'] : []),
    ...(args.cookie ? ['cookie'] : []),
  ];
  return path.join(__dirname, 'results', `${name.join('-')}.json`);
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
  const loadAverage = os.loadavg().map((l) => l.toFixed(2));
  const shop = await openShop({ mysqlUrl: args.mysql, products: args.products, admin, log, web: args.groups.includes('pages') });
  let ceiling = null;
  const stop = async () => {
    await ceiling?.stop();
    await shop.close();
  };
  const stopOnSignal = () => {
    stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const rss = { everyMs: RSS_EVERY_MS, startMiB: shop.memory().rssMiB };
    const sampler = sampleRss(shop);
    const found = await discoverShop(shop.url, admin);
    const list = shopperScenarios(found, { cookie: args.cookie }).filter((s) => args.groups.includes(s.group));
    if (args.groups.includes('legacy')) list.push(...legacyScenarios(legacyList(await discover(shop.url, admin))));
    log(`Warming up (${args.warmup} requests per scenario)...`);
    for (const s of list) {
      const w = await run(shop.url, s.request, args.warmup, 1);
      if (w.failed) throw new Error(`warm-up failed: ${s.name}: ${w.firstFailure}`);
    }
    rss.afterWarmupMiB = shop.memory().rssMiB;
    if (args.ceiling) {
      ceiling = await startCeiling(await record(shop.url, list));
      for (const s of list) await run(ceiling.url, s.request, args.warmup, 1);
    }
    const meter = cpuMeter(shop.pid, shop.database.dialect === 'mysql', ceiling?.pid ?? null);
    const before = args.afterWrite ? staffWrite(shop.url, found) : undefined;
    const results = await measure(shop.url, ceiling, list, args, before, log);
    const cpu = meter.stop();
    const end = shop.memory();
    Object.assign(rss, { peakSampledMiB: sampler.stop(), hwmMiB: end.peakMiB, endMiB: end.rssMiB });
    const info = {
      date: new Date().toISOString(),
      commit: commitOf(),
      machine: machine(),
      loadAverage,
      database: shop.database,
      size: sizeLabel(args.products),
      products: args.products,
      catalogue: found.catalogue,
      department: found.department,
      sub: found.sub,
      filters: { listingTotal: found.filters.listingTotal, filteredLabel: found.filters.filteredLabel, query: found.filters.query },
      product: found.product,
      searchText: found.searchText,
      seedMs: shop.seedMs,
      startMs: shop.startMs,
      requests: args.requests,
      warmup: args.warmup,
      connections: CONNECTIONS,
      afterWrite: args.afterWrite,
      cookie: args.cookie,
      groups: args.groups,
    };
    console.log(`\n${header(info)}\n\n${table(results)}\n\n${memory(rss)}\n${cpuLine(cpu)}`);
    const file = resultsFile(args, info);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Milliseconds to the microsecond, rates and MiB to three decimals: enough for any comparison.
    const rounded = (_key, v) => (typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1000) / 1000 : v);
    fs.writeFileSync(file, `${JSON.stringify({ ...info, rss, cpu, results }, rounded, 2)}\n`);
    const shown = path.relative(process.cwd(), file);
    console.log(`Results: ${shown.startsWith('..') ? file : shown}`);
    const failures = firstFailures(results);
    if (failures.length) {
      const failed = results.reduce(
        (n, r) => n + [...Object.values(r.shop), ...Object.values(r.ceiling ?? {})].reduce((m, l) => m + l.failed, 0),
        0,
      );
      console.log(`\n${failed} request(s) failed. First failure of each run that failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
      return 1;
    }
    return 0;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
