import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** SQLite allows 32766 bound parameters per statement, MySQL 65535: stay well under both. */
const MAX_PARAMS = 30000;
const MAX_ROWS = 500;

/** Timestamp used for created/updated columns a row does not set (fixed, so seeds are repeatable). */
export const SEED_EPOCH = new Date(Date.UTC(2025, 0, 6, 9, 0, 0));

interface InsertPlan {
  table: string;
  columns: ColumnMetadata[];
  head: string;
  rowSql: string;
  rowsPerStatement: number;
}

const plans = new WeakMap<object, Map<unknown, InsertPlan>>();

function planFor(manager: EntityManager, entity: EntityTarget<ObjectLiteral>): InsertPlan {
  const ds = manager.connection;
  let byEntity = plans.get(ds);
  if (!byEntity) plans.set(ds, (byEntity = new Map()));
  const cached = byEntity.get(entity);
  if (cached) return cached;
  const meta = ds.getMetadata(entity);
  const columns = meta.columns.filter((c) => !(c.isGenerated && c.generationStrategy === 'increment') && !c.isVirtual);
  const esc = (n: string) => ds.driver.escape(n);
  const plan: InsertPlan = {
    table: meta.tableName,
    columns,
    head: `INSERT INTO ${esc(meta.tableName)} (${columns.map((c) => esc(c.databaseName)).join(', ')}) VALUES `,
    rowSql: `(${columns.map(() => '?').join(', ')})`,
    rowsPerStatement: Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns.length))),
  };
  byEntity.set(entity, plan);
  return plan;
}

function valueOf(row: ObjectLiteral, column: ColumnMetadata): unknown {
  const v = row[column.propertyName];
  if (v !== undefined) return v;
  if (column.isCreateDate || column.isUpdateDate) return row.createdAt ?? SEED_EPOCH;
  if (column.default !== undefined && typeof column.default !== 'function') return column.default;
  return null;
}

/**
 * Multi-row INSERTs straight from plain objects keyed by entity property names: one round trip per
 * few hundred rows, values converted by the driver exactly as TypeORM would. Returns the row count.
 */
export async function bulkInsert<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  rows: readonly Partial<E>[],
): Promise<number> {
  if (!rows.length) return 0;
  const plan = planFor(manager, entity as EntityTarget<ObjectLiteral>);
  const driver = manager.connection.driver;
  for (let start = 0; start < rows.length; start += plan.rowsPerStatement) {
    const slice = rows.slice(start, start + plan.rowsPerStatement);
    const params: unknown[] = [];
    for (const row of slice) {
      for (const c of plan.columns) params.push(driver.preparePersistentValue(valueOf(row, c), c));
    }
    await manager.query(plan.head + new Array(slice.length).fill(plan.rowSql).join(', '), params);
  }
  return rows.length;
}

/** id by code for the given codes of a branch-scoped table (a few hundred codes per query). */
export async function idsByCode(
  manager: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  branchCode: string,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const ds = manager.connection;
  const meta = ds.getMetadata(entity);
  const esc = (n: string) => ds.driver.escape(n);
  const out = new Map<string, number>();
  for (let i = 0; i < codes.length; i += 500) {
    const part = codes.slice(i, i + 500);
    const rows: { id: number; code: string }[] = await manager.query(
      `SELECT ${esc('id')} AS id, ${esc('code')} AS code FROM ${esc(meta.tableName)} WHERE ${esc('branch_code')} = ? AND ${esc('code')} IN (${part.map(() => '?').join(', ')})`,
      [branchCode, ...part],
    );
    for (const r of rows) out.set(String(r.code), Number(r.id));
  }
  return out;
}

/** COUNT(*) of a table's rows in a branch. */
export async function countRows(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, branchCode: string): Promise<number> {
  const ds = manager.connection;
  const table = ds.driver.escape(ds.getMetadata(entity).tableName);
  const rows: { n: number | string }[] = await manager.query(
    `SELECT COUNT(*) AS n FROM ${table} WHERE ${ds.driver.escape('branch_code')} = ?`,
    [branchCode],
  );
  return Number(rows[0]?.n ?? 0);
}
