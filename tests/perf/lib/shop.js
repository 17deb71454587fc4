'use strict';
/** Starts and stops the real built shop (api/dist/main.js) for the benchmark and the soak, on SQLite or a scratch MySQL/MariaDB database. */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..');
const dist = path.join(root, 'api', 'dist');

/** The built files the shop needs; with `web`, the storefront's too (its pages are rendered on the server). */
function requireBuilt(web) {
  const files = [path.join('api', 'dist', 'main.js'), path.join('api', 'dist', 'scripts', 'seed.js')];
  if (web) files.push(path.join('web', 'dist', 'index.html'), path.join('web', 'dist', '.ssr', 'entry-server.cjs'));
  for (const file of files) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build${web ? '' : ':api'}\` first`);
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A scratch database on the server of `baseUrl`, dropped by `drop()`. */
async function createScratchDatabase(baseUrl, label) {
  const mysql = require('mysql2/promise');
  const url = new URL(baseUrl);
  url.pathname = '/';
  const conn = await mysql.createConnection(url.toString());
  const name = `shop_${label}_${process.pid}_${Date.now().toString(36)}`;
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const [[{ v }]] = await conn.query('SELECT VERSION() AS v');
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    version: String(v),
    drop: async () => {
      try {
        await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await conn.end();
      }
    },
  };
}

function sqliteVersion() {
  const db = new (require('better-sqlite3'))(':memory:');
  try {
    return db.prepare('SELECT sqlite_version() AS v').get().v;
  } finally {
    db.close();
  }
}

/** The environment both the seed command and the server get. */
function shopEnv({ dataDir, databaseUrl, admin }) {
  // Every request comes from one address: the per-request rate limits are raised out of the benchmark's way.
  const rateLimits = ['register', 'contact', 'forgotPassword', 'createOrder', 'createOrderPerUser', 'upload']
    .map((n) => `${n}=1000000/1h`)
    .join(',');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED: 'demo',
    HOST: '127.0.0.1',
    PORT: '0',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMITS: rateLimits,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** Runs `node api/dist/scripts/seed.js --products N`, echoing its progress lines. */
function seedProducts(env, products, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(dist, 'scripts', 'seed.js'), '--products', String(products)], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stdout.on('data', (d) =>
      String(d)
        .split('\n')
        .filter(Boolean)
        .forEach((l) => log(`  seed: ${l}`)),
    );
    child.stderr.on('data', (d) => {
      errors += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the seed command exited with ${code}: ${errors.trim()}`))));
  });
}

/** The TCP port a process listens on, found through its socket inodes (PORT=0 lets the OS choose). */
function listeningPort(pid) {
  let inodes;
  try {
    inodes = new Set(
      fs
        .readdirSync(`/proc/${pid}/fd`)
        .map((fd) => {
          try {
            return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
          } catch {
            return undefined;
          }
        })
        .filter(Boolean),
    );
  } catch {
    return null;
  }
  for (const table of ['tcp', 'tcp6']) {
    let rows = [];
    try {
      rows = fs.readFileSync(`/proc/${pid}/net/${table}`, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const row of rows) {
      const cols = row.trim().split(/\s+/);
      if (cols[3] === '0A' && inodes.has(cols[9])) return parseInt(cols[1].split(':')[1], 16);
    }
  }
  return null;
}

/** Resident and peak memory of a process, in MiB, from /proc/<pid>/status. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMiB: kb('VmRSS') / 1024, peakMiB: kb('VmHWM') / 1024 };
}

/** Spawns the server and waits until it listens and /healthz answers. */
async function startServer(env, logFile, timeoutMs, nodeArgs = []) {
  const out = fs.openSync(logFile, 'a');
  const started = Date.now();
  const child = spawn(process.execPath, [...nodeArgs, path.join(dist, 'main.js')], { env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = signal ?? code;
  });
  const tail = () => fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`the shop exited (${exited}) while starting:\n${tail()}`);
    const port = listeningPort(child.pid);
    if (port) {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
      if (res?.ok) {
        await res.text();
        return {
          pid: child.pid,
          url: `http://127.0.0.1:${port}`,
          startMs: Date.now() - started,
          stop: () =>
            new Promise((resolve) => {
              if (exited !== null) return resolve();
              const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
              child.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        };
      }
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the shop did not answer /healthz within ${timeoutMs / 1000} s:\n${tail()}`);
}

/**
 * A demo-seeded shop in a fresh temp DATA_DIR (and a scratch database when `mysqlUrl` is given),
 * grown by `products` first when asked. `label` names the temp folder and scratch database
 * (shop-bench-*, shop_bench_*); `web` requires the built storefront too; `nodeArgs` go to the
 * server's node (e.g. --trace-gc; its output lands in `logFile`). `close()` stops it and removes
 * what it made.
 */
async function openShop({ mysqlUrl, products = 0, admin, log, label = 'bench', web = false, nodeArgs = [] }) {
  requireBuilt(web);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
  const cleanups = [() => fs.rmSync(dataDir, { recursive: true, force: true })];
  const close = async () => {
    for (const fn of cleanups.reverse())
      await Promise.resolve()
        .then(fn)
        .catch((e) => log(`cleanup: ${e.message}`));
    cleanups.length = 0;
  };
  try {
    let database = { dialect: 'sqlite', version: sqliteVersion() };
    let databaseUrl;
    if (mysqlUrl) {
      const scratch = await createScratchDatabase(mysqlUrl, label);
      cleanups.push(scratch.drop);
      database = { dialect: 'mysql', version: scratch.version, name: scratch.name };
      databaseUrl = scratch.url;
    }
    const env = shopEnv({ dataDir, databaseUrl, admin });
    let seedMs = 0;
    if (products > 0) {
      log(`Seeding the demo shop and ${products.toLocaleString('en-GB')} more products...`);
      const t = Date.now();
      await seedProducts(env, products, log);
      seedMs = Date.now() - t;
    }
    log('Starting the shop...');
    const logFile = path.join(dataDir, 'server.log');
    const server = await startServer(env, logFile, 15 * 60_000, nodeArgs);
    cleanups.push(server.stop);
    return { ...server, dataDir, logFile, database, seedMs, memory: () => memoryOf(server.pid), close };
  } catch (err) {
    await close();
    throw err;
  }
}

module.exports = { openShop };
