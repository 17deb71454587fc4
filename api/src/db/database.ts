import { EventEmitter } from 'node:events';
import { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import type { Dialect } from './data-source';
import { DatabaseHealth } from './health';
import type { TimedMysql } from './mysql-driver';
import type { SqliteWriteGuard } from './sqlite-write-guard';
import { sqliteWriteGuard, sqliteWriteLock, WriteLock } from './sqlite-write-lock';

/**
 * The services' handle on the database. SQLite shares one connection in TypeORM, so every write there
 * (transactions and lone statements alike) runs one at a time through a lock; MySQL runs them side by
 * side on its pool.
 */
export class Database {
  private readonly writes?: WriteLock;
  /** 'change' events ({entity, ids, kind}) after writes, for caches and the search index; 'availability' (boolean) when the database stops or starts answering. */
  readonly events = new EventEmitter();

  private readonly health: DatabaseHealth;
  private readonly onTrouble = () => void this.health.ping();
  private readonly stopWatchingWrites: () => void = () => undefined;

  constructor(readonly dataSource: DataSource) {
    let guard: SqliteWriteGuard | undefined;
    if (this.dialect === 'sqlite') {
      this.writes = sqliteWriteLock(dataSource);
      guard = sqliteWriteGuard(dataSource);
    }
    this.health = new DatabaseHealth(
      dataSource,
      (available) => this.events.emit('availability', available),
      guard && (() => this.sqliteWritesWork(guard)),
    );
    this.driverTrouble?.on('trouble', this.onTrouble);
    if (guard) this.stopWatchingWrites = guard.onFault(this.onTrouble);
  }

  /**
   * SQLite answers reads from a connection that cannot write, so health asks about writes too: fine unless
   * a write failed on storage or the connection sits in a transaction nobody holds; then a real write decides.
   */
  private sqliteWritesWork(guard: SqliteWriteGuard): Promise<boolean> | boolean {
    if (!guard.faulty && (this.writes!.busy || !guard.adrift)) return true;
    return this.writes!.run(() => guard.check());
  }

  private get driverTrouble() {
    return ((this.dataSource.options as { driver?: unknown }).driver as Partial<TimedMysql> | undefined)?.trouble;
  }

  get dialect(): Dialect {
    return this.dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  }

  repo<E extends ObjectLiteral>(entity: EntityTarget<E>): Repository<E> {
    return this.dataSource.getRepository(entity);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.writes) return this.withDeadlockRetry(() => this.dataSource.transaction(work));
    return this.writes.run(() => this.dataSource.transaction(work));
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

  /** Whether the database answers a trivial query (and on SQLite can write), within 2 s (see DatabaseHealth). */
  ping(): Promise<boolean> {
    return this.health.ping();
  }

  /** False from a failed ping (or a connection error that a ping confirmed) until a ping succeeds again. */
  get available(): boolean {
    return this.health.available;
  }

  /** Stops the health checks; the data source is the caller's to destroy. */
  async close(): Promise<void> {
    this.driverTrouble?.off('trouble', this.onTrouble);
    this.stopWatchingWrites();
    await this.health.close();
  }
}

export interface DataChange {
  entity: Function;
  ids: number[];
  kind: 'create' | 'update' | 'delete';
}
