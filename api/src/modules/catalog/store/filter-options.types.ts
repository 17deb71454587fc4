import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import { LIST_SIZES } from './list-sizes';
import { PRICE_BANDS, PRODUCT_FLAGS } from './product-attributes';

/** One entry of a filter list: an attribute used by active products of the sub-category, with how many. */
@ObjectType()
export class FilterOption {
  @Access('public') @Field(() => Int) id: number;
  @Access('public') @Field({ description: 'Pass it in the listing filter (brandCodes, colorCodes, ...)' }) code: string;
  @Access('public') @Field() name: string;
  @Access('public') @Field(() => String, { nullable: true, description: 'Swatch colour of colors and shades' }) hexCode: string | null;
  @Access('public') @Field(() => Int, { description: 'Active products of the sub-category with it' }) count: number;
}

/** A price band of the filter panel (discounted price, both ends inclusive). */
@ObjectType()
export class PriceRangeOption {
  @Access('public') @Field() label: string;
  @Access('public') @Field(() => Float, { nullable: true, description: 'Pass as minPrice' }) minPrice: number | null;
  @Access('public') @Field(() => Float, { nullable: true, description: 'Pass as maxPrice' }) maxPrice: number | null;
  @Access('public') @Field(() => Int) count: number;
}

/** A free-from choice of the filter panel: a product flag and how many products have it. */
@ObjectType()
export class FreeFromOption {
  @Access('public') @Field({ description: "The listing filter's field to set true: vegan, crueltyFree, organic, hypoallergenic, dermatologicallyTested" }) flag: string;
  @Access('public') @Field() label: string;
  @Access('public') @Field(() => Int, { description: 'Products of the listing with the flag' }) count: number;
}

/** Every filter list of a listing (a sub-category page with the legacy arguments). */
@ObjectType()
export class FilterOptions {
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption]) brands: FilterOption[];
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption]) sizes: FilterOption[];
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption], { description: 'Item types' }) types: FilterOption[];
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption]) colors: FilterOption[];
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption], { description: "Narrowed to the brand's products when brandSlug is given" }) shades: FilterOption[];
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption]) weights: FilterOption[];
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption]) volumes: FilterOption[];
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption]) fragrances: FilterOption[];
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption]) flavors: FilterOption[];
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption]) vendors: FilterOption[];
  @Access('public') @ListSize(PRICE_BANDS.length) @Field(() => [PriceRangeOption], { description: 'Bands with at least one product' }) prices: PriceRangeOption[];
  @Access('public') @ListSize(PRODUCT_FLAGS.length) @Field(() => [FreeFromOption], { description: 'The five free-from flags, each with its count (zero included)' }) freeFrom: FreeFromOption[];
}
