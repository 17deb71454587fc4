'use strict';
/**
 * The soak: starts the built shop and drives mixed traffic (pages, search, basket, guest checkouts,
 * staff edits) from concurrent clients for minutes, printing requests, errors, p50/p99 and the
 * server's RSS every 30 s and at the end; then checks every order a client was told about. Exits
 * non-zero when the goal is missed. See tests/perf/README.md.
 */
const crypto = require('node:crypto');
const { cpuMeter } = require('./lib/cpu');
const { gcTrace } = require('./lib/gc-trace');
const { cpuLine } = require('./lib/report');
const { openShop } = require('./lib/shop');
const { runSoak, goal, warmupOf, RSS_FLAT_BOUND_MB } = require('./lib/soak');
const { sampleLine, summary } = require('./lib/soak-report');

const USAGE = `Usage: npm run soak -- [--minutes <n>] [--clients <n>] [--mysql <url>] [--trace-gc]

  --minutes <n>   how long the traffic runs (default 10; decimals allowed, at least 0.5)
  --clients <n>   concurrent clients (default 16)
  --mysql <url>   run on MySQL/MariaDB, e.g. mysql://root@127.0.0.1:3306 (a scratch database is
                  created on that server and dropped afterwards); SQLite otherwise
  --trace-gc      start the server with node --trace-gc and print its heap after the latest full
                  garbage collection beside RSS (tells a leak from a heap that only reserves more)
  --help          show this text

Goal (exit 0 when met): 0 errors; every order a client was told about exists exactly once with its
confirmation mail; the server's RSS after the warm-up (the first quarter, at most 2 minutes) flat
within ${RSS_FLAT_BOUND_MB} MB: max − min of the 30-second samples from the warm-up to the end.`;

const SAMPLE_EVERY_MS = 30_000;

function parseArgs(argv) {
  const out = { minutes: 10, clients: 16, mysql: null, traceGc: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--help' || argv[i] === '-h') return null;
    if (argv[i] === '--trace-gc') {
      out.traceGc = true;
      continue;
    }
    const m = /^--(minutes|clients|mysql)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new Error(`Unknown argument "${argv[i]}"`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${m[1]} needs a value`);
    if (m[1] === 'mysql') {
      if (!/^mysql:\/\//.test(value)) throw new Error(`--mysql must be a mysql://user:pass@host:port URL, got "${value}"`);
      out.mysql = value;
    } else if (m[1] === 'minutes') {
      const n = Number(value);
      if (!Number.isFinite(n) || n < 0.5 || n > 24 * 60) throw new Error(`--minutes must be a number from 0.5 to 1440, got "${value}"`);
      out.minutes = n;
    } else {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 200) throw new Error(`--clients must be a whole number from 1 to 200, got "${value}"`);
      out.clients = n;
    }
  }
  return out;
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`soak: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (!args) {
    console.log(USAGE);
    return 0;
  }
  const log = (line) => console.error(line);
  const admin = { email: 'soak-admin@example.co.uk', password: crypto.randomBytes(12).toString('base64url') };
  const shop = await openShop({ mysqlUrl: args.mysql, admin, log, label: 'soak', web: true, nodeArgs: args.traceGc ? ['--trace-gc'] : [] });
  const stopOnSignal = () => {
    shop.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const durationMs = Math.round(args.minutes * 60_000);
    const database =
      shop.database.dialect === 'mysql'
        ? `MySQL/MariaDB ${shop.database.version} (scratch database ${shop.database.name})`
        : `SQLite ${shop.database.version}`;
    console.log(
      `Soak: ${args.minutes} min, ${args.clients} clients, ${database}, shop pid ${shop.pid} at ${shop.url} (started in ${(shop.startMs / 1000).toFixed(1)} s); warm-up ${(warmupOf(durationMs) / 1000).toFixed(0)} s`,
    );
    const meter = cpuMeter(shop.pid, shop.database.dialect === 'mysql');
    let cpu = null;
    const result = await runSoak({
      shop,
      admin,
      durationMs,
      clients: args.clients,
      sampleEveryMs: SAMPLE_EVERY_MS,
      onSample: (s) => console.log(sampleLine(s)),
      onTrafficEnd: () => {
        cpu = meter.stop();
      },
      heapMB: args.traceGc ? gcTrace(shop.logFile).heapMB : undefined,
    });
    const verdict = goal(result);
    console.log(
      `\n${summary(result, { clients: args.clients, database, date: new Date().toISOString(), notes: [cpuLine(cpu, 'soak clients')] }, verdict)}`,
    );
    return verdict.ok ? 0 : 1;
  } finally {
    await shop.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`soak failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
