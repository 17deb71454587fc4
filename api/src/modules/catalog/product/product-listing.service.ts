import { In, SelectQueryBuilder } from 'typeorm';
import { ValidationError } from '../../../common/errors';
import { ListResult, MAX_PAGE_SIZE } from '../../../common/list';
import { MAX_AMOUNT_POUNDS, poundsToPence } from '../../../common/money';
import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { CollectionProduct } from '../collection/collection.entity';
import { ParentItem } from '../parent-item/parent-item.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { Category } from '../category/category.entity';
import { Department } from '../department/department.entity';
import { activeBySlug } from '../store/active-rows';
import { chosenCodes, PageInput, ProductListingFilter, ProductSort } from '../store/listing.types';
import { PRODUCT_FLAGS } from '../store/product-attributes';
import { columnOf, FILTER_LINKS } from '../../attributes/product-links';
import { visibleCollection } from '../store/visible-collection';
import type { Collection } from '../collection/collection.entity';
import { Product } from './product.entity';

const PRICE = '(p.salePricePence - p.discountInAmountPence)';

/** The best matches a search text narrows a listing to (the filter panel counts within them too). */
export const MAX_LISTING_SEARCH_HITS = 2_000;

/** Finds the products matching a search text, best first (the product search service). */
export interface SearchMatcher {
  rankedIds(branchCode: string, text: string, limit: number): Promise<number[]>;
}

/** A listing filter with its slugs looked up once, so several queries (the page, each filter list) can share it. */
export interface ListingScope {
  branchCode: string;
  filter: ProductListingFilter;
  parentItemId?: number;
  subCategoryId?: number;
  categoryId?: number;
  departmentId?: number;
  brandId?: number;
  collectionId?: number;
  /** Product ids matching the search text, best first; undefined without a search text. */
  searchIds?: number[];
}

/** A group of the filter panel whose own choices its counts leave out (choosing a brand still counts the other brands): a link key, 'prices', 'freeFrom', 'rating' or 'stock'. */
export type Facet = string;

/**
 * The one storefront product listing: tree, brand and collection filters, search text, attribute codes,
 * free-from flags, price and stock, sort and pages — all in one SQL query over active products, plus its count.
 */
export class ProductListingService {
  constructor(
    private readonly db: Database,
    private readonly search?: SearchMatcher,
  ) {}

  async list(
    branchCode: string,
    filter: ProductListingFilter = {},
    sort?: ProductSort | null,
    page: Partial<PageInput> = {},
  ): Promise<ListResult<Product>> {
    const scope = await this.scope(branchCode, filter);
    const skip = Math.max(page.skip ?? 0, 0);
    const take = Math.min(Math.max(page.take ?? 24, 1), MAX_PAGE_SIZE);
    if (scope.searchIds && !sort) return this.bestMatches(scope, skip, take);
    const qb = this.query(scope);
    this.applySort(qb, sort ?? null, scope.collectionId !== undefined);
    const [items, totalItems] = await qb.offset(skip).limit(take).getManyAndCount();
    return { items, totalItems };
  }

  /** A collection's products in the collection's own order (or the sort asked for). */
  collection(branchCode: string, slug: string, sort?: ProductSort | null, page?: Partial<PageInput>): Promise<ListResult<Product>> {
    return this.list(branchCode, { collectionSlug: slug }, sort, page);
  }

  /** A collection shoppers may open ('new-arrivals', 'trending' or a listed one), or NOT_FOUND. */
  visibleCollection(branchCode: string, slug: string): Promise<Collection> {
    return visibleCollection(this.db, branchCode, slug);
  }

