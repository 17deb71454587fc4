import { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import type { Dialect } from './data-source';

/**
 * The services' handle on the database. SQLite shares one connection in TypeORM, so transactions
 * there run one at a time through a queue; MySQL runs them side by side on its pool.
 */
export class Database {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dataSource: DataSource) {}

  get dialect(): Dialect {
    return this.dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  }

  repo<E extends ObjectLiteral>(entity: EntityTarget<E>): Repository<E> {
    return this.dataSource.getRepository(entity);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dialect === 'mysql') return this.dataSource.transaction(work);
    const run = this.queue.then(() => this.dataSource.transaction(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** True while the database answers a trivial query. */
  async ping(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}
