import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../api/src/config';
import { scratchMysqlDatabase } from '../../api/src/db/scratch-mysql';
import { createShop } from '../../api/src/shop';
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