  /** Looks up the filter's slugs (NOT_FOUND for an unknown one), checks its prices and runs its search text. */
  async scope(branchCode: string, filter: ProductListingFilter = {}): Promise<ListingScope> {
    const scope: ListingScope = { branchCode, filter };
    const min = this.pence(filter.minPrice, 'minPrice');
    const max = this.pence(filter.maxPrice, 'maxPrice');
    if (min !== null && max !== null && min > max)
      throw new ValidationError('Highest price must not be below the lowest price', 'maxPrice');
    if (filter.minRating != null && (!Number.isInteger(filter.minRating) || filter.minRating < 1 || filter.minRating > 5))
      throw new ValidationError('Rating must be a whole number from 1 to 5', 'minRating');
    const [parent, sub, category, department, brand, collection] = await Promise.all([
      filter.parentItemSlug?.trim() ? activeBySlug(this.db, ParentItem, branchCode, filter.parentItemSlug, 'parent item') : null,
      filter.subCategorySlug?.trim() ? activeBySlug(this.db, SubCategory, branchCode, filter.subCategorySlug, 'sub-category') : null,
      filter.categorySlug?.trim() ? activeBySlug(this.db, Category, branchCode, filter.categorySlug, 'category') : null,
      filter.departmentSlug?.trim() ? activeBySlug(this.db, Department, branchCode, filter.departmentSlug, 'department') : null,
      filter.brandSlug?.trim() ? activeBySlug(this.db, Brand, branchCode, filter.brandSlug, 'brand') : null,
      filter.collectionSlug?.trim() ? visibleCollection(this.db, branchCode, filter.collectionSlug) : null,
    ]);
    if (parent) scope.parentItemId = parent.id;
    if (sub) scope.subCategoryId = sub.id;
    if (category) scope.categoryId = category.id;
    if (department) scope.departmentId = department.id;
    if (brand) scope.brandId = brand.id;
    if (collection) scope.collectionId = collection.id;
    const text = filter.query?.trim();
    if (text) {
      if (!this.search) throw new Error('the listing was built without a search');
      scope.searchIds = await this.search.rankedIds(branchCode, text, MAX_LISTING_SEARCH_HITS);
    }
    return scope;
  }

  /** Active products of the scope, every filter applied except the choices of `omit` (for the filter panel's counts). */
  query(scope: ListingScope, omit?: Facet): SelectQueryBuilder<Product> {
    const { filter } = scope;
    const qb = this.db
      .repo(Product)
      .createQueryBuilder('p')
      .where('p.branchCode = :branchCode', { branchCode: scope.branchCode })
      .andWhere('p.isActive = :active', { active: true });
    if (scope.parentItemId !== undefined) qb.andWhere('p.parentItemId = :parentItemId', { parentItemId: scope.parentItemId });
    if (scope.subCategoryId !== undefined) {
      const parents = qb
        .subQuery()
        .select('pi.id')
        .from(ParentItem, 'pi')
        .where('pi.subCategoryId = :subCategoryId')
        .andWhere('pi.isActive = :active')
        .getQuery();
      qb.andWhere(`p.parentItemId IN ${parents}`, { subCategoryId: scope.subCategoryId });
    }
    if (scope.categoryId !== undefined) {
      const parents = qb
        .subQuery()
        .select('cpi.id')
        .from(ParentItem, 'cpi')
        .innerJoin(SubCategory, 'cs', 'cs.id = cpi.subCategoryId')
        .where('cs.categoryId = :categoryId')
        .andWhere('cs.isActive = :active')
        .andWhere('cpi.isActive = :active')
        .getQuery();
      qb.andWhere(`p.parentItemId IN ${parents}`, { categoryId: scope.categoryId });
    }
    if (scope.departmentId !== undefined) {
      const parents = qb
        .subQuery()
        .select('dpi.id')
        .from(ParentItem, 'dpi')
        .innerJoin(SubCategory, 'ds', 'ds.id = dpi.subCategoryId')
        .innerJoin(Category, 'dc', 'dc.id = ds.categoryId')
        .where('dc.departmentId = :departmentId')
        .andWhere('dc.isActive = :active AND ds.isActive = :active AND dpi.isActive = :active')
        .getQuery();
      qb.andWhere(`p.parentItemId IN ${parents}`, { departmentId: scope.departmentId });
    }
    if (scope.collectionId !== undefined)
      qb.innerJoin(CollectionProduct, 'cp', 'cp.productId = p.id AND cp.collectionId = :collectionId', {
        collectionId: scope.collectionId,
      });
    if (scope.brandId !== undefined) qb.andWhere('p.brandId = :brandId', { brandId: scope.brandId });
    if (scope.searchIds) {
      if (scope.searchIds.length) qb.andWhere('p.id IN (:...searchIds)', { searchIds: scope.searchIds });
      else qb.andWhere('1 = 0');
    }
    this.applyCodes(qb, filter, omit);
    if (omit !== 'freeFrom') this.applyFlags(qb, filter);
    if (omit !== 'prices') this.applyPrice(qb, filter);
    if (omit !== 'stock' && filter.inStock === true) qb.andWhere('p.stockQuantity > 0');
    if (omit !== 'stock' && filter.inStock === false) qb.andWhere('p.stockQuantity <= 0');
    // Only approved reviews rate a product (review-rating.ts): one without any has no average and is left out.
    if (omit !== 'rating' && filter.minRating != null) qb.andWhere('p.reviewAverage >= :minRating', { minRating: filter.minRating });
    return qb;
  }

