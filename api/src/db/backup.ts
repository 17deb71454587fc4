import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The part of better-sqlite3 used here (the package ships no types). */
interface SqliteHandle {
  prepare(sql: string): { get(): unknown };
  backup(file: string): Promise<unknown>;
  close(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no types to import (see SqliteHandle)
const BetterSqlite3 = require('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteHandle;

/** The database file of the embedded SQLite database (see data-source.ts). */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'shop.sqlite');

export class BackupError extends Error {}

/** Online copy of the SQLite database: SQLite's backup API, consistent even while the shop writes. */
export async function backupSqlite(dataDir: string, outFile: string): Promise<void> {
  const source = sqliteFile(dataDir);
  if (!fs.existsSync(source)) throw new BackupError(`There is no SQLite database at ${source} (is DATA_DIR right?)`);
  const db = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(outFile);
  } finally {
    db.close();
  }
}

/** Replaces the SQLite database's content with the backup's, through SQLite's backup API. Stop the shop first. */
export async function restoreSqlite(backupFile: string, dataDir: string): Promise<void> {
  if (!fs.existsSync(backupFile)) throw new BackupError(`There is no file ${backupFile}`);
  const source = new BetterSqlite3(backupFile, { readonly: true, fileMustExist: true });
  try {
    let isShop: unknown;
    try {
      isShop = source.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'").get();
    } catch {
      // "file is not a database"
    }
    if (!isShop) throw new BackupError(`${backupFile} is not a backup of the shop's SQLite database`);
    fs.mkdirSync(dataDir, { recursive: true });
    await source.backup(sqliteFile(dataDir));
  } finally {
    source.close();
  }
}

/**
 * Connection settings of a mysql:// URL as a client option file, so the password is in no process
 * list. Returns its path and the database name; remove the folder when done.
 */
function optionFile(databaseUrl: string): { file: string; database: string; cleanUp: () => void } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new BackupError('DATABASE_URL names no database (mysql://user:pass@host:port/<database>)');
  const quote = (v: string) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const lines = [
    '[client]',
    `host=${quote(url.hostname)}`,
    `port=${url.port || '3306'}`,
    `user=${quote(decodeURIComponent(url.username))}`,
  ];
  if (url.password) lines.push(`password=${quote(decodeURIComponent(url.password))}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mysql-client-'));
  const file = path.join(dir, 'client.cnf');
  fs.writeFileSync(file, lines.join('\n') + '\n', { mode: 0o600 });
  return { file, database, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

function run(program: string, args: string[], stdin: number | 'ignore', stdout: number | 'ignore'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: [stdin, stdout, 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${path.basename(program)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Runs the first of two equivalent programs that is installed (MariaDB's name, then MySQL's). */
async function runEither(
  names: readonly [string, string],
  args: string[],
  stdin: number | 'ignore',
  stdout: number | 'ignore',
): Promise<void> {
  for (const name of names) {
    try {
      return await run(name, args, stdin, stdout);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new BackupError(
    `Neither ${names[0]} nor ${names[1]} is installed: install the MariaDB or MySQL client tools (Debian: apt-get install mariadb-client)`,
  );
}

/** A consistent SQL dump (one transaction, no locks) with mariadb-dump or mysqldump. */
export async function backupMysql(databaseUrl: string, outFile: string): Promise<void> {
  const options = optionFile(databaseUrl);
  const out = fs.openSync(outFile, 'w', 0o600);
  try {
    await runEither(
      ['mariadb-dump', 'mysqldump'],
      [
        `--defaults-extra-file=${options.file}`,
        '--single-transaction',
        '--no-tablespaces',
        '--hex-blob',
        '--default-character-set=utf8mb4',
        options.database,
      ],
      'ignore',
      out,
    );
  } catch (err) {
    fs.rmSync(outFile, { force: true });
    throw err;
  } finally {
    fs.closeSync(out);
    options.cleanUp();
  }
}

/** Loads a dump made by backupMysql into the database of the URL (its tables are replaced). Stop the shop first. */
export async function restoreMysql(backupFile: string, databaseUrl: string): Promise<void> {
  if (!fs.existsSync(backupFile)) throw new BackupError(`There is no file ${backupFile}`);
  const head = Buffer.alloc(4096);
  const fd = fs.openSync(backupFile, 'r');
  const length = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  if (!/^-- (MariaDB|MySQL) dump/m.test(head.subarray(0, length).toString('utf8')))
    throw new BackupError(`${backupFile} is not a SQL dump made by npm run backup`);
  const options = optionFile(databaseUrl);
  const input = fs.openSync(backupFile, 'r');
  try {
    await runEither(
      ['mariadb', 'mysql'],
      [`--defaults-extra-file=${options.file}`, '--default-character-set=utf8mb4', options.database],
      input,
      'ignore',
    );
  } finally {
    fs.closeSync(input);
    options.cleanUp();
  }
}
