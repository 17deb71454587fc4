import { dialects, openTestDatabase } from '../helpers/test-db';

describe.each(dialects)('migrations on %s', (dialect) => {
  test('build exactly the schema the entities describe (no drift)', async () => {
    const t = await openTestDatabase(dialect);
    try {
      const pending = await t.db.dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
      const runner = t.db.dataSource.createQueryRunner();
      for (const table of [
        'departments',
        'products',
        'collection_products',
        'users',
        'orders',
        'order_lines',
        'stock_movements',
        'reviews',
        'password_reset_tokens',
      ]) {
        expect([table, await runner.hasTable(table)]).toEqual([table, true]);
      }
      await runner.release();
    } finally {
      await t.close();
    }
  });

  test('enforce foreign keys and per-branch unique codes', async () => {
    const t = await openTestDatabase(dialect);
    try {
      const q = (sql: string, params: unknown[] = []) => t.db.dataSource.query(sql, params);
      await q(`INSERT INTO departments (branch_code, code, name, slug) VALUES ('MAIN', 'D1', 'Hair', 'hair')`);
      await expect(
        q(`INSERT INTO departments (branch_code, code, name, slug) VALUES ('MAIN', 'D1', 'Hair 2', 'hair-2')`),
      ).rejects.toThrow();
      await q(`INSERT INTO departments (branch_code, code, name, slug) VALUES ('LEEDS', 'D1', 'Hair', 'hair')`);
      await expect(
        q(
          `INSERT INTO categories (branch_code, code, name, title, slug, department_id) VALUES ('MAIN', 'C1', 'Shampoo', 'Shampoo', 'shampoo', 999)`,
        ),
      ).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});
