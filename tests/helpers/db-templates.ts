import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import type { Dialect } from '../../api/src/db/data-source';

/**
 * Migrate once, seed once, copy per suite. The first suite of a run that wants a migrated (or demo-seeded)
 * database builds a template, under tests/.tmp/templates/<key>; every later suite, in any worker, copies it:
 * - SQLite: the template's shop.sqlite is copied and its uploads/ hard-linked into the suite's data folder;
 * - MySQL/MariaDB: the template database's tables are created in the suite's scratch database from their
 *   SHOW CREATE TABLE text, in one round trip, and the rows the template holds are copied server-side.
 * The key is a hash of every file the database and the seed come from (the source, or the built API for a
 * spawned shop) and the day (the demo's activity is dated from today), so a change to a migration or the
 * seed builds a new one. The migration and seed suites still run the real thing; TEST_TEMPLATES=off turns
 * the copies off for a run that wants every suite to migrate and seed as before.
 */

const root = path.resolve(__dirname, '..', '..');
const templatesDir = path.join(root, 'tests', '.tmp', 'templates');

export const templatesOn = process.env.TEST_TEMPLATES !== 'off';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Four hex digits naming this checkout, so two checkouts using one MySQL server never build the same template database. */
const checkoutId = crypto.createHash('sha256').update(root).digest('hex').slice(0, 4);

const keys = new Map<string, string>();

/** A short hash of the files under `dir` (relative to the repository) and today's date. */
function templateKey(dir: string): string {
  let key = keys.get(dir);
  if (!key) {
    const hash = crypto.createHash('sha256');
    for (const file of filesUnder(path.join(root, dir))) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
    hash.update(new Date().toISOString().slice(0, 10));
    key = hash.digest('hex').slice(0, 12);
    keys.set(dir, key);
  }
  return key;
}

/**
 * The folder `name` under the templates, built by `build(folder)` the first time any process asks for
 * it: one builder at a time (a lock folder holding its pid; a dead builder's lock is taken over), others
 * wait for its `ready` file.
 */
async function templateFolder(name: string, build: (folder: string) => Promise<void>): Promise<string> {
  const folder = path.join(templatesDir, name);
  const ready = path.join(folder, 'ready');
  const lock = `${folder}.lock`;
  fs.mkdirSync(templatesDir, { recursive: true });
  for (const started = Date.now(); !fs.existsSync(ready);) {
    if (takeLock(lock)) {
      try {
        if (!fs.existsSync(ready)) {
          fs.rmSync(folder, { recursive: true, force: true });
          fs.mkdirSync(folder, { recursive: true });
          await build(folder);
          fs.writeFileSync(ready, new Date().toISOString());
          pruneOlder(name);
        }
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() - started > 300_000) throw new Error(`waited 5 minutes for the test template ${name} (lock ${lock})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return folder;
}

/** The same kind of template for other sources (its key is the only difference): a checkout keeps one of each. */
function pruneOlder(name: string): void {
  const family = (other: string) => other.replace(/[0-9a-f]{12}/, '');
  for (const other of fs.readdirSync(templatesDir))
    if (other !== name && !other.endsWith('.lock') && family(other) === family(name))
      fs.rmSync(path.join(templatesDir, other), { recursive: true, force: true });
}

function takeLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return true;
  } catch {
    const pid = Number(readOr(path.join(lock, 'pid'), '0'));
    if (pid && !alive(pid)) fs.rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

function readOr(file: string, fallback: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
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
 * Copies a SQLite template's database (with its write-ahead log, if one was left) into `dataDir` and hard-links
 * its uploads there (a file the shop replaces is replaced, not written through).
 */
function copySqliteTemplate(template: string, dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  for (const file of ['shop.sqlite', 'shop.sqlite-wal'])
    if (fs.existsSync(path.join(template, file))) fs.copyFileSync(path.join(template, file), path.join(dataDir, file));
  linkTree(path.join(template, 'uploads'), path.join(dataDir, 'uploads'));
}

/**
 * A spawned demo shop's data folder from the run's copy seeded by the built shop itself (`build` starts it on an
 * empty folder and stops it), keyed by the built API rather than its source.
 */
export async function copyBuiltDemoTemplate(dataDir: string, build: (folder: string) => Promise<void>): Promise<void> {
  copySqliteTemplate(await templateFolder(`built-demo-${templateKey('api/dist')}`, build), dataDir);
}

/** Hard-links every file under `from` into the same place under `to`. */
function linkTree(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else {
      fs.mkdirSync(to, { recursive: true });
      fs.linkSync(source, target);
    }
  }
}

/** What a MySQL template database holds: its tables' CREATE text and which of them have rows. */
interface MysqlTemplate {
  database: string;
  creates: string[];
  tablesWithRows: string[];
}

async function connect(serverUrl: string, database?: string): Promise<Connection> {
  const url = new URL(serverUrl);
  url.pathname = database ? `/${database}` : '/';
  return createConnection({ uri: url.toString(), multipleStatements: true });
}

/** Reads the template database's tables (called once per suite file; a few milliseconds). */
async function readMysqlTemplate(serverUrl: string, database: string): Promise<MysqlTemplate | undefined> {
  const conn = await connect(serverUrl);
  try {
    const [tables] = await conn.query(
      'SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME',
      [database],
    );
    const list = tables as { name: string; type: string }[];
    if (!list.length) return undefined;
    if (list.some((t) => t.type !== 'BASE TABLE'))
      throw new Error(`the test template ${database} holds a view: copying views is not written`);
    const creates: string[] = [];
    const tablesWithRows: string[] = [];
    for (const { name } of list) {
      const [created] = await conn.query(`SHOW CREATE TABLE \`${database}\`.\`${name}\``);
      creates.push((created as Record<string, string>[])[0]['Create Table']);
      const [rows] = await conn.query(`SELECT 1 FROM \`${database}\`.\`${name}\` LIMIT 1`);
      if ((rows as unknown[]).length) tablesWithRows.push(name);
    }
    return { database, creates, tablesWithRows };
  } finally {
    await conn.end();
  }
}

