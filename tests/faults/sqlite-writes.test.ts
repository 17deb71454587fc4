import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDataSource } from '../../api/src/db/data-source';
import { Database } from '../../api/src/db/database';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { insertProduct } from '../helpers/orders';

// better-sqlite3 gives TypeORM one connection, so a write made outside `db.transaction` used to land
// inside whatever transaction was open at that moment (and vanish with its rollback), or to open a
// transaction of its own that a queued transaction then collided with.
describe('SQLite file database: writes from many requests at once', () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sqlite-writes-'));
    const ds = await createDataSource({ dataDir: dir });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    db = new Database(ds);
  });
  afterAll(async () => {
    await db?.dataSource.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('saves and updates outside transactions all land, beside transactions that roll back', async () => {
    const counter = await insertProduct(db, { name: 'Counter Balm', pricePence: 500, stock: 0 });
    const repo = db.repo(Product);
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      work.push(insertProduct(db, { name: `Outside Save ${i}`, pricePence: 100 + i, stock: 1 }));
      work.push(repo.increment({ id: counter.id }, 'stockQuantity', 1));
      work.push(
        db.transaction(async (m) => {
          await m.save(
            m.create(Product, {
              branchCode: 'MAIN',
              code: `RB-${i}`,
              name: `Rolled Back ${i}`,
              slug: `rolled-back-${i}`,
              salePricePence: 1,
              stockQuantity: 1,
              galleryImages: '',
            }),
          );
          await m.increment(Product, { id: counter.id }, 'stockQuantity', 1000);
          throw new Error('changed my mind');
        }),
      );
      work.push(
        db.transaction(async (m) => {
          await m.increment(Product, { id: counter.id }, 'stockQuantity', 1);
          await m.save(
            m.create(Product, {
              branchCode: 'MAIN',
              code: `KP-${i}`,
              name: `Kept ${i}`,
              slug: `kept-${i}`,
              salePricePence: 1,
              stockQuantity: 1,
              galleryImages: '',
            }),
          );
        }),
      );
    }
    const results = await Promise.allSettled(work);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : []));
    expect(failures.filter((m) => m !== 'changed my mind')).toEqual([]);
    expect(failures).toHaveLength(40);

    const names = (await repo.find({ select: { name: true } })).map((p) => p.name);
    for (let i = 0; i < 40; i++) {
      expect(names).toContain(`Outside Save ${i}`);
      expect(names).toContain(`Kept ${i}`);
      expect(names).not.toContain(`Rolled Back ${i}`);
    }
    expect((await repo.findOneByOrFail({ id: counter.id })).stockQuantity).toBe(80);
  });
});
