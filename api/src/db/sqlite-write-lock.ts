import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { SqliteWriteGuard } from './sqlite-write-guard';

/**
 * One writer at a time. `run` queues work behind the section that holds the lock; code running inside
 * the holding section (and everything it awaits) passes straight through, so nesting does not deadlock.
 */
export class WriteLock {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly holder = new AsyncLocalStorage<symbol>();
  private current: symbol | undefined;

  /** True inside the section holding the lock now; a timer it left behind no longer counts once it ended. */
  get held(): boolean {
    const token = this.holder.getStore();
    return token !== undefined && token === this.current;
  }

  /** True while some section holds the lock. */
  get busy(): boolean {
    return this.current !== undefined;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.held) return work();
    const token = Symbol('sqlite writer');
    const result = this.tail
      .then(() => {
        this.current = token;
        return this.holder.run(token, work);
      })
      .finally(() => {
        if (this.current === token) this.current = undefined;
      });
    this.tail = result.catch(() => undefined);
    return result;
  }
}

const locks = new WeakMap<DataSource, WriteLock>();
const guards = new WeakMap<DataSource, SqliteWriteGuard>();

/** The guard of a data source that sqliteWriteLock has wrapped (see SqliteWriteGuard). */
export function sqliteWriteGuard(dataSource: DataSource): SqliteWriteGuard | undefined {
  return guards.get(dataSource);
}

const isRead = (sql: string) => /^\s*(SELECT|EXPLAIN)\b/i.test(sql);

/**
 * better-sqlite3 gives TypeORM a single connection (one shared query runner), so a write from one
 * request would otherwise run inside whatever transaction another request has open and vanish with its
 * rollback. This routes every write through one lock per data source: transactions and TypeORM's own
 * implicit ones (save/remove) hold it from BEGIN to COMMIT, and a lone write statement waits for it.
 * Reads run at once. Every failed COMMIT, ROLLBACK or lone write is settled by a SqliteWriteGuard before
 * the lock is let go, so the next writer never starts inside a transaction left open. Safe to call again
 * for the same data source.
 */
export function sqliteWriteLock(dataSource: DataSource): WriteLock {
  const existing = locks.get(dataSource);
  if (existing) return existing;
  const lock = new WriteLock();
  locks.set(dataSource, lock);

  const runner = dataSource.driver.createQueryRunner('master') as QueryRunner & { transactionDepth: number } & Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
  const guard = new SqliteWriteGuard(dataSource, runner);
  guards.set(dataSource, guard);
  const query = runner.query.bind(runner);
  const write = async (sql: string, rest: unknown[]) => {
    try {
      return await query(sql, ...(rest as []));
    } catch (err) {
      if (runner.isTransactionActive) guard.failed(err);
      else await guard.settle(err);
      throw err;
    }
  };
  runner.query = ((sql: string, ...rest: unknown[]) =>
    isRead(sql) ? query(sql, ...(rest as [])) : lock.held ? write(sql, rest) : lock.run(() => write(sql, rest))) as QueryRunner['query'];
  const guarded = (method: 'startTransaction' | 'commitTransaction' | 'rollbackTransaction') => {
    const original = runner[method].bind(runner) as (...args: unknown[]) => Promise<void>;
    return async (...args: unknown[]) => {
      // A transaction left open on the connection (not by TypeORM) would swallow this one.
      if (method === 'startTransaction' && !runner.isTransactionActive && guard.adrift) await guard.settle();
      try {
        await original(...args);
      } catch (err) {
        // A failed BEGIN leaves TypeORM counting a transaction that is not there; a failed savepoint is its transaction's.
        if (method !== 'startTransaction' || runner.transactionDepth === 0) await guard.settle(err);
        throw err;
      }
    };
  };
  for (const method of ['startTransaction', 'commitTransaction', 'rollbackTransaction'] as const) {
    const run = guarded(method);
    runner[method] = (...args: unknown[]) => (lock.held ? run(...args) : lock.run(() => run(...args)));
  }

  // The manager's calls that open a transaction of their own (the persist executor's) hold the lock throughout.
  const manager = dataSource.manager as EntityManager & Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of ['transaction', 'save', 'remove', 'softRemove', 'recover'] as const) {
    const original = manager[method].bind(manager) as (...args: unknown[]) => Promise<unknown>;
    (manager as Record<string, unknown>)[method] = (...args: unknown[]) => lock.run(() => original(...args));
  }
  return lock;
}
