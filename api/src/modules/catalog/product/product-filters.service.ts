import type { SelectQueryBuilder } from 'typeorm';
import { ValidationError } from '../../../common/errors';
import { penceToPounds } from '../../../common/money';
import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { ParentItem } from '../parent-item/parent-item.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { activeBySlug } from '../store/active-rows';
import { FilterOption, FilterOptions, FreeFromOption, PriceRangeOption, RatingOption } from '../store/filter-options.types';
import type { ProductListingFilter } from '../store/listing.types';
import { PRICE_BANDS, PRODUCT_FLAGS, RATING_FLOORS } from '../store/product-attributes';
import { columnOf, FILTER_LINKS, optionsFieldOf, type ProductLink } from '../../attributes/product-links';
import type { ListingScope, ProductListingService } from './product-listing.service';
import { Product } from './product.entity';

const PRICE = '(p.salePricePence - p.discountInAmountPence)';

/** The filter lists (one per filter link, in order) as the keyed groups and as the legacy per-group fields. */
function withGroups(
  lists: FilterOption[][],
  prices: PriceRangeOption[],
  freeFrom: FreeFromOption[],
  ratings: RatingOption[],
  inStock: number,
): FilterOptions {
  const attributes = FILTER_LINKS.map((link, i) => ({ key: link.key, label: link.label, options: lists[i] }));
  const legacy = Object.fromEntries(FILTER_LINKS.map((link, i) => [optionsFieldOf(link), lists[i]]));
  return { ...legacy, attributes, prices, freeFrom, ratings, inStock };
}

/** How many of the products reach each rating floor (their approved reviews' stored average; none: no rating). */
async function countRatings(products: SelectQueryBuilder<Product>): Promise<RatingOption[]> {
  const qb = products.select('COUNT(p.id)', 'total');
  RATING_FLOORS.forEach((floor, i) => qb.addSelect(`SUM(CASE WHEN p.reviewAverage >= ${floor} THEN 1 ELSE 0 END)`, `rating${i}`));
  const row: Record<string, number | string | null> = (await qb.getRawOne()) ?? {};
  return RATING_FLOORS.map((minRating, i) => ({ minRating, count: Number(row[`rating${i}`] ?? 0) }));
}

async function countInStock(products: SelectQueryBuilder<Product>): Promise<number> {
  const row: { n: number | string | null } | undefined = await products
    .select('SUM(CASE WHEN p.stockQuantity > 0 THEN 1 ELSE 0 END)', 'n')
    .getRawOne();
  return Number(row?.n ?? 0);
}

interface Scope {
  branchCode: string;
  subCategoryId: number;
  brandId?: number;
}

/**
 * The filter panel's lists with their product counts, over active products and active attributes.
 * For a listing filter, each group counts with every other choice applied but not its own, so a shopper
 * sees what each further choice would give; the legacy form counts a whole sub-category.
 */
export class ProductFilterService {
  constructor(
    private readonly db: Database,
    private readonly listing: ProductListingService,
  ) {}

  /** The new form (a listing filter) or the legacy one (a sub-category slug); not both. */
  select(
    branchCode: string,
    filter?: ProductListingFilter | null,
    subCategorySlug?: string | null,
    brandSlug?: string | null,
  ): Promise<FilterOptions> {
    const legacy = subCategorySlug !== null && subCategorySlug !== undefined;
    if (filter && (legacy || brandSlug))
      throw new ValidationError('Give either filter or subCategorySlug and brandSlug, not both', 'filter');
    if (legacy) return this.options(branchCode, subCategorySlug, brandSlug);
    return this.forListing(branchCode, filter ?? {});
  }

  /** The lists of any listing (tree, brand, collection, search text and the choices made so far). */
  async forListing(branchCode: string, filter: ProductListingFilter): Promise<FilterOptions> {
    const scope = await this.listing.scope(branchCode, filter);
    const [lists, prices, freeFrom, ratings, inStock] = await Promise.all([
      Promise.all(FILTER_LINKS.map((link) => this.countBy(link, this.listing.query(scope, link.key)))),
      this.countPrices(this.listing.query(scope, 'prices')),
      this.countFlags(scope),
      countRatings(this.listing.query(scope, 'rating')),
      countInStock(this.listing.query(scope, 'stock')),
    ]);
    return withGroups(lists, prices, freeFrom, ratings, inStock);
  }

