import { In, Not } from 'typeorm';
import { NotFoundError, ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { normaliseSlug } from '../store/active-rows';
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
    const product = await this.db.repo(Product).findOneBy(where);
    if (!product) {
      const what = [id != null ? `id ${id}` : null, wantedSlug ? `slug "${(slug ?? '').trim().slice(0, 120)}"` : null].filter(Boolean).join(' and ');
      throw new NotFoundError(`No product with ${what}`);
    }
    return product;
  }

  /** Up to `limit` other active products: the same parent item first (by name), then the same brand (newest first). */
  async related(branchCode: string, product: Product, limit: number): Promise<Product[]> {
    const take = Math.min(Math.max(limit, 0), MAX_RELATED);
    if (!take) return [];
    const repo = this.db.repo(Product);
    const family = product.parentItemId === null ? [] : await repo.find({
      where: { branchCode, isActive: true, parentItemId: product.parentItemId, id: Not(product.id) },
      order: { name: 'ASC', id: 'ASC' }, take,
    });
    if (family.length >= take || product.brandId === null) return family;
    const qb = repo.createQueryBuilder('p')
      .where('p.branchCode = :branchCode AND p.isActive = :active', { branchCode, active: true })
      .andWhere('p.brandId = :brandId AND p.id <> :id', { brandId: product.brandId, id: product.id });
    if (product.parentItemId !== null) qb.andWhere('(p.parentItemId IS NULL OR p.parentItemId <> :parentItemId)', { parentItemId: product.parentItemId });
    const sameBrand = await qb.orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'ASC').limit(take - family.length).getMany();
    return [...family, ...sameBrand];
  }

  /** Active products by id in one query, in the order of the ids (missing ones left out). */
  async byIds(branchCode: string, ids: readonly number[]): Promise<Product[]> {
    if (!ids.length) return [];
    const rows = await this.db.repo(Product).findBy({ branchCode, isActive: true, id: In([...ids]) });
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Product => Boolean(p));
  }
}