  /** A page of a search listing without a sort: the matches the other filters keep, best first. */
  private async bestMatches(scope: ListingScope, skip: number, take: number): Promise<ListResult<Product>> {
    const rows: { id: number | string }[] = await this.query(scope).select('p.id', 'id').getRawMany();
    const kept = new Set(rows.map((r) => Number(r.id)));
    const ordered = (scope.searchIds ?? []).filter((id) => kept.has(id));
    const pageIds = ordered.slice(skip, skip + take);
    const found = pageIds.length ? await this.db.repo(Product).findBy({ id: In(pageIds) }) : [];
    const byId = new Map(found.map((p) => [p.id, p]));
    return { items: pageIds.map((id) => byId.get(id)).filter((p): p is Product => Boolean(p)), totalItems: ordered.length };
  }

  private applyCodes(qb: SelectQueryBuilder<Product>, filter: ProductListingFilter, omit?: Facet): void {
    for (const link of FILTER_LINKS) {
      if (link.key === omit) continue;
      chosenCodes(filter, link).forEach((chosen, i) => {
        const codes = chosen.map((c) => c.trim().toUpperCase()).filter(Boolean);
        if (!codes.length) return;
        const alias = i === 0 ? `f_${link.key}` : `f_${link.key}_${i}`;
        const ids = qb
          .subQuery()
          .select(`${alias}.id`)
          .from(link.entity, alias)
          .where(`${alias}.branchCode = :branchCode`)
          .andWhere(`UPPER(${alias}.code) IN (:...${alias}_codes)`)
          .getQuery();
        qb.andWhere(`p.${columnOf(link)} IN ${ids}`, { [`${alias}_codes`]: codes });
      });
    }
  }

  /** Each flag set to true keeps only the products that have it (false or unset: no narrowing). */
  applyFlags(qb: SelectQueryBuilder<Product>, filter: ProductListingFilter, except?: string): void {
    for (const flag of PRODUCT_FLAGS) {
      if (flag.key !== except && filter[flag.key] === true) qb.andWhere(`p.${flag.key} = :flagOn`, { flagOn: true });
    }
  }

  private applyPrice(qb: SelectQueryBuilder<Product>, filter: ProductListingFilter): void {
    const min = this.pence(filter.minPrice, 'minPrice');
    const max = this.pence(filter.maxPrice, 'maxPrice');
    if (min !== null) qb.andWhere(`${PRICE} >= :minPence`, { minPence: min });
    if (max !== null) qb.andWhere(`${PRICE} <= :maxPence`, { maxPence: max });
  }

  private pence(pounds: number | null | undefined, field: string): number | null {
    if (pounds === null || pounds === undefined) return null;
    const label = field === 'minPrice' ? 'Lowest' : 'Highest';
    if (!Number.isFinite(pounds) || pounds < 0) throw new ValidationError(`${label} price must be an amount in pounds, 0 or more`, field);
    if (pounds > MAX_AMOUNT_POUNDS)
      throw new ValidationError(`${label} price must be at most £${MAX_AMOUNT_POUNDS.toLocaleString('en-GB')}`, field);
    return poundsToPence(pounds);
  }

  private applySort(qb: SelectQueryBuilder<Product>, sort: ProductSort | null, inCollection: boolean): void {
    switch (sort) {
      case ProductSort.PRICE_ASC:
      case ProductSort.PRICE_DESC:
        qb.orderBy(PRICE, sort === ProductSort.PRICE_ASC ? 'ASC' : 'DESC');
        break;
      case ProductSort.NEWEST:
        qb.orderBy('p.createdAt', 'DESC');
        break;
      case ProductSort.NAME_DESC:
        qb.orderBy('p.name', 'DESC');
        break;
      case ProductSort.DISCOUNT_DESC:
        qb.orderBy('p.discountInPercent', 'DESC').addOrderBy(PRICE, 'ASC');
        break;
      case ProductSort.RATING_DESC:
        // Only approved reviews rate a product (review-rating.ts); NULL (none yet) sorts last when descending on both databases.
        qb.orderBy('p.reviewAverage', 'DESC').addOrderBy('p.reviewCount', 'DESC');
        break;
      default:
        if (inCollection && sort === null) qb.orderBy('cp.position', 'ASC');
        else qb.orderBy('p.name', 'ASC');
    }
    qb.addOrderBy('p.id', 'ASC');
  }
}
