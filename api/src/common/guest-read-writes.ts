import type { EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { AfterQueryEvent } from 'typeorm/subscriber/event/QueryEvent';
import type { TransactionCommitEvent } from 'typeorm/subscriber/event/TransactionCommitEvent';
import type { TransactionRollbackEvent } from 'typeorm/subscriber/event/TransactionRollbackEvent';
import type { TransactionStartEvent } from 'typeorm/subscriber/event/TransactionStartEvent';
import type { Dialect } from '../db/data-source';

/**
 * Tables no guest's page or read touches: writing them (a page view counted, a reset link, a contact message, a
 * back-in-stock sign-up, a wishlist heart, a saved address, an audit entry, a webhook event, staff sign-in
 * steps) keeps guests' reads and pages.
 */
export const TABLES_GUESTS_NEVER_READ = new Set([
  'visitor_days',
  'password_reset_tokens',
  'contact_messages',
  'stock_alerts',
  'wishlist_items',
  'saved_addresses',
  'audit_entries',
  'payment_webhook_events',
  'staff_two_factor',
  'two_factor_recovery_codes',
]);

const WRITE =
  /^\s*(?:INSERT\s+(?:OR\s+\w+\s+|IGNORE\s+)?INTO|REPLACE\s+INTO|UPDATE\s+(?:OR\s+\w+\s+|IGNORE\s+)?|DELETE\s+FROM)\s*[`"[]?(\w+)/i;
const NOT_A_WRITE = /^\s*(?:SELECT|WITH|PRAGMA|SHOW|EXPLAIN|DESCRIBE|SET|BEGIN|START|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|ANALYZE|DO)\b/i;

/** The table a statement writes ('*' for one this cannot tell, e.g. DDL), or null for a read or transaction control. */
export function writtenTable(sql: string): string | null {
  const dml = WRITE.exec(sql);
  if (dml) return dml[1].toLowerCase();
  return NOT_A_WRITE.test(sql) ? null : '*';
}

export interface GuestReadWriteHandlers {
  /** Writes that guests may read are committed (or a lone statement has run): kept reads are stale. */
  committed(): void;
  /** SQLite only: a transaction wrote, and reads on the shared connection see it before it ends. */
  uncommittedStarted(): void;
  /** SQLite only: that transaction ended (`committed` follows when it was committed). */
  uncommittedEnded(): void;
}

/**
 * A TypeORM subscriber that watches every statement the data source runs (entity saves, query builders
 * and raw SQL alike) and reports writes only once they are committed: a request that writes nothing
 * (a failed sign-in, a refused order, a rejected upload) leaves guests' kept reads alone, and a read
 * that runs between a write and its COMMIT is never kept.
 */
export class GuestReadWrites implements EntitySubscriberInterface {
  /** Transactions (by their query runner) that have written something guests read. */
  private readonly dirty = new WeakSet<QueryRunner>();

  constructor(
    private readonly dialect: Dialect,
    private readonly handlers: GuestReadWriteHandlers,
  ) {}

  afterQuery(event: AfterQueryEvent): void {
    if (!event.success) return;
    const table = writtenTable(event.query);
    if (table === null || TABLES_GUESTS_NEVER_READ.has(table)) return;
    const runner = event.queryRunner;
    if (!runner.isTransactionActive) return this.handlers.committed();
    if (this.dirty.has(runner)) return;
    this.dirty.add(runner);
    if (this.dialect === 'sqlite') this.handlers.uncommittedStarted();
  }

  /**
   * A new outermost transaction on a runner still marked as written: the last one ended without either
   * event (its COMMIT and ROLLBACK both failed), so whatever it did counts as done.
   */
  afterTransactionStart(event: TransactionStartEvent): void {
    const runner = event.queryRunner;
    if ((runner as { transactionDepth?: number }).transactionDepth === 1 && this.dirty.has(runner)) this.end(runner, true);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.ended(event.queryRunner, true);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.ended(event.queryRunner, false);
  }

  /** A savepoint's release or rollback leaves the transaction open: only the outermost end counts. */
  private ended(runner: QueryRunner, committed: boolean): void {
    if (!runner.isTransactionActive && this.dirty.has(runner)) this.end(runner, committed);
  }

  private end(runner: QueryRunner, committed: boolean): void {
    this.dirty.delete(runner);
    if (this.dialect === 'sqlite') this.handlers.uncommittedEnded();
    if (committed) this.handlers.committed();
  }
}
