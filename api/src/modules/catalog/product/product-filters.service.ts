import { penceToPounds } from '../../../common/money';
import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { ParentItem } from '../parent-item/parent-item.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { activeBySlug } from '../store/active-rows';
import { FilterOption, FilterOptions, PriceRangeOption } from '../store/filter-options.types';
import { FILTER_ATTRIBUTES, FilterAttribute, PRICE_BANDS } from '../store/product-attributes';
import { Product } from './product.entity';

interface Scope {
  branchCode: string;
  subCategoryId: number;
  brandId?: number;
}

/** The filter lists of a sub-category page: only what its active products use, with counts. */
export class ProductFilterService {
  constructor(private readonly db: Database) {}

  async options(branchCode: string, subCategorySlug: string, brandSlug?: string | null): Promise<FilterOptions> {
    const sub = await activeBySlug(this.db, SubCategory, branchCode, subCategorySlug, 'sub-category');
    const brand = brandSlug?.trim() ? await activeBySlug(this.db, Brand, branchCode, brandSlug, 'brand') : null;
    const scope: Scope = { branchCode, subCategoryId: sub.id };
    const lists = await Promise.all(FILTER_ATTRIBUTES.map((a) => this.attributeOptions(a, a.key === 'shades' && brand ? { ...scope, brandId: brand.id } : scope)));
    const result = Object.fromEntries(FILTER_ATTRIBUTES.map((a, i) => [a.key, lists[i]])) as Omit<FilterOptions, 'prices'>;
    return { ...result, prices: await this.priceOptions(scope) };
  }

  private products(scope: Scope) {
    const qb = this.db.repo(Product).createQueryBuilder('p')
      .innerJoin(ParentItem, 'pi', 'pi.id = p.parentItemId')
      .where('p.branchCode = :branchCode', { branchCode: scope.branchCode })
      .andWhere('p.isActive = :active AND pi.isActive = :active', { active: true })
      .andWhere('pi.subCategoryId = :subCategoryId', { subCategoryId: scope.subCategoryId });
    if (scope.brandId !== undefined) qb.andWhere('p.brandId = :brandId', { brandId: scope.brandId });
    return qb;
  }

  private async attributeOptions(a: FilterAttribute, scope: Scope): Promise<FilterOption[]> {
    const qb = this.products(scope)
      .innerJoin(a.entity, 'a', `a.id = p.${a.column}`)
      .andWhere('a.isActive = :active')
      .select('a.id', 'id').addSelect('a.code', 'code').addSelect('a.name', 'name')
      .addSelect('COUNT(p.id)', 'count')
      .groupBy('a.id').addGroupBy('a.code').addGroupBy('a.name')
      .orderBy('a.name', 'ASC').addOrderBy('a.id', 'ASC');
    if (a.hasHex) qb.addSelect('a.hexCode', 'hexCode').addGroupBy('a.hexCode');
    const rows: { id: number; code: string; name: string; hexCode?: string; count: number | string }[] = await qb.getRawMany();
    return rows.map((r) => ({ id: Number(r.id), code: r.code, name: r.name, hexCode: r.hexCode ?? null, count: Number(r.count) }));
  }

  private async priceOptions(scope: Scope): Promise<PriceRangeOption[]> {
    const qb = this.products(scope).select('COUNT(p.id)', 'total');
    PRICE_BANDS.forEach((band, i) => {
      const conditions = [band.min !== null ? `(p.salePricePence - p.discountInAmountPence) >= ${band.min}` : null, band.max !== null ? `(p.salePricePence - p.discountInAmountPence) <= ${band.max}` : null].filter(Boolean);
      qb.addSelect(`SUM(CASE WHEN ${conditions.join(' AND ')} THEN 1 ELSE 0 END)`, `band${i}`);
    });
    const row: Record<string, number | string | null> = (await qb.getRawOne()) ?? {};
    return PRICE_BANDS
      .map((band, i) => ({ label: band.label, minPrice: penceToPounds(band.min), maxPrice: penceToPounds(band.max), count: Number(row[`band${i}`] ?? 0) }))
      .filter((band) => band.count > 0);
  }
}
