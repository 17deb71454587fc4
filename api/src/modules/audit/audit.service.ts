import { stringify } from 'csv-stringify/sync';
import type { SelectQueryBuilder } from 'typeorm';
import { Caller, requireSuperAdmin } from '../../common/auth';
import { containsCondition } from '../../common/contains';
import { ValidationError } from '../../common/errors';
import type { ListResult } from '../../common/list';
import type { Database } from '../../db/database';
import { AuditAction, AuditChange, AuditEntry } from '../../common/audit/audit-entry.entity';
import { auditActors } from '../../common/audit/audit-actor';
import { staffActor } from './staff-actor';
import { recordEvent } from '../../common/audit/audit-recorder';
import { guardCell } from '../catalog/product/product-csv';
import { AuditEntryFilter, MAX_AUDIT_CSV_ROWS, MAX_AUDIT_PAGE } from './audit.types';

/** Entries are kept six years (UK business records: SECURITY.md), then `purge` removes them. */
export const AUDIT_RETENTION_YEARS = 6;
const CSV_BATCH = 500;

export interface AuditCsvExport {
  csv: string;
  rowCount: number;
  totalItems: number;
  truncated: boolean;
}

/** A stored value as the screen and the CSV show it: text as it is, anything else as JSON; null for none. */
export const shownValue = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

export function changesOf(entry: Pick<AuditEntry, 'changes'>): AuditChange[] {
  try {
    const parsed = JSON.parse(entry.changes);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * The audit log, for super-admins: the people who manage staff read what staff did. Entries are only
 * written by the recorder (audit-recorder.ts) in the write's transaction; nothing here changes one.
 */
export class AuditService {
  constructor(private readonly db: Database) {}

  async list(
    caller: Caller | null,
    branchCode: string,
    filter: AuditEntryFilter = {},
    skip = 0,
    take = 20,
  ): Promise<ListResult<AuditEntry>> {
    requireSuperAdmin(caller);
    const [items, totalItems] = await this.query(branchCode, filter)
      .skip(Math.max(skip, 0))
      .take(Math.min(Math.max(take, 1), MAX_AUDIT_PAGE))
      .getManyAndCount();
    return { items, totalItems };
  }

  /** The data sets the branch's log has entries for, for the screen's filter. */
  async dataSets(caller: Caller | null, branchCode: string): Promise<string[]> {
    requireSuperAdmin(caller);
    const rows = await this.db
      .repo(AuditEntry)
      .createQueryBuilder('a')
      .select('DISTINCT a.dataSet', 'dataSet')
      .where('a.branchCode = :branchCode', { branchCode })
      .orderBy('a.dataSet', 'ASC')
      .getRawMany<{ dataSet: string }>();
    return rows.map((r) => r.dataSet);
  }

  /** The entries a filter matches as CSV, newest first, one row per entry: at most MAX_AUDIT_CSV_ROWS. */
  async exportCsv(caller: Caller | null, branchCode: string, filter: AuditEntryFilter = {}): Promise<AuditCsvExport> {
    requireSuperAdmin(caller);
    const query = this.query(branchCode, filter);
    const totalItems = await query.clone().getCount();
    const lines = [
      stringify(
        [['When (UTC)', 'E-mail', 'Name', 'Role', 'Address', 'Operation', 'REST call', 'Data set', 'Record', 'Action', 'Changes']],
        { record_delimiter: 'windows' },
      ),
    ];
    let rowCount = 0;
    while (rowCount < Math.min(totalItems, MAX_AUDIT_CSV_ROWS)) {
      const batch = await query
        .clone()
        .skip(rowCount)
        .take(Math.min(CSV_BATCH, MAX_AUDIT_CSV_ROWS - rowCount))
        .getMany();
      if (!batch.length) break;
      const records = batch.map((e) =>
        [
          e.createdAt.toISOString(),
          e.userEmail,
          e.userName,
          e.userRole,
          e.address,
          e.operation,
          e.route ?? '',
          e.dataSet,
          e.recordId,
          e.action,
          changesOf(e).map(changeText).join('\n'),
        ].map(guardCell),
      );
      lines.push(stringify(records, { record_delimiter: 'windows' }));
      rowCount += batch.length;
    }
    return { csv: lines.join(''), rowCount, totalItems, truncated: totalItems > rowCount };
  }

  /** An image a member of staff uploaded (POST /upload/{area}): an entry naming the file; nothing for anyone else. */
  async recordUpload(caller: Caller | null, address: string, route: string, area: string, fileName: string): Promise<void> {
    const actor = await staffActor(this.db, caller, address, 'upload', route);
    if (!actor) return;
    await auditActors.run(actor, () =>
      this.db.transaction((m) =>
        recordEvent(m, 'uploads', `${area}/${fileName}`, AuditAction.CREATE, [
          { field: 'area', after: area },
          { field: 'fileName', after: fileName },
        ]),
      ),
    );
  }

  /**
   * Removes entries older than the retention (six years), for `npm run audit:purge`-style jobs and the
   * start-time sweep; answers how many went. Not reachable through any API.
   */
  async purgeExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_RETENTION_YEARS);
    const result = await this.db.transaction((m) =>
      m.createQueryBuilder().delete().from(AuditEntry).where('created_at < :cutoff', { cutoff }).execute(),
    );
    return result.affected ?? 0;
  }

  private query(branchCode: string, filter: AuditEntryFilter): SelectQueryBuilder<AuditEntry> {
    if (filter.from && filter.to && filter.from > filter.to) throw new ValidationError('"From" must not be after "to"', 'from');
    if (filter.action && !Object.values(AuditAction).includes(filter.action)) throw new ValidationError('Unknown action', 'action');
    const qb = this.db.repo(AuditEntry).createQueryBuilder('a').where('a.branchCode = :branchCode', { branchCode });
    if (filter.userId) qb.andWhere('a.userId = :userId', { userId: filter.userId });
    if (filter.who?.trim()) {
      const email = containsCondition('a.userEmail', 'whoEmail', filter.who.trim());
      const name = containsCondition('a.userName', 'whoName', filter.who.trim());
      qb.andWhere(`(${email.sql} OR ${name.sql})`, { ...email.params, ...name.params });
    }
    if (filter.dataSet?.trim()) qb.andWhere('a.dataSet = :dataSet', { dataSet: filter.dataSet.trim() });
    if (filter.recordId?.trim()) qb.andWhere('a.recordId = :recordId', { recordId: filter.recordId.trim() });
    if (filter.action) qb.andWhere('a.action = :action', { action: filter.action });
    if (filter.from) qb.andWhere('a.createdAt >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('a.createdAt < :to', { to: filter.to });
    return qb.orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC');
  }
}

function changeText(change: AuditChange): string {
  if (change.hidden) return `${change.field}: changed (hidden)`;
  const before = 'before' in change ? (shownValue(change.before) ?? '(none)') : undefined;
  const after = 'after' in change ? (shownValue(change.after) ?? '(none)') : undefined;
  if (before !== undefined && after !== undefined) return `${change.field}: ${before} → ${after}`;
  return `${change.field}: ${before ?? after}`;
}
