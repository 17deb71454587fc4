import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { loadConfig } from '../../api/src/config';
import { createDataSource, Dialect } from '../../api/src/db/data-source';
import { scratchMysqlDatabase } from '../../api/src/db/scratch-mysql';
import { createShop } from '../../api/src/shop';
import { dialects, TEST_DATABASE_URL } from '../helpers/test-db';

const root = path.resolve(__dirname, '..', '..');

/** `npm run backup` / `npm run restore` as built (without the build check), with the server's settings. */
async function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<string> {
  if (!fs.existsSync(path.join(root, `api/dist/scripts/${name}.js`)))
    throw new Error('api/dist is missing: run `npm run build:api` first (npm test does)');
  const { stdout } = await promisify(execFile)(process.execPath, [`api/dist/scripts/${name}.js`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
  });
  return stdout;
}

/** Every table's rows (sorted), hashed per table: equal fingerprints, equal data. */
async function fingerprint(settings: { databaseUrl?: string; dataDir: string }): Promise<Record<string, string>> {
  const ds = await createDataSource(settings);
  await ds.initialize();
  try {
    const tables = [...ds.entityMetadatas.map((m) => m.tableName), 'migrations'].sort();
    const out: Record<string, string> = {};
    for (const table of tables) {
      const rows = ((await ds.query(`SELECT * FROM ${ds.driver.escape(table)}`)) as Record<string, unknown>[])
        .map((r) => JSON.stringify(r))
        .sort();
      out[table] = `${rows.length}:${crypto.createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16)}`;
    }
    return out;
  } finally {
    await ds.destroy();
  }
}

describe.each(dialects)('npm run backup and npm run restore on %s', (dialect: Dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  let scratch: Awaited<ReturnType<typeof scratchMysqlDatabase>> | undefined;
  afterAll(async () => {
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('round-trip the demo shop: backed up while it runs, changed and then wiped, restored each time', async () => {
    if (dialect === 'mysql') scratch = await scratchMysqlDatabase(TEST_DATABASE_URL!, 'shop_test');
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    const settings = { dataDir, databaseUrl: scratch?.url };
    const shop = await createShop(loadConfig({ NODE_ENV: 'test', SEED: 'demo', ...env }));
    const backupFile = path.join(dataDir, 'elsewhere', `demo.${dialect === 'mysql' ? 'sql' : 'sqlite'}`);
    let seeded: Record<string, string>;
    try {
      seeded = await fingerprint(settings);
      expect(seeded.products).toMatch(/^[1-9]\d*:/);
      expect(await script('backup', ['--out', backupFile], env)).toMatch(/Backed the .* database up to/);
      await shop.db.dataSource.query(`UPDATE products SET name = 'Renamed after the backup'`);
      await shop.db.dataSource.query('DELETE FROM reviews');
    } finally {
      await shop.close();
    }
    expect(await fingerprint(settings)).not.toEqual(seeded);

    expect(await script('restore', [backupFile], env)).toMatch(/^Restored /);
    expect(await fingerprint(settings)).toEqual(seeded);

    if (scratch) {
      const conn = await createConnection(TEST_DATABASE_URL!);
      await conn.query(`DROP DATABASE \`${scratch.name}\``);
      await conn.query(`CREATE DATABASE \`${scratch.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await conn.end();
    } else {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dataDir, `shop.sqlite${suffix}`), { force: true });
    }
    await script('restore', [backupFile], env);
    expect(await fingerprint(settings)).toEqual(seeded);
  });

  test('a file that is not a backup is refused and the database is left alone', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    const before = await fingerprint({ dataDir, databaseUrl: scratch?.url });
    const bogus = path.join(dataDir, 'notes.txt');
    fs.writeFileSync(bogus, 'not a backup');
    await expect(script('restore', [bogus], env)).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/^restore: .*not a/) });
    expect(await fingerprint({ dataDir, databaseUrl: scratch?.url })).toEqual(before);
  });
});

test('backup on MySQL without mariadb-dump or mysqldump says what to install', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  try {
    // An empty PATH: no client tools can be found (node itself is run by its full path).
    const run = promisify(execFile)(process.execPath, ['api/dist/scripts/backup.js', '--out', path.join(dir, 'shop.sql')], {
      cwd: root,
      env: { PATH: '/nonexistent', DATABASE_URL: 'mysql://shop:pw@127.0.0.1:1/shop', DATA_DIR: dir },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr:
        'backup: Neither mariadb-dump nor mysqldump is installed: install the MariaDB or MySQL client tools (Debian: apt-get install mariadb-client)\n',
    });
    expect(fs.readdirSync(dir)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
