import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../api/src/config';
import { scratchMysqlDatabase } from '../../api/src/db/scratch-mysql';
import { createShop } from '../../api/src/shop';
import { freePort } from '../helpers/free-port';
import { describeMysql, TEST_DATABASE_URL } from '../helpers/test-db';

// Two instances on one MySQL/MariaDB database (docker/compose.yml runs two replicas). SQLite is a
// single process's file, so this only concerns the MySQL runs.
describeMysql('two shops starting at the same moment on one mysql database', () => {
  test('migrate and seed once, and both serve', async () => {
    const scratch = await scratchMysqlDatabase(TEST_DATABASE_URL!, 'shop_test');
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'shop-twin-')));
    const configs = dirs.map((dir) =>
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dir,
        DATABASE_URL: scratch.url,
        SEED: 'demo',
        JWT_SECRET: 'same-secret-for-both',
        ADMIN_EMAIL: 'boss@example.co.uk',
        ADMIN_PASSWORD: 'long-enough-1',
      }),
    );
    const shops = await Promise.all(configs.map((c) => createShop(c)));
    try {
      const q = (sql: string) => shops[0].db.dataSource.query(sql);
      expect(Number((await q('SELECT COUNT(*) AS n FROM departments'))[0].n)).toBe(6);
      expect(Number((await q("SELECT COUNT(*) AS n FROM users WHERE role = 'super-admin'"))[0].n)).toBe(1);
      const migrations = await q('SELECT name FROM migrations');
      expect(new Set(migrations.map((m: { name: string }) => m.name)).size).toBe(migrations.length);
      for (const shop of shops) expect(await shop.db.ping()).toBe(true);
    } finally {
      await Promise.all(shops.map((s) => s.close()));
      await scratch.drop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A port that refuses connections until `open()`, then passes them through to the test database's server. */
async function lateDoor(): Promise<{ port: number; open(): void; close(): Promise<void> }> {
  const target = new URL(TEST_DATABASE_URL!);
  const port = await freePort();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 3306), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return {
    port,
    open: () => server.listen(port, '127.0.0.1'),
    close: () => new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

describeMysql('a shop started before its mysql database can be reached', () => {
  const configFor = (dir: string, databaseUrl: string, env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: databaseUrl, SEED: 'none', LOG_LEVEL: 'warn', ...env });

  test('waits for it, says so once, and serves when it answers', async () => {
    const scratch = await scratchMysqlDatabase(TEST_DATABASE_URL!, 'shop_test');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-late-'));
    const door = await lateDoor();
    const url = new URL(scratch.url);
    url.host = `127.0.0.1:${door.port}`;
    const logs: string[] = [];
    const opening = setTimeout(door.open, 2500);
    try {
      const started = Date.now();
      const shop = await createShop(configFor(dir, url.toString()), { logDestination: { write: (line: string) => void logs.push(line) } });
      try {
        expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
        expect(await shop.db.ping()).toBe(true);
        expect(logs.filter((line) => line.includes('waiting up to 60 s for the database to answer'))).toHaveLength(1);
      } finally {
        await shop.close();
      }
    } finally {
      clearTimeout(opening);
      await door.close();
      await scratch.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a wrong password stops the start at once instead of waiting', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-late-'));
    const url = new URL(TEST_DATABASE_URL!);
    url.username = 'no_such_shop_user';
    url.password = 'wrong-password';
    try {
      const started = Date.now();
      await expect(createShop(configFor(dir, url.toString()))).rejects.toMatchObject({ code: 'ER_ACCESS_DENIED_ERROR' });
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
