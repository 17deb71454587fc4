import { In } from 'typeorm';
import type { Database } from '../../../db/database';
import { Color } from '../../attributes/color';
import { Shade } from '../../attributes/shade';
import type { SwatchRow } from '../product/product-family';
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

  /**
   * The active products of many parent items that have a shade or colour with a swatch colour, by name, in one
   * query (DataLoader batch): what the product cards' swatches are built from.
   */
  async swatchRowsOf(branchCode: string, parentItemIds: readonly number[]): Promise<SwatchRow[][]> {
    const raw = await this.db
      .repo(Product)
      .createQueryBuilder('p')
      .leftJoin(Shade, 'sh', "sh.id = p.shadeId AND sh.isActive = :active AND sh.hexCode <> ''")
      .leftJoin(Color, 'co', "co.id = p.colorId AND co.isActive = :active AND co.hexCode <> ''")
      .select('p.id', 'productId')
      .addSelect('p.parentItemId', 'parentItemId')
      .addSelect('p.slug', 'slug')
      .addSelect('p.stockQuantity', 'stockQuantity')
      .addSelect('p.galleryImages', 'galleryImages')
      .addSelect('sh.id', 'shadeId')
      .addSelect('sh.name', 'shadeName')
      .addSelect('sh.hexCode', 'shadeHex')
      .addSelect('co.id', 'colorId')
      .addSelect('co.name', 'colorName')
      .addSelect('co.hexCode', 'colorHex')
      .where('p.branchCode = :branchCode AND p.isActive = :active AND p.parentItemId IN (:...ids)', {
        branchCode,
        active: true,
        ids: [...parentItemIds],
      })
      .andWhere('(sh.id IS NOT NULL OR co.id IS NOT NULL)')
      .orderBy('p.name', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getRawMany<Record<string, string | number | null>>();
    const rows: SwatchRow[] = raw.map((r) => {
      const shade = r.shadeId !== null;
      return {
        productId: Number(r.productId),
        parentItemId: Number(r.parentItemId),
        slug: String(r.slug),
        stockQuantity: Number(r.stockQuantity),
        galleryImages: String(r.galleryImages ?? ''),
        key: shade ? `shade:${r.shadeId}` : `color:${r.colorId}`,
        name: String(shade ? r.shadeName : r.colorName),
        hexCode: String(shade ? r.shadeHex : r.colorHex),
      };
    });
    return groupByParent(parentItemIds, rows, (r) => r.parentItemId);
  }
}
