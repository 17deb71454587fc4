import fs from 'node:fs';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource, DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { AuditSubscriber } from '../modules/audit/audit.subscriber';
import { DatabaseTimeouts, timedMysql } from './mysql-driver';
import { mysqlMigrations } from './migrations/mysql';
import { sqliteMigrations } from './migrations/sqlite';
import { SnakeNamingStrategy } from './naming-strategy';

export type Dialect = 'sqlite' | 'mysql';

export interface DatabaseSettings {
  /** mysql://... or undefined for SQLite. */
  databaseUrl?: string;
  /** mysql://... of read replicas of databaseUrl (DATABASE_REPLICA_URLS). */
  replicaUrls?: string[];
  /** Folder of the SQLite file; ':memory:' for a throwaway in-memory database. */
  dataDir: string;
  logging?: boolean;
  /** Only for throwaway test databases: the real schema comes from migrations. */
  synchronize?: boolean;
  /** MySQL only: bounds on connecting, queries and waiting for the pool (the server sets them; scripts wait). */
  timeouts?: DatabaseTimeouts;
}

/**
 * TypeORM reads MariaDB's catalogue differently from MySQL's (column defaults, for one), so a
 * mysql:// URL is checked once to learn which server answers it.
 */
export async function detectMysqlFlavour(databaseUrl: string, connectTimeout?: number): Promise<'mysql' | 'mariadb'> {
  const conn = await createConnection({ uri: databaseUrl, ...(connectTimeout ? { connectTimeout } : {}) });
  try {
    const [rows] = await conn.query('SELECT VERSION() AS v');
    return /mariadb/i.test(String((rows as { v: string }[])[0]?.v)) ? 'mariadb' : 'mysql';
  } finally {
    await conn.end();
  }
}

export function dataSourceOptions(settings: DatabaseSettings, flavour: 'mysql' | 'mariadb' = 'mysql'): DataSourceOptions {
  const common = {
    entities,
    // Writes the audit entry of each back-office write in the write's own transaction (modules/audit).
    subscribers: [AuditSubscriber],
    namingStrategy: new SnakeNamingStrategy(),
    logging: settings.logging ?? false,
    synchronize: settings.synchronize ?? false,
    migrationsRun: false,
  };
  if (settings.databaseUrl) {
    return {
      ...common,
      type: flavour,
      // With replicas, reads outside a transaction go to them in turn; writes and transactions to the primary.
      ...(settings.replicaUrls?.length
        ? {
            replication: {
              master: { url: settings.databaseUrl },
              slaves: settings.replicaUrls.map((url) => ({ url })),
              defaultMode: 'slave' as const,
            },
          }
        : { url: settings.databaseUrl }),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      dateStrings: ['DATE'],
      supportBigNumbers: true,
      poolSize: 10,
      migrations: mysqlMigrations,
      ...(settings.timeouts ? { connectTimeout: settings.timeouts.connectMs, driver: timedMysql(settings.timeouts) } : {}),
    };
  }
  const inMemory = settings.dataDir === ':memory:';
  if (!inMemory) fs.mkdirSync(settings.dataDir, { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: inMemory ? ':memory:' : path.join(settings.dataDir, 'shop.sqlite'),
    enableWAL: !inMemory,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
    migrations: sqliteMigrations,
  };
}

export async function createDataSource(settings: DatabaseSettings): Promise<DataSource> {
  const flavour = settings.databaseUrl ? await detectMysqlFlavour(settings.databaseUrl, settings.timeouts?.connectMs) : undefined;
  return new DataSource(dataSourceOptions(settings, flavour));
}
