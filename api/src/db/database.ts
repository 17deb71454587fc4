import { EventEmitter } from 'node:events';
import { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import type { Dialect } from './data-source';

/**
 * The services' handle on the database. SQLite shares one connection in TypeORM, so transactions
 * there run one at a time through a queue; MySQL runs them side by side on its pool.
 */
export class Database {
  private queue: Promise<unknown> = Promise.resolve();
  /** 'change' events ({entity, ids, kind}) after writes, for caches and the search index. */
  readonly events = new EventEmitter();

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

  changed(entity: Function, ids: number[], kind: 'create' | 'update' | 'delete'): void {
    this.events.emit('change', { entity, ids, kind } satisfies DataChange);
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

export interface DataChange {
  entity: Function;
  ids: number[];
  kind: 'create' | 'update' | 'delete';
}
