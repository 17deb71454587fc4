import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import { Cost, ListSize } from '../../../common/cost';
import { ValidationError } from '../../../common/errors';
import { MAX_ORDER_LINES } from '../../../common/order-limits';
import type { Context } from '../../../context';
import { FilterOptions } from '../store/filter-options.types';
import { PageInput, ProductGrouping, ProductListing, ProductListingFilter, ProductListingPage, ProductSort } from '../store/listing.types';
import { Product } from './product.entity';
import { Collection } from '../collection/collection.entity';

/** A listing counts its matches and may look up five slugs and run a search besides its page. */
const LISTING_COST = 1_000;
/** The filter panel runs a grouped count per attribute (twelve) over the listing's products, and may search. */
const FILTER_OPTIONS_COST = 3_000;

@Resolver(() => Product)
export class StoreProductResolver {
  @Query(() => Product, { description: 'The product page: an active product by id and/or slug (both must match when both are given)' })
  @Access('public')
  storeProduct(
    @Ctx() ctx: Context,
    @Arg('id', () => Int, { nullable: true }) id?: number | null,
    @Arg('slug', () => String, { nullable: true }) slug?: string | null,
  ) {
    return ctx.services.storeProducts.get(ctx.branchCode, id, slug);
  }

  @Query(() => [Product], {
    description: `The basket's products as they are now, by id: the active ones found, in the order asked (at most ${MAX_ORDER_LINES}, as many lines as an order holds)`,
  })
  @Access('public')
  @ListSize(MAX_ORDER_LINES)
  storeProductsByIds(@Ctx() ctx: Context, @Arg('ids', () => [Int]) ids: number[]) {
    if (ids.length > MAX_ORDER_LINES) throw new ValidationError(`Ask for at most ${MAX_ORDER_LINES} products at once`, 'ids');
    return ctx.services.storeProducts.byIds(ctx.branchCode, [...new Set(ids)]);
  }

  @Query(() => ProductListingPage, {
    description: 'The storefront product listing: filters, sort and pages, active products only, a card per product or per family',
  })
  @Access('public')
  @Cost(LISTING_COST)
  productListing(
    @Ctx() ctx: Context,
    @Arg('filter', () => ProductListingFilter, { nullable: true }) filter?: ProductListingFilter | null,
    @Arg('sort', () => ProductSort, { nullable: true }) sort?: ProductSort | null,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput | null,
    @Arg('grouping', () => ProductGrouping, { nullable: true, description: 'PRODUCT when not given' }) grouping?: ProductGrouping | null,
  ) {
    return ctx.services.productListing.list(ctx.branchCode, filter ?? {}, sort, page ?? {}, grouping ?? ProductGrouping.PRODUCT);
  }

  @Query(() => ProductListing, {
    description: "A collection's products ('new-arrivals', 'trending' or a listed collection), in the collection's order unless sorted",
  })
  @Access('public')
  @Cost(LISTING_COST)
  collectionProducts(
    @Ctx() ctx: Context,
    @Arg('slug') slug: string,
    @Arg('sort', () => ProductSort, { nullable: true }) sort?: ProductSort | null,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput | null,
  ) {
    return ctx.services.productListing.collection(ctx.branchCode, slug, sort, page ?? {});
  }

  @Query(() => FilterOptions, {
    description:
      "The filter panel's lists with product counts. With `filter`: any listing, each list counted with the other choices applied. " +
      'Without it (legacy): a sub-category page, shades narrowed to a brand when brandSlug is given',
  })
  @Access('public')
  @Cost(FILTER_OPTIONS_COST)
  filterOptions(
    @Ctx() ctx: Context,
    @Arg('filter', () => ProductListingFilter, { nullable: true }) filter?: ProductListingFilter | null,
    @Arg('subCategorySlug', () => String, { nullable: true, description: 'Legacy: the sub-category (use filter.subCategorySlug)' })
    subCategorySlug?: string | null,
    @Arg('brandSlug', () => String, { nullable: true, description: 'Legacy: narrows the shades only' }) brandSlug?: string | null,
    @Arg('grouping', () => ProductGrouping, {
      nullable: true,
      description:
        'With `filter`: count what the listing with this grouping shows (families where it groups by family); PRODUCT when not given',
    })
    grouping?: ProductGrouping | null,
  ) {
    return ctx.services.productFilters.select(ctx.branchCode, filter, subCategorySlug, brandSlug, grouping ?? undefined);
  }

  @Query(() => Collection, { description: "A collection shoppers may open by slug ('new-arrivals', 'trending' or a listed collection)" })
  @Access('public')
  storeCollection(@Ctx() ctx: Context, @Arg('slug') slug: string) {
    return ctx.services.productListing.visibleCollection(ctx.branchCode, slug);
  }
}
