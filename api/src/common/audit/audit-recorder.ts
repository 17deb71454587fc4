import type { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import { AuditAction, AuditEntry } from './audit-entry.entity';
import { currentAuditActor } from './audit-actor';
import { auditChanges, serialiseChanges } from './audit-fields';
import type { AuditChange } from './audit-entry.entity';

/** Tables whose writes are not back-office records (the log itself, reset links, the visitor counter). */
const NOT_AUDITED = new Set(['audit_entries', 'password_reset_tokens', 'visitor_days']);

export const isAudited = (meta: EntityMetadata) => !NOT_AUDITED.has(meta.tableName);

/** A row's column values by property name (relation objects left out: their id columns are there). */
function valuesOf(meta: EntityMetadata, row: ObjectLiteral | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const values: Record<string, unknown> = {};
  for (const column of meta.columns) {
    if (column.relationMetadata && !column.referencedColumn) continue;
    values[column.propertyName] = column.getEntityValue(row);
  }
  return values;
}

/**
 * Writes the audit entry of one write through `manager` — the write's own transaction, so a rolled
 * back write leaves no entry and an entry that cannot be written undoes the write. Nothing happens
 * outside a staff request (no actor), for unaudited tables, or for an update that changed nothing.
 */
export async function recordWrite(
  manager: EntityManager,
  target: EntityTarget<ObjectLiteral> | EntityMetadata,
  action: AuditAction,
  before: ObjectLiteral | null | undefined,
  after: ObjectLiteral | null | undefined,
  extra: AuditChange[] = [],
): Promise<void> {
  const actor = currentAuditActor();
  if (!actor) return;
  const meta = isMetadata(target) ? target : manager.connection.getMetadata(target);
  if (!isAudited(meta)) return;
  const fields = meta.columns.map((c) => c.propertyName);
  const changes = [...auditChanges(fields, valuesOf(meta, before), valuesOf(meta, after)), ...extra];
  if (action === AuditAction.UPDATE && !changes.length) return;
  const id = meta.getEntityIdMap(after ?? before ?? undefined)?.id ?? (after ?? before)?.id;
  if (id === undefined || id === null) return;
  await insertEntry(manager, { dataSet: meta.tableName, recordId: String(id), action, changes: serialiseChanges(changes) });
}

/** An entry that names what happened without a table row behind it (an uploaded file). */
export async function recordEvent(
  manager: EntityManager,
  dataSet: string,
  recordId: string,
  action: AuditAction,
  changes: AuditChange[],
): Promise<void> {
  if (!currentAuditActor()) return;
  await insertEntry(manager, { dataSet, recordId, action, changes: serialiseChanges(changes) });
}

/** `recordWrite` for an update made with `manager.update(...)`: the row as it was, and what was set. */
export function recordUpdate(
  manager: EntityManager,
  target: EntityTarget<ObjectLiteral>,
  before: ObjectLiteral,
  set: ObjectLiteral,
  extra: AuditChange[] = [],
): Promise<void> {
  return recordWrite(manager, target, AuditAction.UPDATE, before, { ...before, ...set }, extra);
}

/** `recordWrite` for a delete made with `manager.delete(...)`. */
export function recordDelete(manager: EntityManager, target: EntityTarget<ObjectLiteral>, before: ObjectLiteral): Promise<void> {
  return recordWrite(manager, target, AuditAction.DELETE, before, null);
}

async function insertEntry(manager: EntityManager, entry: Pick<AuditEntry, 'dataSet' | 'recordId' | 'action' | 'changes'>): Promise<void> {
  const actor = currentAuditActor()!;
  await manager.insert(AuditEntry, {
    branchCode: actor.branchCode,
    userId: actor.userId,
    userEmail: actor.email.slice(0, 200),
    userName: actor.name.slice(0, 120),
    userRole: actor.role,
    address: actor.address.slice(0, 64),
    operation: actor.operation.slice(0, 100),
    route: actor.route?.slice(0, 300) ?? null,
    dataSet: entry.dataSet.slice(0, 64),
    recordId: entry.recordId.slice(0, 191),
    action: entry.action,
    changes: entry.changes,
  });
}

function isMetadata(target: unknown): target is EntityMetadata {
  return typeof target === 'object' && target !== null && 'tableName' in target && 'columns' in target;
}
