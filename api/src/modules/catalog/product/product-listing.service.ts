import { SelectQueryBuilder } from 'typeorm';
import { ValidationError } from '../../../common/errors';
import { ListResult, MAX_PAGE_SIZE } from '../../../common/list';
import { MAX_AMOUNT_POUNDS, poundsToPence } from '../../../common/money';
import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { CollectionProduct } from '../collection/collection.entity';
import { ParentItem } from '../parent-item/parent-item.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { Category } from '../category/category.entity';
import { activeBySlug } from '../store/active-rows';
import { PageInput, ProductListingFilter, ProductSort } from '../store/listing.types';
import { FILTER_ATTRIBUTES } from '../store/product-attributes';
import { visibleCollection } from '../store/visible-collection';
import { Product } from './product.entity';

const PRICE = '(p.salePricePence - p.discountInAmountPence)';

/**
 * The one storefront product listing: tree, brand and collection filters, attribute codes, price and
 * stock, sort and pages — all in one SQL query over active products, plus its count.
 */
export class ProductListingService {
  constructor(private readonly db: Database) {}

  async list(branchCode: string, filter: ProductListingFilter = {}, sort?: ProductSort | null, page: Partial<PageInput> = {}): Promise<ListResult<Product>> {
    const qb = this.db.repo(Product).createQueryBuilder('p')
      .where('p.branchCode = :branchCode', { branchCode })
      .andWhere('p.isActive = :active', { active: true });
    await this.applyTree(qb, branchCode, filter);
    const inCollection = await this.applyCollection(qb, branchCode, filter.collectionSlug);
    if (filter.brandSlug?.trim()) {
      const brand = await activeBySlug(this.db, Brand, branchCode, filter.brandSlug, 'brand');
      qb.andWhere('p.brandId = :brandId', { brandId: brand.id });
    }
    this.applyCodes(qb, filter);
    this.applyPriceAndStock(qb, filter);
    this.applySort(qb, sort ?? null, inCollection);
    const take = Math.min(Math.max(page.take ?? 24, 1), MAX_PAGE_SIZE);
    const [items, totalItems] = await qb.offset(Math.max(page.skip ?? 0, 0)).limit(take).getManyAndCount();
    return { items, totalItems };
  }

  /** A collection's products in the collection's own order (or the sort asked for). */
  collection(branchCode: string, slug: string, sort?: ProductSort | null, page?: Partial<PageInput>): Promise<ListResult<Product>> {
    return this.list(branchCode, { collectionSlug: slug }, sort, page);
  }

  private async applyTree(qb: SelectQueryBuilder<Product>, branchCode: string, filter: ProductListingFilter): Promise<void> {
    if (filter.parentItemSlug?.trim()) {
      const parent = await activeBySlug(this.db, ParentItem, branchCode, filter.parentItemSlug, 'parent item');
      qb.andWhere('p.parentItemId = :parentItemId', { parentItemId: parent.id });
    }
    if (filter.subCategorySlug?.trim()) {
      const sub = await activeBySlug(this.db, SubCategory, branchCode, filter.subCategorySlug, 'sub-category');
      const parents = qb.subQuery().select('pi.id').from(ParentItem, 'pi').where('pi.subCategoryId = :subCategoryId').andWhere('pi.isActive = :active').getQuery();
      qb.andWhere(`p.parentItemId IN ${parents}`, { subCategoryId: sub.id });
    }
    if (filter.categorySlug?.trim()) {
      const category = await activeBySlug(this.db, Category, branchCode, filter.categorySlug, 'category');
      const parents = qb.subQuery().select('cpi.id').from(ParentItem, 'cpi')
        .innerJoin(SubCategory, 'cs', 'cs.id = cpi.subCategoryId')
        .where('cs.categoryId = :categoryId').andWhere('cs.isActive = :active').andWhere('cpi.isActive = :active').getQuery();
      qb.andWhere(`p.parentItemId IN ${parents}`, { categoryId: category.id });
    }
  }

  private async applyCollection(qb: SelectQueryBuilder<Product>, branchCode: string, slug?: string | null): Promise<boolean> {
    if (!slug?.trim()) return false;
    const collection = await visibleCollection(this.db, branchCode, slug);
    qb.innerJoin(CollectionProduct, 'cp', 'cp.productId = p.id AND cp.collectionId = :collectionId', { collectionId: collection.id });
    return true;
  }

  private applyCodes(qb: SelectQueryBuilder<Product>, filter: ProductListingFilter): void {
    for (const a of FILTER_ATTRIBUTES) {
      const codes = ((filter[a.codes] as string[] | null | undefined) ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean);
      if (!codes.length) continue;
      const alias = `f_${a.key}`;
      const ids = qb.subQuery().select(`${alias}.id`).from(a.entity, alias)
        .where(`${alias}.branchCode = :branchCode`).andWhere(`UPPER(${alias}.code) IN (:...${alias}_codes)`).getQuery();
      qb.andWhere(`p.${a.column} IN ${ids}`, { [`${alias}_codes`]: codes });
    }
  }

  private applyPriceAndStock(qb: SelectQueryBuilder<Product>, filter: ProductListingFilter): void {
    const min = this.pence(filter.minPrice, 'minPrice');
    const max = this.pence(filter.maxPrice, 'maxPrice');
    if (min !== null && max !== null && min > max) throw new ValidationError('Highest price must not be below the lowest price', 'maxPrice');
    if (min !== null) qb.andWhere(`${PRICE} >= :minPence`, { minPence: min });
    if (max !== null) qb.andWhere(`${PRICE} <= :maxPence`, { maxPence: max });
    if (filter.inStock === true) qb.andWhere('p.stockQuantity > 0');
    if (filter.inStock === false) qb.andWhere('p.stockQuantity <= 0');
  }

  private pence(pounds: number | null | undefined, field: string): number | null {
    if (pounds === null || pounds === undefined) return null;
    const label = field === 'minPrice' ? 'Lowest' : 'Highest';
    if (!Number.isFinite(pounds) || pounds < 0) throw new ValidationError(`${label} price must be an amount in pounds, 0 or more`, field);
    if (pounds > MAX_AMOUNT_POUNDS) throw new ValidationError(`${label} price must be at most £${MAX_AMOUNT_POUNDS.toLocaleString('en-GB')}`, field);
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
      default:
        if (inCollection && sort === null) qb.orderBy('cp.position', 'ASC');
        else qb.orderBy('p.name', 'ASC');
    }
    qb.addOrderBy('p.id', 'ASC');
  }
}
