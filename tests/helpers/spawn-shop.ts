import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyBuiltDemoTemplate, templatesOn } from './db-templates';
import { RAISED_RATE_LIMITS } from './rate-limits';

const root = path.resolve(__dirname, '..', '..');

/**
 * Starts the built shop exactly as `npm start` does after building (node api/dist/main.js), on a free
 * port (PORT=0), and waits for its "ready on" log line.
 */
export interface SpawnedShop {
  url: string;
  dataDir: string;
  /** The server process, e.g. for signals. */
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  output: () => string;
  stop: () => Promise<void>;
}

export async function spawnShop(env: Record<string, string> = {}): Promise<SpawnedShop> {
  for (const built of ['api/dist/main.js', 'web/dist/index.html', 'web/dist/.ssr/entry-server.cjs']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first (npm test does)`);
  }
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  // The demo shop on SQLite starts from the run's seeded copy, made once by this same built shop (db-templates.ts).
  if (templatesOn && env.SEED === 'demo' && !env.DATA_DIR && !env.DATABASE_URL)
    await copyBuiltDemoTemplate(dataDir, async (folder) => {
      const shop = await spawnShop({ SEED: 'demo', DATA_DIR: folder });
      await shop.stop();
      if ((await shop.exited) !== 0) throw new Error(`the demo template's shop did not stop cleanly:\n${shop.output()}`);
    });
  const child: ChildProcess = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: RAISED_RATE_LIMITS,
      // The tests' low bcrypt cost (tests/helpers/fast-hashing.ts).
      PASSWORD_HASH_ROUNDS: '4',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shop did not start in 90 s:\n${log}`)), 90_000);
    const check = () => {
      const m = /ready on http:\/\/localhost:(\d+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the shop exited with ${code}:\n${log}`));
    });
  });
  return {
    url,
    dataDir,
    child,
    exited,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
