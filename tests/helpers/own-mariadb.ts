import { ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { freePort } from './free-port';

/** A MariaDB server of a test's own: its own data directory and socket in a temp folder, on a free port. */
export interface OwnMariadb {
  /** mysql://root@127.0.0.1:<port>/shop */
  url: string;
  pid(): number;
  /** SIGSTOP: the server keeps its connections open and answers nothing. */
  freeze(): void;
  /** SIGCONT */
  thaw(): void;
  /** SIGKILL, waiting for the process to be gone. */
  kill(): Promise<void>;
  /** Starts the server again on the same data directory and port. */
  restart(): Promise<void>;
  /** Stops the server (whatever state it is in) and removes its folder. */
  destroy(): Promise<void>;
  /** Each deadlock InnoDB broke since the server first started, as the statements that met in it. */
  deadlocks(): string[];
}

/** InnoDB's reports (--innodb-print-all-deadlocks): a statement line follows each transaction's header. */
function deadlocksIn(log: string): string[] {
  return log
    .split(/Transactions deadlock detected/)
    .slice(1)
    .map((report) =>
      report
        .split('\n')
        .filter((line) => /^\s*(SELECT|INSERT|UPDATE|DELETE)\b/i.test(line))
        .join(' | '),
    );
}

function onPath(command: string): string {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']) {
    const full = path.join(dir, command);
    if (dir && fs.existsSync(full)) return full;
  }
  throw new Error(`${command} is missing: install the mariadb-server package`);
}

const running = new Set<ChildProcess>();
// Even when jest tears the worker down mid-test, no mariadbd outlives it.
process.once('exit', () => {
  for (const child of running) {
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  }
});

export async function startOwnMariadb(): Promise<OwnMariadb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mariadb-'));
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mariadbd.sock');
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  await promisify(execFile)(onPath('mariadb-install-db'), [
    '--no-defaults',
    `--datadir=${dataDir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...asRoot,
  ]);
  const port = await freePort();
  const mariadbd = onPath('mariadbd');
  let child: ChildProcess | undefined;
  let log = '';
  /** The output of the server's earlier runs. */
  let everything = '';

  const start = async () => {
    everything += log;
    log = '';
    const started = spawn(
      mariadbd,
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--socket=${socket}`,
        `--pid-file=${path.join(dir, 'mariadbd.pid')}`,
        '--skip-name-resolve',
        '--innodb-buffer-pool-size=32M',
        '--innodb-print-all-deadlocks=ON',
        ...asRoot,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    started.stdout!.on('data', (d) => (log += d));
    started.stderr!.on('data', (d) => (log += d));
    running.add(started);
    started.once('exit', () => running.delete(started));
    child = started;
    const until = Date.now() + 60_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`mariadbd exited with ${started.exitCode}:\n${log}`);
      try {
        const conn = await createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 1000 });
        await conn.query('CREATE DATABASE IF NOT EXISTS shop CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
        await conn.end();
        return;
      } catch (err) {
        if (Date.now() > until) throw new Error(`mariadbd did not answer in 60 s (${(err as Error).message}):\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  const stopChild = async (signal: NodeJS.Signals) => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const gone = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGCONT');
    current.kill(signal);
    await gone;
  };

  await start();
  return {
    url: `mysql://root@127.0.0.1:${port}/shop`,
    pid: () => child!.pid!,
    freeze: () => child!.kill('SIGSTOP'),
    thaw: () => child!.kill('SIGCONT'),
    kill: () => stopChild('SIGKILL'),
    restart: start,
    deadlocks: () => deadlocksIn(everything + log),
    destroy: async () => {
      await stopChild('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