  /** The legacy lists of a sub-category page (`/filter/*`): shades narrowed to a brand when one is given. */
  async options(branchCode: string, subCategorySlug: string, brandSlug?: string | null): Promise<FilterOptions> {
    const sub = await activeBySlug(this.db, SubCategory, branchCode, subCategorySlug, 'sub-category');
    const brand = brandSlug?.trim() ? await activeBySlug(this.db, Brand, branchCode, brandSlug, 'brand') : null;
    const scope: Scope = { branchCode, subCategoryId: sub.id };
    const lists = await Promise.all(
      FILTER_LINKS.map((link) =>
        this.countBy(link, this.products(link.narrowedByBrand && brand ? { ...scope, brandId: brand.id } : scope)),
      ),
    );
    const products = this.products(scope);
    const [prices, freeFrom, ratings, inStock] = await Promise.all([
      this.countPrices(this.products(scope)),
      this.flagCounts(products, {}),
      countRatings(this.products(scope)),
      countInStock(this.products(scope)),
    ]);
    return withGroups(lists, prices, freeFrom, ratings, inStock);
  }

  private products(scope: Scope) {
    const qb = this.db
      .repo(Product)
      .createQueryBuilder('p')
      .innerJoin(ParentItem, 'pi', 'pi.id = p.parentItemId')
      .where('p.branchCode = :branchCode', { branchCode: scope.branchCode })
      .andWhere('p.isActive = :active AND pi.isActive = :active', { active: true })
      .andWhere('pi.subCategoryId = :subCategoryId', { subCategoryId: scope.subCategoryId });
    if (scope.brandId !== undefined) qb.andWhere('p.brandId = :brandId', { brandId: scope.brandId });
    return qb;
  }

  private async countBy(a: ProductLink, products: SelectQueryBuilder<Product>): Promise<FilterOption[]> {
    const qb = products
      .innerJoin(a.entity, 'a', `a.id = p.${columnOf(a)}`)
      .andWhere('a.isActive = :attributeActive', { attributeActive: true })
      .select('a.id', 'id')
      .addSelect('a.code', 'code')
      .addSelect('a.name', 'name')
      .addSelect('COUNT(p.id)', 'count')
      .groupBy('a.id')
      .addGroupBy('a.code')
      .addGroupBy('a.name')
      .orderBy('a.name', 'ASC')
      .addOrderBy('a.id', 'ASC');
    if (a.hasHex) qb.addSelect('a.hexCode', 'hexCode').addGroupBy('a.hexCode');
    const rows: { id: number; code: string; name: string; hexCode?: string; count: number | string }[] = await qb.getRawMany();
    return rows.map((r) => ({ id: Number(r.id), code: r.code, name: r.name, hexCode: r.hexCode ?? null, count: Number(r.count) }));
  }

  private async countPrices(products: SelectQueryBuilder<Product>): Promise<PriceRangeOption[]> {
    const qb = products.select('COUNT(p.id)', 'total');
    PRICE_BANDS.forEach((band, i) => {
      const conditions = [
        band.min !== null ? `${PRICE} >= ${band.min}` : null,
        band.max !== null ? `${PRICE} <= ${band.max}` : null,
      ].filter(Boolean);
      qb.addSelect(`SUM(CASE WHEN ${conditions.join(' AND ')} THEN 1 ELSE 0 END)`, `band${i}`);
    });
    const row: Record<string, number | string | null> = (await qb.getRawOne()) ?? {};
    return PRICE_BANDS.map((band, i) => ({
      label: band.label,
      minPrice: penceToPounds(band.min),
      maxPrice: penceToPounds(band.max),
      count: Number(row[`band${i}`] ?? 0),
    })).filter((band) => band.count > 0);
  }

  /** Each flag counts the listing with the other chosen flags and itself (one query: the flags left out, then counted by CASE). */
  private countFlags(scope: ListingScope): Promise<FreeFromOption[]> {
    return this.flagCounts(this.listing.query(scope, 'freeFrom'), scope.filter);
  }

  private async flagCounts(products: SelectQueryBuilder<Product>, filter: ProductListingFilter): Promise<FreeFromOption[]> {
    const chosen = PRODUCT_FLAGS.filter((f) => filter[f.key] === true);
    const qb = products.select('COUNT(p.id)', 'total');
    PRODUCT_FLAGS.forEach((flag, i) => {
      const others = chosen.filter((c) => c.key !== flag.key).map((c) => `p.${c.key} = :flagOn`);
      qb.addSelect(`SUM(CASE WHEN ${[`p.${flag.key} = :flagOn`, ...others].join(' AND ')} THEN 1 ELSE 0 END)`, `flag${i}`);
    });
    qb.setParameter('flagOn', true);
    const row: Record<string, number | string | null> = (await qb.getRawOne()) ?? {};
    return PRODUCT_FLAGS.map((flag, i) => ({ flag: flag.key, label: flag.label, count: Number(row[`flag${i}`] ?? 0) }));
  }
}
