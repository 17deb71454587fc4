import { Database } from '../../api/src/db/database';
import { createDataSource, Dialect } from '../../api/src/db/data-source';
import { scratchMysqlDatabase } from '../../api/src/db/scratch-mysql';
import { copyTemplate, templatesOn } from './db-templates';

/** MySQL/MariaDB server for the MySQL runs, e.g. mysql://shop_test:pw@127.0.0.1:3306/shop_test (database part ignored). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The dialects this run covers: SQLite always, MySQL when TEST_DATABASE_URL is set. */
export const dialects: Dialect[] = TEST_DATABASE_URL ? ['sqlite', 'mysql'] : ['sqlite'];

/**
 * For a suite whose subject sits above the database layer (access rules, input checks, mails …): SQLite
 * alone, whatever the run. tests/contract/dialect-matrix.test.ts says which suites take which, and why.
 */
export const sqliteOnly: Dialect[] = ['sqlite'];

/**
 * A suite that only concerns MySQL/MariaDB: it runs with TEST_DATABASE_URL and is skipped without it
 * (jest's globalSetup says so once, tests/helpers/global-setup.js).
 */
export const describeMysql: jest.Describe = TEST_DATABASE_URL ? describe : describe.skip;

export interface TestDatabase {
  db: Database;
  /** mysql://... of the scratch database, or undefined for SQLite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A fresh, fully migrated database: in-memory SQLite, or a new scratch database on the MySQL server
 * (one per test file), dropped again on close.
 */
export async function openTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const ds = await createDataSource({ dataDir: ':memory:' });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'all' });
    const db = new Database(ds);
    return {
      db,
      close: async () => {
        await db.close();
        await ds.destroy();
      },
    };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await scratchMysqlDatabase(TEST_DATABASE_URL, 'shop_test');
  if (templatesOn) await copyTemplate('mysql', 'none', undefined, { serverUrl: TEST_DATABASE_URL, database: scratch.name });
  const ds = await createDataSource({ databaseUrl: scratch.url, dataDir: ':memory:' });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  const db = new Database(ds);
  return {
    db,
    databaseUrl: scratch.url,
    close: async () => {
      await db.close();
      await ds.destroy();
      await scratch.drop();
    },
  };
}
