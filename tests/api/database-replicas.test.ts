import type { DataSource } from 'typeorm';
import { loadConfig } from '../../api/src/config';
import { createDataSource } from '../../api/src/db/data-source';
import { timedMysql } from '../../api/src/db/mysql-driver';
import { scratchMysqlDatabase } from '../../api/src/db/scratch-mysql';
import { Color } from '../../api/src/modules/attributes/color';
import { describeMysql, TEST_DATABASE_URL } from '../helpers/test-db';

/**
 * Read replicas (DATABASE_REPLICA_URLS). A real replica copies the primary; here the "replica" is a second
 * database holding a different row under the same id, so each answer shows which server it came from.
 */
describeMysql('read replicas', () => {
  const scratches: Awaited<ReturnType<typeof scratchMysqlDatabase>>[] = [];
  let shopDs: DataSource;
  let id: number;

  beforeAll(async () => {
    const [primary, replica] = [
      await scratchMysqlDatabase(TEST_DATABASE_URL!, 'shop_test'),
      await scratchMysqlDatabase(TEST_DATABASE_URL!, 'shop_test'),
    ];
    scratches.push(primary, replica);
    for (const [scratch, name] of [
      [primary, 'Primary red'],
      [replica, 'Replica red'],
    ] as const) {
      const ds = await createDataSource({ databaseUrl: scratch.url, dataDir: ':memory:' });
      await ds.initialize();
      await ds.runMigrations({ transaction: 'each' });
      id = (await ds.getRepository(Color).save({ code: 'COL-REP', name, hexCode: '#C21E56' })).id;
      await ds.destroy();
    }
    // As the shop opens its database (shop.ts), timeouts and all.
    shopDs = await createDataSource({
      databaseUrl: primary.url,
      replicaUrls: [replica.url],
      dataDir: ':memory:',
      timeouts: { connectMs: 3000, queryMs: 10_000, acquireMs: 10_000 },
    });
    await shopDs.initialize();
  }, 120_000);
  afterAll(async () => {
    await shopDs?.destroy();
    for (const scratch of scratches) await scratch.drop();
  });

  test('a read outside a transaction goes to the replica; a transaction reads and writes the primary', async () => {
    expect((await shopDs.getRepository(Color).findOneByOrFail({ id })).name).toBe('Replica red');
    const inTransaction = await shopDs.transaction(async (manager) => {
      const read = await manager.findOneByOrFail(Color, { id });
      await manager.update(Color, { id }, { name: 'Primary crimson' });
      return read.name;
    });
    expect(inTransaction).toBe('Primary red');
    // The write reached the primary only: the replica (not really replicating here) still has its own row.
    expect(await shopDs.query('SELECT name FROM colors WHERE id = ?', [id])).toEqual([{ name: 'Primary crimson' }]);
    expect((await shopDs.getRepository(Color).findOneByOrFail({ id })).name).toBe('Replica red');
  });

  test('DATABASE_REPLICA_URLS is read as comma-separated mysql:// URLs and needs DATABASE_URL', () => {
    const base = { DATABASE_URL: 'mysql://shop@db:3306/shop' };
    expect(loadConfig({ ...base, DATABASE_REPLICA_URLS: ' mysql://r1@a/shop , mysql://r2@b/shop' }).databaseReplicaUrls).toEqual([
      'mysql://r1@a/shop',
      'mysql://r2@b/shop',
    ]);
    expect(loadConfig(base).databaseReplicaUrls).toEqual([]);
    expect(() => loadConfig({ ...base, DATABASE_REPLICA_URLS: 'postgres://r1@a/shop' })).toThrow(
      'DATABASE_REPLICA_URLS must be comma-separated mysql://user:pass@host:port/db URLs',
    );
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'mysql://r1@a/shop' })).toThrow('DATABASE_REPLICA_URLS needs DATABASE_URL');
  });

  test('a replica pool with no free connection answers within the acquire wait, as the primary pool does', async () => {
    type Conn = { release(): void };
    const driver = timedMysql({ connectMs: 3000, queryMs: 10_000, acquireMs: 300 });
    const cluster = driver.createPoolCluster({});
    cluster.add('SLAVE0', { uri: scratches[1].url, connectionLimit: 1 });
    const get = () =>
      new Promise<{ err: (Error & { code?: string }) | null; conn?: Conn }>((resolve) =>
        cluster.getConnection('SLAVE*', (err, conn) => resolve({ err, conn: conn as Conn | undefined })),
      );
    const held = await get();
    expect(held.err).toBeNull();
    const started = Date.now();
    const waited = await get();
    expect(waited.err?.code).toBe('POOL_ACQUIRE_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5000);
    held.conn!.release();
    await new Promise<void>((resolve) => cluster.end(() => resolve()));
  });
});
