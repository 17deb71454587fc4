import { ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { Brand } from '../../attributes/brand';
import { ParentItem } from '../parent-item/parent-item.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { activeBySlug } from '../store/active-rows';
import { FilterOption, FilterOptions } from '../store/filter-options.types';
import { chosenCodes, ProductGrouping, type ProductListingFilter } from '../store/listing.types';
import { FILTER_LINKS, SHOPPER_FILTER_LINKS } from '../../attributes/product-links';
import { optionsFieldOf, type ProductLink } from '../../../common/product-link';
import { countFilters, type FilterCounts } from './filter-counts';
import type { ProductListingService } from './product-listing.service';
import { Product } from './product.entity';

/** The filter lists (one per filter link, in order) as the legacy per-group fields, and the shoppers' ones as the keyed groups. */
function withGroups(lists: FilterOption[][], counts: FilterCounts): FilterOptions {
  const attributes = FILTER_LINKS.flatMap((link, i) =>
    SHOPPER_FILTER_LINKS.includes(link) ? [{ key: link.key, label: link.label, options: lists[i] }] : [],
  );
  const legacy = Object.fromEntries(FILTER_LINKS.map((link, i) => [optionsFieldOf(link), lists[i]]));
  return { ...legacy, attributes, prices: counts.prices, freeFrom: counts.freeFrom, ratings: counts.ratings, inStock: counts.inStock };
}

/** At most this many chosen codes of one group are looked up by name (a URL can hold any number). */
const MAX_CHOSEN_LOOKUP = 50;

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

  /** The new form (a listing filter, counted as the listing with that grouping shows it) or the legacy one (a sub-category slug); not both. */
  select(
    branchCode: string,
    filter?: ProductListingFilter | null,
    subCategorySlug?: string | null,
    brandSlug?: string | null,
    grouping: ProductGrouping = ProductGrouping.PRODUCT,
  ): Promise<FilterOptions> {
    const legacy = subCategorySlug !== null && subCategorySlug !== undefined;
    if (filter && (legacy || brandSlug))
      throw new ValidationError('Give either filter or subCategorySlug and brandSlug, not both', 'filter');
    if (legacy) return this.options(branchCode, subCategorySlug, brandSlug);
    return this.forListing(branchCode, filter ?? {}, grouping);
  }

  /** The lists of any listing (tree, brand, collection, search text and the choices made so far), counting its cards. */
  async forListing(branchCode: string, filter: ProductListingFilter, grouping = ProductGrouping.PRODUCT): Promise<FilterOptions> {
    const scope = await this.listing.scope(branchCode, filter);
    const families = grouping === ProductGrouping.FAMILY || (grouping === ProductGrouping.AUTO && (await this.listing.shadeLed(scope)));
    const source = {
      forLink: (link: ProductLink) => this.listing.query(scope, link.key),
      rest: this.listing.query(scope, 'prices', 'freeFrom', 'rating', 'stock'),
      choices: this.listing.choiceConditions(filter),
    };
    const counts = await countFilters(this.db, source, families);
    const lists = await Promise.all(FILTER_LINKS.map((link, i) => this.withChosen(link, filter, counts.lists[i])));
    return withGroups(lists, counts);
  }

  /** The legacy lists of a sub-category page (`/filter/*`): shades narrowed to a brand when one is given. */
  async options(branchCode: string, subCategorySlug: string, brandSlug?: string | null): Promise<FilterOptions> {
    const sub = await activeBySlug(this.db, SubCategory, branchCode, subCategorySlug, 'sub-category');
    const brand = brandSlug?.trim() ? await activeBySlug(this.db, Brand, branchCode, brandSlug, 'brand') : null;
    const scope: Scope = { branchCode, subCategoryId: sub.id };
    const counts = await countFilters(this.db, {
      forLink: (link) => this.products(link.narrowedByBrand && brand ? { ...scope, brandId: brand.id } : scope),
      rest: this.products(scope),
      choices: [],
    });
    return withGroups(counts.lists, counts);
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

  /**
   * The group's options plus any the shopper chose that match nothing under the other choices (count 0), so the
   * panel can still untick them and the applied-filter chips can name them.
   */
  private async withChosen(link: ProductLink, filter: ProductListingFilter, options: FilterOption[]): Promise<FilterOption[]> {
    const listed = new Set(options.map((o) => o.code.toUpperCase()));
    const missing = [
      ...new Set(
        chosenCodes(filter, link)
          .flat()
          .map((c) => c.toUpperCase()),
      ),
    ].filter((c) => !listed.has(c));
    if (!missing.length) return options;
    const qb = this.db
      .repo(link.entity)
      .createQueryBuilder('a')
      .select('a.id', 'id')
      .addSelect('a.code', 'code')
      .addSelect('a.name', 'name')
      .where('UPPER(a.code) IN (:...codes)', { codes: missing.slice(0, MAX_CHOSEN_LOOKUP) })
      .andWhere('a.isActive = :active', { active: true });
    if (link.hasHex) qb.addSelect('a.hexCode', 'hexCode');
    const rows: { id: number; code: string; name: string; hexCode?: string }[] = await qb.getRawMany();
    const chosen = rows.map((r) => ({ id: Number(r.id), code: r.code, name: r.name, hexCode: r.hexCode ?? null, count: 0 }));
    return [...options, ...chosen].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }
}
