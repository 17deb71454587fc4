'use strict';
/**
 * The soak driver, shared by `npm run soak` (tests/perf/soak.js) and the short soak in `npm test`
 * (tests/faults/soak-short.test.ts): mixed traffic from `clients` concurrent clients against a
 * started shop for `durationMs`, the server's RSS sampled every `sampleEveryMs`, then the told
 * orders checked. It decides nothing about passing: `goal()` does.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createStats } = require('./soak-stats');
const { prepare, pickAction } = require('./soak-traffic');
const { verifyOrders } = require('./soak-orders');

const MB = 1e6;
/** How far RSS may move after the warm-up (max − min of the samples taken from the warm-up on). */
const RSS_FLAT_BOUND_MB = 50;

/** The warm-up: the first quarter of the run, at most 2 minutes. */
const warmupOf = (durationMs) => Math.min(120_000, durationMs / 4);

/** The server's log lines at warn (40) and error (50 and above), from pino's JSON lines. */
function serverLog(dataDir) {
  let lines = [];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').split('\n').filter(Boolean);
  } catch {
    /* no log */
  }
  const out = { warnings: 0, errors: 0, firstError: null };
  for (const line of lines) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry.level >= 50) {
      out.errors++;
      out.firstError ??= String(entry.err?.message ?? entry.msg ?? line).slice(0, 300);
    } else if (entry.level >= 40) out.warnings++;
  }
  return out;
}

/**
 * `shop`: { url, dataDir, memory() → { rssMiB, peakMiB } }; `admin`: the shop's ADMIN_EMAIL and
 * ADMIN_PASSWORD. `onSample(sample)` is called every `sampleEveryMs` with the running figures,
 * `onTrafficEnd()` when the last client has stopped (before the orders are checked). `heapMB()`, when
 * given, is sampled with RSS (the server's heap after its latest full GC: lib/gc-trace.js).
 */
async function runSoak({
  shop,
  admin,
  durationMs,
  clients,
  sampleEveryMs = 30_000,
  settleMs = 30_000,
  onSample = () => {},
  onTrafficEnd = () => {},
  heapMB = () => null,
}) {
  const catalogue = await prepare(shop.url, admin);
  const stats = createStats();
  const ctx = { url: shop.url, admin, catalogue, stats, told: [], runTag: crypto.randomBytes(4).toString('hex') };
  const rssMB = () => (shop.memory().rssMiB * 1024 * 1024) / MB;
  const warmupMs = warmupOf(durationMs);
  const samples = [
    {
      atMs: 0,
      intervalMs: 0,
      rssMB: rssMB(),
      heapMB: heapMB(),
      requests: 0,
      intervalRequests: 0,
      errors: 0,
      p50: NaN,
      p99: NaN,
      orders: 0,
    },
  ];
  const started = Date.now();
  const deadline = started + durationMs;
  let requests = 0;

  const sampleNow = () => {
    const i = stats.takeInterval();
    requests += i.count;
    const atMs = Date.now() - started;
    const s = {
      atMs,
      intervalMs: atMs - samples[samples.length - 1].atMs,
      rssMB: rssMB(),
      heapMB: heapMB(),
      requests,
      intervalRequests: i.count,
      errors: stats.errorCount,
      p50: i.p50,
      p99: i.p99,
      orders: ctx.told.length,
    };
    samples.push(s);
    onSample(s);
  };
  const timer = setInterval(sampleNow, sampleEveryMs);

  const client = async (id) => {
    const state = { id, checkouts: 0, staff: null, office: `192.168.77.${id + 1}` };
    while (Date.now() < deadline) await pickAction()(ctx, state);
  };
  try {
    await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  } finally {
    clearInterval(timer);
  }
  // The last sample when the traffic has stopped, unless the timer's came just before.
  if (Date.now() - started - samples[samples.length - 1].atMs > 2000) sampleNow();
  else requests += stats.takeInterval().count;
  const wallMs = Date.now() - started;
  onTrafficEnd();
  const peakMB = (shop.memory().peakMiB * 1024 * 1024) / MB;
  const orders = await verifyOrders({
    url: shop.url,
    staff: catalogue.staff,
    dataDir: shop.dataDir,
    told: ctx.told,
    runTag: ctx.runTag,
    settleMs,
  });
  return {
    ...stats.summary(),
    requests,
    wallMs,
    warmupMs,
    samples,
    peakMB,
    rss: rssFigures(samples, warmupMs),
    orders,
    serverLog: serverLog(shop.dataDir),
    catalogue: {
      pages: catalogue.pages.length,
      products: catalogue.products.length,
      checkoutProducts: catalogue.pool.length,
      banners: catalogue.banners.length,
    },
  };
}

/**
 * RSS after the warm-up: the samples taken from the end of the warm-up on (the first of them is
 * the "after warm-up" figure). spread = max − min of those; growth = the end − after warm-up.
 */
function rssFigures(samples, warmupMs) {
  const after = samples.filter((s) => s.atMs >= warmupMs - 1000);
  if (after.length < 2) return { start: samples[0].rssMB, end: samples[samples.length - 1].rssMB, measured: false };
  const values = after.map((s) => s.rssMB);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const heap =
    after[0].heapMB !== null && after[after.length - 1].heapMB !== null
      ? { afterWarmup: after[0].heapMB, end: after[after.length - 1].heapMB }
      : null;
  return {
    start: samples[0].rssMB,
    afterWarmup: values[0],
    afterWarmupAtMs: after[0].atMs,
    end: values[values.length - 1],
    min,
    max,
    spread: max - min,
    growth: values[values.length - 1] - values[0],
    samples: values.length,
    measured: true,
    heap,
  };
}

/** The soak's goal: no errors, every told order once with its mail, RSS flat after the warm-up (when measured). */
function goal(result, { rss = true } = {}) {
  const checks = [
    { name: '0 errors', ok: result.total.errors === 0, figure: `${result.total.errors} error(s)` },
    {
      name: 'every told order exists exactly once with its confirmation mail',
      ok: result.orders.ok,
      figure: `${result.orders.problems.length} problem(s)`,
    },
  ];
  if (rss) {
    checks.push({
      name: `RSS after warm-up flat within ${RSS_FLAT_BOUND_MB} MB (max − min of the samples)`,
      ok: result.rss.measured && result.rss.spread <= RSS_FLAT_BOUND_MB,
      figure: result.rss.measured
        ? `${result.rss.spread.toFixed(1)} MB`
        : 'not measured: the run is too short for two samples after the warm-up',
    });
  }
  return { ok: checks.every((c) => c.ok), checks };
}

module.exports = { runSoak, goal, warmupOf, RSS_FLAT_BOUND_MB };
