import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDataSource } from '../../api/src/db/data-source';
import { Database } from '../../api/src/db/database';
import { insertProduct } from '../helpers/orders';
import { readOutboxDir } from '../helpers/outbox';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { spawnShop, SpawnedShop } from '../helpers/spawn-shop';
import { waitFor } from '../helpers/store';

// better-sqlite3 ships no types; this test only counts rows through a connection of its own.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: no types to import
const BetterSqlite3 = require('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean },
) => { prepare(sql: string): { get(...params: unknown[]): unknown }; close(): void };

const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } } }`;

interface Answer {
  status: number;
  retryAfter: string | null;
  orderNumber?: string;
  code?: string;
  message?: string;
}

/**
 * A real storage failure on the shop's own process: its file-size limit is lowered to 0 (prlimit, allowed to
 * any process's owner and to root in a container), so every write to a regular file fails with EFBIG, the
 * way a full disk or an I/O error fails it. SQLite's COMMIT then fails with SQLITE_IOERR and rolls the
 * transaction back by itself; reads keep working. Node ignores SIGXFSZ, so the process stays up.
 */
function limitFileSize(pid: number, bytes: number | 'unlimited'): void {
  execFileSync('prlimit', ['--pid', String(pid), `--fsize=${bytes}:unlimited`]);
}

describe('SQLite: a COMMIT that fails on storage', () => {
  let shop: SpawnedShop | undefined;
  let dataDir: string;
  afterAll(async () => {
    await shop?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the order is refused with 503, /healthz is 503 until writes work, and every later confirmed order is on disk and survives a restart', async () => {
    shop = await spawnShop({ SEED: 'none' });
    dataDir = shop.dataDir;
    const file = path.join(dataDir, 'shop.sqlite');
    const ds = await createDataSource({ dataDir });
    await ds.initialize();
    const product = await insertProduct(new Database(ds), { name: 'Durable Hand Cream', pricePence: 800, stock: 50 });
    await ds.destroy();

    const place = async (email: string, quantity = 1, key = randomUUID()): Promise<Answer> => {
      const res = await fetch(`${shop!.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        signal: AbortSignal.timeout(30_000),
        body: JSON.stringify({
          query: PLACE,
          variables: {
            input: {
              email,
              customerName: 'Nora Byrne',
              phone: null,
              addressLine1: '3 Quay Street',
              addressLine2: null,
              city: 'Bristol',
              postcode: 'BS1 4DJ',
              shippingMethod: 'tracked-1-2',
              termsAccepted: true,
              paymentMethod: 'bank-transfer',
              idempotencyKey: key,
              lines: [{ productId: product.id, quantity }],
            },
          },
        }),
      });
      const body = (await res.json()) as {
        data?: { placeOrder?: { order: { orderNumber: string } } };
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        orderNumber: body.data?.placeOrder?.order.orderNumber,
        code: body.errors?.[0]?.extensions?.code,
        message: body.errors?.[0]?.message,
      };
    };
    const healthz = async () => (await fetch(`${shop!.url}/healthz`, { signal: AbortSignal.timeout(10_000) })).status;
    /** What a second connection (as a backup or the next start would) finds in the file. */
    const onDisk = (orderNumber: string) => {
      const other = new BetterSqlite3(file, { readonly: true });
      try {
        return (other.prepare('SELECT COUNT(*) AS n FROM orders WHERE order_number = ?').get(orderNumber) as { n: number }).n;
      } finally {
        other.close();
      }
    };

    const before = await place('before.fault@example.co.uk');
    expect(before.orderNumber).toBeDefined();
    expect(await healthz()).toBe(200);

    limitFileSize(shop.child.pid!, 0);
    let during: Answer;
    try {
      during = await place('during.fault@example.co.uk');
      expect(await healthz()).toBe(503);
    } finally {
      limitFileSize(shop.child.pid!, 'unlimited');
    }
    // Refused as "try again", not as a bug, and nothing was placed.
    expect(during).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(during.retryAfter).not.toBeNull();
    expect(during.orderNumber).toBeUndefined();

    await waitFor(async () => (await healthz()) === 200, 30_000);
    // An order that rolls back (more than the stock), then ordinary orders: each confirmed one is in the file.
    const tooMany = await place('too.many@example.co.uk', 99);
    expect(tooMany.orderNumber).toBeUndefined();
    const after: string[] = [];
    for (let i = 0; i < 3; i++) {
      const placed = await place(`after.fault.${i}@example.co.uk`);
      expect(placed.code).toBeUndefined();
      after.push(placed.orderNumber!);
      expect(onDisk(placed.orderNumber!)).toBe(1);
    }

    // The confirmation mails: one for each committed order, none for the refused one.
    const outbox = path.join(dataDir, 'outbox');
    await waitFor(async () => (await readOutboxDir(outbox)).filter((m) => m.to.startsWith('after.fault.')).length === 3, 15_000);
    expect((await readOutboxDir(outbox)).filter((m) => m.to === 'during.fault@example.co.uk')).toEqual([]);

    await shop.stop();
    shop = await spawnShop({ SEED: 'none', DATA_DIR: dataDir });
    for (const orderNumber of [before.orderNumber!, ...after]) expect(onDisk(orderNumber)).toBe(1);
    expect(await healthz()).toBe(200);
  }, 180_000);
});

describe('SQLite: a connection left in a transaction it cannot leave', () => {
  let dir: string;
  let db: Database | undefined;
  afterAll(async () => {
    await db?.close();
    await db?.dataSource.destroy().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('is replaced by a fresh connection before the next write, which lands on disk', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sqlite-stuck-'));
    const ds = await createDataSource({ dataDir: dir });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    db = new Database(ds);
    const product = await insertProduct(db, { name: 'Stuck Serum', pricePence: 900, stock: 5 });
    type Handle = {
      exec(sql: string): void;
      inTransaction: boolean;
      prepare(sql: string): { iterate(): Iterator<unknown> };
      close(): void;
    };
    const driver = ds.driver as unknown as { databaseConnection: Handle };
    const stuck = driver.databaseConnection;
    // A transaction opened behind TypeORM's back, and a read still being iterated: ROLLBACK is refused.
    stuck.exec('BEGIN');
    const reading = stuck.prepare('SELECT id FROM products').iterate();
    reading.next();
    expect(() => stuck.exec('ROLLBACK')).toThrow();
    expect(stuck.inTransaction).toBe(true);

    await db.transaction((m) => m.update(Product, { id: product.id }, { stockQuantity: 4 }));
    expect(driver.databaseConnection).not.toBe(stuck);
    const other = new BetterSqlite3(path.join(dir, 'shop.sqlite'), { readonly: true });
    try {
      expect(other.prepare('SELECT stock_quantity AS n FROM products WHERE id = ?').get(product.id)).toEqual({ n: 4 });
    } finally {
      other.close();
    }
    // The health check's test write succeeds on the fresh connection.
    await waitFor(() => db!.ping(), 10_000);
    expect(db.available).toBe(true);
    reading.return?.();
    stuck.close();
  });
});
