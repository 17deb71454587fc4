import { In } from 'typeorm';
import type { Database } from '../../../db/database';
import { Product } from '../product/product.entity';
import { activeBySlug, groupByParent } from '../store/active-rows';
import { ParentItem } from './parent-item.entity';

/** Parent items as the storefront reads them: a family page and the active products of each family. */
export class ParentItemService {
  constructor(private readonly db: Database) {}

  bySlug(branchCode: string, slug: string): Promise<ParentItem> {
    return activeBySlug(this.db, ParentItem, branchCode, slug, 'parent item');
  }

  /** Active products of many parent items in one query (DataLoader batch), by name. */
  async productsOf(branchCode: string, parentItemIds: readonly number[]): Promise<Product[][]> {
    const rows = await this.db.repo(Product).find({
      where: { branchCode, parentItemId: In([...parentItemIds]), isActive: true },
      order: { name: 'ASC', id: 'ASC' },
    });
    return groupByParent(parentItemIds, rows, (p) => p.parentItemId);
  }

  /** How many active products each parent item has, in one grouped query (DataLoader batch). */
  async productCountsOf(branchCode: string, parentItemIds: readonly number[]): Promise<number[]> {
    const rows = await this.db
      .repo(Product)
      .createQueryBuilder('p')
      .select('p.parentItemId', 'parentItemId')
      .addSelect('COUNT(*)', 'n')
      .where('p.branchCode = :branchCode AND p.isActive = :active AND p.parentItemId IN (:...ids)', {
        branchCode,
        active: true,
        ids: [...parentItemIds],
      })
      .groupBy('p.parentItemId')
      .getRawMany<{ parentItemId: number; n: number | string }>();
    const counts = new Map(rows.map((r) => [Number(r.parentItemId), Number(r.n)]));
    return parentItemIds.map((id) => counts.get(id) ?? 0);
  }
}
