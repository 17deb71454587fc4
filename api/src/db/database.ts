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
    if (this.dialect === 'mysql') return this.withDeadlockRetry(() => this.dataSource.transaction(work));
    const run = this.queue.then(() => this.dataSource.transaction(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  changed(entity: Function, ids: number[], kind: 'create' | 'update' | 'delete'): void {
    this.events.emit('change', { entity, ids, kind } satisfies DataChange);
  }

  /** InnoDB picks a victim when two transactions lock rows in opposite orders; running it again is the cure. */
  private async withDeadlockRetry<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (err) {
        const code = (err as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (err as { code?: string }).code;
        if (code !== 'ER_LOCK_DEADLOCK' || attempt >= attempts) throw err;
        await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
      }
    }
  }

  /**
   * Refreshes SQLite's index statistics. Without them SQLite guesses that `branch_code = ?` is
   * selective and walks whole tables through the wrong index once the catalogue is large. MySQL keeps
   * its own statistics.
   */
  async refreshStatistics(full = false): Promise<void> {
    if (this.dialect === 'sqlite') await this.dataSource.query(full ? 'ANALYZE' : 'PRAGMA optimize=0x10002');
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
