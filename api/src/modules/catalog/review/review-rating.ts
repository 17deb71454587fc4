import type { EntityManager } from 'typeorm';
import { Product } from '../product/product.entity';
import { Review } from './review.entity';

/** The figure the legacy REST `Rating` has always answered: the approved reviews' average once there are any, else the staff-set one. */
export const legacyRating = (p: Pick<Product, 'rating' | 'reviewAverage' | 'reviewCount'>): number =>
  p.reviewCount > 0 && p.reviewAverage !== null ? p.reviewAverage : p.rating;

/** The one rounding of a review average: one decimal, as shoppers read it ("4.3 out of 5"). */
const roundAverage = (average: number): number => Math.round(average * 10) / 10;

/**
 * The one place a product's review figures are computed: sets each product's stored `reviewAverage`
 * (null while it has no approved review) and `reviewCount` from its approved reviews. Runs in the
 * caller's transaction, so the figures change with the review write that changes them.
 */
export async function refreshReviewFigures(manager: EntityManager, branchCode: string, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const rows: { productId: number | string; average: number | string; count: number | string }[] = await manager
    .getRepository(Review)
    .createQueryBuilder('r')
    .select('r.productId', 'productId')
    .addSelect('AVG(r.rating)', 'average')
    .addSelect('COUNT(r.id)', 'count')
    .where('r.branchCode = :branchCode AND r.status = :status', { branchCode, status: 'approved' })
    .andWhere('r.productId IN (:...ids)', { ids })
    .groupBy('r.productId')
    .getRawMany();
  const byId = new Map(rows.map((r) => [Number(r.productId), { average: roundAverage(Number(r.average)), count: Number(r.count) }]));
  const products = manager.getRepository(Product);
  for (const id of ids) {
    const figures = byId.get(id);
    await products.update({ branchCode, id }, { reviewAverage: figures?.average ?? null, reviewCount: figures?.count ?? 0 });
  }
}
