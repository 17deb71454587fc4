import { In } from 'typeorm';
import { NotFoundError, ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { withIdsOf } from '../../../db/ranked';
import { impossibleSlug, normaliseSlug } from '../store/active-rows';
import { Product } from './product.entity';

export const MAX_RELATED = 24;

/** Products as the product page reads them: one by id and slug, and what to show beside it. */
export class StoreProductService {
  constructor(private readonly db: Database) {}

  /** The active product with this id and/or slug; when both are given they must name the same product. */
  async get(branchCode: string, id?: number | null, slug?: string | null): Promise<Product> {
    const wantedSlug = normaliseSlug(slug);
    if ((id === null || id === undefined) && !wantedSlug) throw new ValidationError('Give the product id or its slug', 'id');
    const where = { branchCode, isActive: true, ...(id != null ? { id } : {}), ...(wantedSlug ? { slug: wantedSlug } : {}) };
    const product = impossibleSlug(wantedSlug) ? null : await this.db.repo(Product).findOneBy(where);
    if (!product) {
      const what = [id != null ? `id ${id}` : null, wantedSlug ? `slug "${(slug ?? '').trim().slice(0, 120)}"` : null]
        .filter(Boolean)
        .join(' and ');
      throw new NotFoundError(`No product with ${what}`);
    }
    return product;
  }

  /**
   * Up to `limit` other active products for each product: the same parent item first (by name, one query), then
   * the same brand outside that family (newest first, one query).
   */
  async relatedOf(branchCode: string, products: readonly Product[], limit: number): Promise<Product[][]> {
    const take = Math.min(Math.max(limit, 0), MAX_RELATED);
    if (!take || !products.length) return products.map(() => []);
    const repo = this.db.repo(Product);
    const parentIds = [...new Set(products.flatMap((p) => (p.parentItemId === null ? [] : [p.parentItemId])))];
    const families = parentIds.length
      ? await repo.find({ where: { branchCode, isActive: true, parentItemId: In(parentIds) }, order: { name: 'ASC', id: 'ASC' } })
      : [];
    const byParent = groupBy(families, (f) => f.parentItemId);
    const familyOf = (p: Product) => (p.parentItemId === null ? [] : (byParent.get(p.parentItemId) ?? []));
    const wanting = products.filter((p) => p.brandId !== null && familyOf(p).filter((f) => f.id !== p.id).length < take);
    const brandIds = [...new Set(wanting.map((p) => p.brandId!))];
    // Enough of each brand's newest for `take` that are neither the product nor of its family, in one statement:
    // each brand's read from the (branch, active, brand, created) index and stopped at `depth`, rather than ranking
    // every product of the brands (a brand of 4,800 products at 100,000: 13 ms → under 1 ms on SQLite).
    const depth = take + 1 + Math.max(0, ...wanting.map((p) => familyOf(p).length));
    const newestOf = (brandId: number, i: number) =>
      repo
        .createQueryBuilder(`b${i}`)
        .select(`b${i}.id`, 'id')
        .where(`b${i}.branchCode = :branchCode AND b${i}.isActive = :active AND b${i}.brandId = :brand${i}`, {
          branchCode,
          active: true,
          [`brand${i}`]: brandId,
        })
        .orderBy(`b${i}.createdAt`, 'DESC')
        .addOrderBy(`b${i}.id`, 'ASC')
        .limit(depth);
    const sameBrand = brandIds.length
      ? await withIdsOf(repo, 'p', brandIds.map(newestOf)).orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'ASC').getMany()
      : [];
    const byBrand = groupBy(sameBrand, (o) => o.brandId);
    return products.map((p) => {
      const family = familyOf(p)
        .filter((f) => f.id !== p.id)
        .slice(0, take);
      if (family.length >= take || p.brandId === null) return family;
      const others = (byBrand.get(p.brandId) ?? []).filter(
        (o) => o.id !== p.id && (p.parentItemId === null || o.parentItemId !== p.parentItemId),
      );
      return [...family, ...others.slice(0, take - family.length)];
    });
  }

  /** Products by id whether active or not (staff screens), aligned with the ids (null where none). */
  async anyByIds(branchCode: string, ids: readonly number[]): Promise<(Product | null)[]> {
    const rows = ids.length ? await this.db.repo(Product).findBy({ branchCode, id: In([...ids]) }) : [];
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Active products by id in one query, in the order of the ids (missing ones left out). */
  async byIds(branchCode: string, ids: readonly number[]): Promise<Product[]> {
    if (!ids.length) return [];
    const rows = await this.db.repo(Product).findBy({ branchCode, isActive: true, id: In([...ids]) });
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Product => Boolean(p));
  }
}

function groupBy<T>(rows: T[], key: (row: T) => number | null): Map<number | null, T[]> {
  const groups = new Map<number | null, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
