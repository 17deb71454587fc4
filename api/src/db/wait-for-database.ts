import { DataSource } from 'typeorm';
import { createDataSource, DatabaseSettings } from './data-source';
import { asDatabaseUnavailable, DatabaseUnavailableError } from './unavailable';

/**
 * Connects to the database. A MySQL/MariaDB server that cannot be reached yet (still starting beside the shop,
 * or slow to greet under load) is tried again each second for up to `waitMs`; `onWait` hears the first refusal.
 * Anything else (a wrong password, a missing database, SQLite's file) stops the start at once.
 */
export async function openDataSource(settings: DatabaseSettings, waitMs: number, onWait: (err: unknown) => void): Promise<DataSource> {
  const until = Date.now() + (settings.databaseUrl ? waitMs : 0);
  for (let attempt = 1; ; attempt++) {
    let dataSource: DataSource | undefined;
    try {
      dataSource = await createDataSource(settings);
      await dataSource.initialize();
      return dataSource;
    } catch (err) {
      if (dataSource) await endPoolCluster(dataSource);
      const unreachable = asDatabaseUnavailable(err) instanceof DatabaseUnavailableError;
      if (!unreachable || Date.now() + 1000 > until) throw err;
      if (attempt === 1) onWait(err);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** TypeORM ends a lone pool that failed to connect, but not a replica set's cluster. */
function endPoolCluster(dataSource: DataSource): Promise<void> {
  const cluster = (dataSource.driver as unknown as { poolCluster?: { end(cb: () => void): void } }).poolCluster;
  return new Promise((resolve) => (cluster ? cluster.end(() => resolve()) : resolve()));
}
