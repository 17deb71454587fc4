import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import { LIST_SIZES } from './list-sizes';
import { FILTER_LINKS, SHOPPER_FILTER_LINKS } from '../../attributes/product-links';
import { optionsFieldOf } from '../../../common/product-link';
import { FilterGroupKey } from './filter-group-key';
import { PRICE_BANDS, PRODUCT_FLAGS, RATING_FLOORS } from './product-attributes';

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
  @Access('public')
  @Field({ description: "The listing filter's field to set true: vegan, crueltyFree, organic, hypoallergenic, dermatologicallyTested" })
  flag: string;
  @Access('public') @Field() label: string;
  @Access('public') @Field(() => Int, { description: 'Products of the listing with the flag' }) count: number;
}

/** A rating choice of the filter panel: products whose approved reviews average at least `minRating` stars, and how many. */
@ObjectType()
export class RatingOption {
  @Access('public') @Field(() => Int, { description: 'Pass as minRating' }) minRating: number;
  @Access('public')
  @Field(() => Int, { description: 'Products of the listing whose approved reviews average at least minRating' })
  count: number;
}

/** One attribute group of the filter panel: its key (the listing URL parameter), heading and options. */
@ObjectType()
export class FilterGroup {
  @Access('public') @Field(() => FilterGroupKey, { description: 'Pass the chosen codes as attributeCodes { key, codes }' }) key: string;
  @Access('public') @Field({ description: 'Heading of the group' }) label: string;
  @Access('public') @ListSize(LIST_SIZES.filterOptions) @Field(() => [FilterOption]) options: FilterOption[];
}

/** Every filter list of a listing (a sub-category page with the legacy arguments). */
@ObjectType()
export class FilterOptions {
  @Access('public')
  @ListSize(SHOPPER_FILTER_LINKS.length)
  @Field(() => [FilterGroup], { description: "Every attribute group in the filter panel's order, empty ones included" })
  attributes: FilterGroup[];
  @Access('public')
  @ListSize(PRICE_BANDS.length)
  @Field(() => [PriceRangeOption], { description: 'Bands with at least one product' })
  prices: PriceRangeOption[];
  @Access('public')
  @ListSize(PRODUCT_FLAGS.length)
  @Field(() => [FreeFromOption], { description: 'The five free-from flags, each with its count (zero included)' })
  freeFrom: FreeFromOption[];
  @Access('public')
  @ListSize(RATING_FLOORS.length)
  @Field(() => [RatingOption], {
    description: '4 and 3 stars and up, each with its count (zero included; other choices applied, not the rating)',
  })
  ratings: RatingOption[];
  @Access('public')
  @Field(() => Int, { description: 'Products of the listing in stock (other choices applied, not the stock one)' })
  inStock: number;
}

// The legacy lists, one per group (`brands`, `types`, ...): the same options as `attributes`.
for (const link of FILTER_LINKS) {
  const field = optionsFieldOf(link);
  Field(() => [FilterOption], { description: link.notes?.options })(FilterOptions.prototype, field);
  ListSize(LIST_SIZES.filterOptions)(FilterOptions.prototype, field);
  Access('public')(FilterOptions.prototype, field);
}
