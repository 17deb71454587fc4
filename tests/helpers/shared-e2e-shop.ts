import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The super-admin the shared demo shop starts with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const SHARED_ADMIN = { email: 'e2e-admin@example.co.uk', password: 'E2e-admin-pass-123' };

/** Where the shared shops' state files and logs live (tests/helpers/global-teardown.js reads them too). */
const FOLDER = path.resolve(__dirname, '..', '.tmp', 'shared-e2e');

export interface SharedShop {
  url: string;
  dataDir: string;
  /** The shared Chromium's address, for `connectChromium`. */
  wsEndpoint: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The built demo shop (SEED=demo, SHARED_ADMIN) and a Chromium, one pair per jest worker: the first e2e suite
 * the worker runs starts them in a process of their own (tests/helpers/shared-e2e-server.js), later suites
 * find its state file and use the same pair. That process ends when the worker does (or with the run, in
 * band), so nothing outlives the run. Jest gives every test file fresh modules, so the pair is found by the
 * worker's process id, which lasts the whole run.
 */
export async function sharedDemoShop(): Promise<SharedShop> {
  fs.mkdirSync(FOLDER, { recursive: true });
  const file = path.join(FOLDER, `${process.pid}.json`);
  const found = read(file);
  if (found) return found;
  const log = path.join(FOLDER, `${process.pid}.log`);
  const out = fs.openSync(log, 'w');
  const server = spawn(
    process.execPath,
    [
      path.join(__dirname, 'shared-e2e-server.js'),
      JSON.stringify({
        file,
        log,
        owner: process.pid,
        env: { SEED: 'demo', ADMIN_EMAIL: SHARED_ADMIN.email, ADMIN_PASSWORD: SHARED_ADMIN.password },
      }),
    ],
    { cwd: path.resolve(__dirname, '..', '..'), stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  server.unref();
  let exited = false;
  server.once('exit', () => (exited = true));
  const deadline = Date.now() + 150_000;
  for (;;) {
    const started = read(file);
    if (started) return started;
    if (exited || Date.now() > deadline) {
      if (!exited) server.kill('SIGTERM');
      throw new Error(`the shared demo shop did not start${exited ? '' : ' in 150 s'}:\n${fs.readFileSync(log, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The state file's pair, when its server is still running. */
function read(file: string): SharedShop | undefined {
  if (!fs.existsSync(file)) return undefined;
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as SharedShop & { pid: number };
  if (alive(state.pid)) return state;
  fs.rmSync(file, { force: true });
  return undefined;
}
