import type { DataSource, QueryRunner } from 'typeorm';
import { isStorageFault } from './unavailable';

interface SqliteHandle {
  inTransaction: boolean;
  exec(sql: string): unknown;
  close(): unknown;
}

type SharedRunner = Omit<QueryRunner, 'isTransactionActive'> & {
  isTransactionActive: boolean;
  transactionDepth: number;
  stmtCache?: Map<string, unknown>;
};

interface SqliteDriver {
  databaseConnection: SqliteHandle;
  createDatabaseConnection(): Promise<SqliteHandle>;
}

/**
 * Keeps the one better-sqlite3 connection honest after a failed write. TypeORM swallows a failed ROLLBACK
 * after a failed COMMIT and keeps counting the transaction as open, so its next transaction becomes a
 * savepoint inside one that is never committed: later writes answer success and never reach the file.
 * `settle` (called with the write lock held) asks the connection itself, rolls back what is still open,
 * puts TypeORM's count back to none, and replaces a connection that cannot be brought back. A storage
 * failure (full disk, I/O error, read-only file) marks writes as faulty until a real write succeeds
 * again (`check`); meanwhile the shop answers 503 DATABASE_UNAVAILABLE and /healthz 503.
 */
export class SqliteWriteGuard {
  private faultyWrites = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly runner: SharedRunner,
  ) {}

  private get driver(): SqliteDriver {
    return this.dataSource.driver as unknown as SqliteDriver;
  }

  /** True from a storage failure on a write until a test write succeeds. */
  get faulty(): boolean {
    return this.faultyWrites;
  }

  /** `listener` runs each time a write fails on storage (e.g. to ask the health check at once). */
  onFault(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Notes a failed write statement; a storage failure marks writes faulty. */
  failed(err: unknown): void {
    if (!isStorageFault(err)) return;
    this.faultyWrites = true;
    for (const listener of this.listeners) listener();
  }

  /** True when the connection holds a transaction that TypeORM does not know about (or the reverse). */
  get adrift(): boolean {
    return this.driver.databaseConnection.inTransaction !== this.runner.isTransactionActive;
  }

  /**
   * After a failed COMMIT, ROLLBACK, or lone write: leaves the connection outside any transaction, or
   * replaces it. Only for the outermost transaction (a savepoint's failure is its transaction's to settle).
   */
  async settle(err?: unknown): Promise<void> {
    if (err !== undefined) this.failed(err);
    if (this.runner.transactionDepth > 1) return;
    const handle = this.driver.databaseConnection;
    if (handle.inTransaction) {
      try {
        handle.exec('ROLLBACK');
      } catch {
        // Checked just below.
      }
    }
    this.runner.isTransactionActive = false;
    this.runner.transactionDepth = 0;
    if (handle.inTransaction) await this.reopen();
  }

  /**
   * Called with the write lock held: true when the connection is outside any transaction and, after a
   * storage failure, a real write (SQLite's user_version set to itself, one page to the log) succeeds.
   */
  async check(): Promise<boolean> {
    if (!this.runner.isTransactionActive && this.driver.databaseConnection.inTransaction) await this.settle();
    if (!this.faultyWrites) return true;
    const handle = this.driver.databaseConnection as SqliteHandle & { pragma(sql: string, options?: { simple: boolean }): unknown };
    try {
      handle.pragma(`user_version = ${Number(handle.pragma('user_version', { simple: true }))}`);
    } catch {
      if (handle.inTransaction) await this.settle();
      return false;
    }
    this.faultyWrites = false;
    return true;
  }

  /** A fresh connection in place of one stuck in a transaction it cannot leave; its statements go with it. */
  private async reopen(): Promise<void> {
    this.faultyWrites = true;
    for (const listener of this.listeners) listener();
    const old = this.driver.databaseConnection;
    this.driver.databaseConnection = await this.driver.createDatabaseConnection();
    this.runner.stmtCache?.clear();
    try {
      old.close();
    } catch {
      // Closing what could not roll back may fail too; it is no longer used either way.
    }
  }
}
