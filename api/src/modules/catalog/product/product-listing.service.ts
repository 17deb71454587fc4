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
import { chosenCodes, PageInput, ProductGrouping, ProductListingFilter, ProductSort } from '../store/listing.types';
import { PRODUCT_FLAGS } from '../store/product-attributes';
import { FILTER_LINKS } from '../../attributes/product-links';
import { columnOf } from '../../../common/product-link';
import { visibleCollection } from '../store/visible-collection';
import type { Collection } from '../collection/collection.entity';
import type { ChoiceCondition } from './filter-counts';
import { Product } from './product.entity';

const PRICE = '(p.salePricePence - p.discountInAmountPence)';

/** The best matches a search text narrows a listing to (the filter panel counts within them too). */
export const MAX_LISTING_SEARCH_HITS = 2_000;

/** A listing page as the storefront's productListing answers it (scope: for the shade-led question, asked lazily). */
export interface ListingPage extends ListResult<Product> {
  grouping: ProductGrouping;
  scope: ListingScope;
  shadeLed?: boolean;
}

type Order = [expression: string, direction: 'ASC' | 'DESC'][];

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
    grouping: ProductGrouping = ProductGrouping.PRODUCT,
  ): Promise<ListingPage> {
    const scope = await this.scope(branchCode, filter);
    const skip = Math.max(page.skip ?? 0, 0);
    const take = Math.min(Math.max(page.take ?? 24, 1), MAX_PAGE_SIZE);
    const shadeLed = grouping === ProductGrouping.AUTO ? await this.shadeLed(scope) : undefined;
    const families = grouping === ProductGrouping.FAMILY || shadeLed === true;
    const answer = { grouping: families ? ProductGrouping.FAMILY : ProductGrouping.PRODUCT, scope, shadeLed };
    if (scope.searchIds && !sort) return { ...(await this.bestMatches(scope, skip, take, families)), ...answer };
    const qb = this.query(scope);
    const order = this.orderOf(sort ?? null, scope.collectionId !== undefined);
    if (families) this.keepFirstOfFamilies(qb, scope, order);
    order.forEach(([expression, direction], i) => (i === 0 ? qb.orderBy(expression, direction) : qb.addOrderBy(expression, direction)));
    // The page's ids first, then their rows: sorting the scope's (key, id) pairs, which the indexes can hold,
    // rather than whole rows with their descriptions (a department's first page at 100,000 products: 104 → 20 ms).
    const [rows, totalItems] = await Promise.all([
      qb.clone().select('p.id', 'id').offset(skip).limit(take).getRawMany<{ id: number | string }>(),
      qb.getCount(),
    ]);
    return { items: await this.inOrder(rows.map((row) => Number(row.id))), totalItems, ...answer };
  }

  /**
   * Whether a listing is shade-led (make-up, hair colour): more than half of its products have a shade or a colour.
   * Judged on the listing's place (tree, brand, collection, search text) before the shopper's filters, so ticking
   * a filter never changes how the cards are grouped. A family's own listing (parentItemSlug) is not: it is one family.
   */
  async shadeLed(scope: ListingScope): Promise<boolean> {
    if (scope.parentItemId !== undefined) return false;
    const row = await this.query({ ...scope, filter: {} })
      .select('COUNT(*)', 'n')
      .addSelect('SUM(CASE WHEN p.shadeId IS NOT NULL OR p.colorId IS NOT NULL THEN 1 ELSE 0 END)', 'shaded')
      .getRawOne<{ n: number | string; shaded: number | string | null }>();
    return Number(row?.shaded ?? 0) * 2 > Number(row?.n ?? 0);
  }

  /** Narrows a listing to one product per family (parent item): the family's first in the listing's order. */
  private keepFirstOfFamilies(qb: SelectQueryBuilder<Product>, scope: ListingScope, order: Order): void {
    const ranked = this.query(scope)
      .select('p.id', 'id')
      .addSelect(
        `ROW_NUMBER() OVER (PARTITION BY COALESCE(p.parentItemId, -p.id) ORDER BY ${order.map(([e, d]) => `${e} ${d}`).join(', ')})`,
        'place',
      );
    qb.andWhere(`p.id IN (SELECT ranked.id FROM (${ranked.getQuery()}) ranked WHERE ranked.place = 1)`);
    qb.setParameters({ ...ranked.getParameters(), ...qb.getParameters() });
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

  /** Active products of the scope, every filter applied except the choices of the groups in `omit` (for the filter panel's counts). */
  query(scope: ListingScope, ...omit: Facet[]): SelectQueryBuilder<Product> {
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
      if (scope.searchIds.length) qb.andWhere(`p.id IN ${this.idList()}`, { searchIds: JSON.stringify(scope.searchIds) });
      else qb.andWhere('1 = 0');
    }
    this.applyCodes(qb, filter, omit);
    for (const choice of this.choiceConditions(filter)) if (!omit.includes(choice.facet)) qb.andWhere(choice.sql, choice.params);
    return qb;
  }

  /** The search's ids as one JSON parameter: the filter panel's statement names them in every arm, and 2,000 ids each would be 40,000 parameters. */
  private idList(): string {
    return this.db.dialect === 'sqlite'
      ? '(SELECT value FROM json_each(:searchIds))'
      : "(SELECT j.id FROM JSON_TABLE(:searchIds, '$[*]' COLUMNS (id INT PATH '$')) j)";
  }

  /** The choices outside the attribute groups (free-from flags, price, stock, rating) as conditions on `p`, each with its group. */
  choiceConditions(filter: ProductListingFilter): ChoiceCondition[] {
    const choices: ChoiceCondition[] = [];
    const flags = PRODUCT_FLAGS.filter((flag) => filter[flag.key] === true);
    if (flags.length)
      choices.push({ facet: 'freeFrom', sql: flags.map((flag) => `p.${flag.key} = :flagOn`).join(' AND '), params: { flagOn: true } });
    const min = this.pence(filter.minPrice, 'minPrice');
    const max = this.pence(filter.maxPrice, 'maxPrice');
    if (min !== null) choices.push({ facet: 'prices', sql: `${PRICE} >= :minPence`, params: { minPence: min } });
    if (max !== null) choices.push({ facet: 'prices', sql: `${PRICE} <= :maxPence`, params: { maxPence: max } });
    if (filter.inStock === true) choices.push({ facet: 'stock', sql: 'p.stockQuantity > 0', params: {} });
    if (filter.inStock === false) choices.push({ facet: 'stock', sql: 'p.stockQuantity <= 0', params: {} });
    // Only approved reviews rate a product (review-rating.ts): one without any has no average and is left out.
    if (filter.minRating != null)
      choices.push({ facet: 'rating', sql: 'p.reviewAverage >= :minRating', params: { minRating: filter.minRating } });
    return choices;
  }

  /** A page of a search listing without a sort: the matches the other filters keep, best first. */
  private async bestMatches(scope: ListingScope, skip: number, take: number, families: boolean): Promise<ListResult<Product>> {
    const rows: { id: number | string; parentItemId: number | string | null }[] = await this.query(scope)
      .select('p.id', 'id')
      .addSelect('p.parentItemId', 'parentItemId')
      .getRawMany();
    const familyOf = new Map(rows.map((r) => [Number(r.id), r.parentItemId === null ? null : Number(r.parentItemId)]));
    const seen = new Set<number>();
    const ordered = (scope.searchIds ?? []).filter((id) => {
      if (!familyOf.has(id)) return false;
      const family = familyOf.get(id);
      if (!families || family === null || family === undefined) return true;
      if (seen.has(family)) return false;
      seen.add(family);
      return true;
    });
    const pageIds = ordered.slice(skip, skip + take);
    return { items: await this.inOrder(pageIds), totalItems: ordered.length };
  }

  /** The products of `ids`, in that order (one read). */
  private async inOrder(ids: number[]): Promise<Product[]> {
    const found = ids.length ? await this.db.repo(Product).findBy({ id: In(ids) }) : [];
    const byId = new Map(found.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
  }

  private applyCodes(qb: SelectQueryBuilder<Product>, filter: ProductListingFilter, omit: Facet[]): void {
    for (const link of FILTER_LINKS) {
      if (omit.includes(link.key)) continue;
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

  private pence(pounds: number | null | undefined, field: string): number | null {
    if (pounds === null || pounds === undefined) return null;
    const label = field === 'minPrice' ? 'Lowest' : 'Highest';
    if (!Number.isFinite(pounds) || pounds < 0) throw new ValidationError(`${label} price must be an amount in pounds, 0 or more`, field);
    if (pounds > MAX_AMOUNT_POUNDS)
      throw new ValidationError(`${label} price must be at most £${MAX_AMOUNT_POUNDS.toLocaleString('en-GB')}`, field);
    return poundsToPence(pounds);
  }

  /** The listing's order as [expression, direction] pairs, the product id last so pages never overlap. */
  private orderOf(sort: ProductSort | null, inCollection: boolean): Order {
    const byId: Order = [['p.id', 'ASC']];
    switch (sort) {
      case ProductSort.PRICE_ASC:
      case ProductSort.PRICE_DESC:
        return [[PRICE, sort === ProductSort.PRICE_ASC ? 'ASC' : 'DESC'], ...byId];
      case ProductSort.NEWEST:
        return [['p.createdAt', 'DESC'], ...byId];
      case ProductSort.NAME_DESC:
        return [['p.name', 'DESC'], ...byId];
      case ProductSort.DISCOUNT_DESC:
        return [['p.discountInPercent', 'DESC'], [PRICE, 'ASC'], ...byId];
      case ProductSort.RATING_DESC:
        // Only approved reviews rate a product (review-rating.ts); NULL (none yet) sorts last when descending on both databases.
        return [['p.reviewAverage', 'DESC'], ['p.reviewCount', 'DESC'], ...byId];
      default:
        return [[inCollection && sort === null ? 'cp.position' : 'p.name', 'ASC'], ...byId];
    }
  }
}
