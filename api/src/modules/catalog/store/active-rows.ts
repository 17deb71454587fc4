import { In } from 'typeorm';
import type { BranchEntity } from '../../../common/branch-entity';
import { NotFoundError } from '../../../common/errors';
import type { Database } from '../../../db/database';

/** A row the storefront may show: it belongs to a branch and can be switched off. */
export type ActiveRow = BranchEntity & { isActive: boolean };
export type EntityClass<E> = new () => E;

/** No stored slug is longer (products' column; the catalogue's and brands' are shorter). */
export const MAX_SLUG_LENGTH = 220;

/** Slugs are stored lower-case; what a browser sends is compared the same way on both databases. */
export function normaliseSlug(slug: string | null | undefined): string {
  return (slug ?? '').trim().toLowerCase();
}

/** A slug no row can have: answered 'not found' without a query. */
export function impossibleSlug(slug: string): boolean {
  return slug.length > MAX_SLUG_LENGTH;
}

/** The active row of a branch with this slug, or NOT_FOUND naming what was looked for. */
export async function activeBySlug<E extends ActiveRow & { slug: string }>(
  db: Database,
  entity: EntityClass<E>,
  branchCode: string,
  slug: string,
  label: string,
): Promise<E> {
  const wanted = normaliseSlug(slug);
  const row =
    wanted && !impossibleSlug(wanted) ? await db.repo(entity).findOneBy({ branchCode, slug: wanted, isActive: true } as never) : null;
  if (!row) throw new NotFoundError(`No ${label} with slug "${slug.trim().slice(0, 120)}"`);
  return row;
}

/** Active rows by id in one query, answered in the order asked (null where missing or switched off). */
export async function activeByIds<E extends ActiveRow>(
  db: Database,
  entity: EntityClass<E>,
  branchCode: string,
  ids: readonly number[],
): Promise<(E | null)[]> {
  const rows = await db.repo(entity).find({ where: { branchCode, id: In([...ids]), isActive: true } as never });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Rows grouped under the parent ids a DataLoader asked for, keeping the rows' order. */
export function groupByParent<R>(parentIds: readonly number[], rows: R[], parentOf: (row: R) => number | null): R[][] {
  const groups = new Map<number, R[]>(parentIds.map((id) => [id, []]));
  for (const row of rows) {
    const parent = parentOf(row);
    if (parent !== null) groups.get(parent)?.push(row);
  }
  return parentIds.map((id) => groups.get(id)!);
}
