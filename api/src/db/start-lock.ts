import type { DataSource } from 'typeorm';

/**
 * Runs the start-up work (migrations, demo seed, bootstrap admin) under a MySQL named lock, so
 * several instances starting together on one database take turns instead of racing. SQLite is one
 * process's file: nothing to coordinate.
 */
export async function withStartLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'better-sqlite3') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row] = await runner.query("SELECT GET_LOCK('beauty_shop_start', 120) AS got");
    if (Number(row?.got) !== 1) throw new Error('Another instance held the start-up lock for 2 minutes; is a migration stuck?');
    try {
      return await work();
    } finally {
      await runner.query("SELECT RELEASE_LOCK('beauty_shop_start')");
    }
  } finally {
    await runner.release();
  }
}