const mysqlTemplates = new Map<string, Promise<MysqlTemplate & { folder: string }>>();

/**
 * The MySQL template database `database`, built by `build(serverUrl of it)` when it is not there yet (its
 * folder under tests/.tmp/templates records that it was finished; a template database that went away, as
 * with a new server, is built again).
 */
function mysqlTemplate(
  serverUrl: string,
  database: string,
  build: (databaseUrl: string, folder: string) => Promise<void>,
): Promise<MysqlTemplate & { folder: string }> {
  let template = mysqlTemplates.get(database);
  if (!template) {
    template = (async () => {
      for (let attempt = 0; ; attempt++) {
        const folder = await templateFolder(database, async (into) => {
          const conn = await connect(serverUrl);
          try {
            const [older] = await conn.query('SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE ?', [
              database.replace(/[0-9a-f]{12}/, '%'),
            ]);
            for (const { name } of older as { name: string }[]) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
            await conn.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
          } finally {
            await conn.end();
          }
          const url = new URL(serverUrl);
          url.pathname = `/${database}`;
          await build(url.toString(), into);
        });
        const read = await readMysqlTemplate(serverUrl, database);
        if (read) return { ...read, folder };
        if (attempt) throw new Error(`the test template database ${database} is empty after it was built`);
        fs.rmSync(path.join(folder, 'ready'), { force: true });
      }
    })();
    mysqlTemplates.set(database, template);
  }
  return template;
}

/** Fills the empty database `target` with the template's tables and rows. */
async function copyMysqlTemplate(serverUrl: string, template: MysqlTemplate, target: string): Promise<void> {
  const conn = await connect(serverUrl, target);
  try {
    const copies = template.tablesWithRows.map((t) => `INSERT INTO \`${t}\` SELECT * FROM \`${template.database}\`.\`${t}\`;`);
    await conn.query(
      ['SET FOREIGN_KEY_CHECKS = 0;', ...template.creates.map((c) => `${c};`), ...copies, 'SET FOREIGN_KEY_CHECKS = 1;'].join('\n'),
    );
  } finally {
    await conn.end();
  }
}

/** A shop's start on an empty data folder (and database): what a template is made of. */
async function buildTemplate(folder: string, seed: 'demo' | 'none', databaseUrl?: string): Promise<void> {
  // Loaded here, not above: a suite that only opens a database does not load the whole shop.
  const [{ loadConfig }, { createShop }] = await Promise.all([import('../../api/src/config'), import('../../api/src/shop')]);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: folder,
    SEED: seed,
    PORT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const shop = await createShop(config);
  await shop.close();
  fs.rmSync(path.join(folder, 'jwt-secret'), { force: true });
  for (const left of ['shop.sqlite-wal', 'shop.sqlite-shm'])
    if (fs.existsSync(path.join(folder, left)) && fs.statSync(path.join(folder, left)).size)
      throw new Error(`the SQLite template kept ${left} after closing: its copies would miss rows`);
}

/** Puts the run's migrated or demo-seeded template into a new shop's data folder (and its scratch MySQL database). */
export async function copyTemplate(
  dialect: Dialect,
  seed: 'demo' | 'none',
  dataDir: string | undefined,
  mysql?: { serverUrl: string; database: string },
): Promise<void> {
  const key = templateKey('api/src');
  if (dialect === 'sqlite') {
    copySqliteTemplate(await templateFolder(`sqlite-${seed}-${key}`, (folder) => buildTemplate(folder, seed)), dataDir!);
    return;
  }
  const database = `shop_tpl_${key}_${checkoutId}_${seed}`;
  const template = await mysqlTemplate(mysql!.serverUrl, database, (url, folder) => buildTemplate(folder, seed, url));
  await copyMysqlTemplate(mysql!.serverUrl, template, mysql!.database);
  if (dataDir) linkTree(path.join(template.folder, 'uploads'), path.join(dataDir, 'uploads'));
}
