import { Field, Float, Int, ObjectType } from 'type-graphql';

/** One entry of a filter list: an attribute used by active products of the sub-category, with how many. */
@ObjectType()
export class FilterOption {
  @Field(() => Int) id: number;
  @Field({ description: 'Pass it in the listing filter (brandCodes, colorCodes, ...)' }) code: string;
  @Field() name: string;
  @Field(() => String, { nullable: true, description: 'Swatch colour of colors and shades' }) hexCode: string | null;
  @Field(() => Int, { description: 'Active products of the sub-category with it' }) count: number;
}

/** A price band of the filter panel (discounted price, both ends inclusive). */
@ObjectType()
export class PriceRangeOption {
  @Field() label: string;
  @Field(() => Float, { nullable: true, description: 'Pass as minPrice' }) minPrice: number | null;
  @Field(() => Float, { nullable: true, description: 'Pass as maxPrice' }) maxPrice: number | null;
  @Field(() => Int) count: number;
}

/** Every filter list of a sub-category page. */
@ObjectType()
export class FilterOptions {
  @Field(() => [FilterOption]) brands: FilterOption[];
  @Field(() => [FilterOption]) sizes: FilterOption[];
  @Field(() => [FilterOption], { description: 'Item types' }) types: FilterOption[];
  @Field(() => [FilterOption]) colors: FilterOption[];
  @Field(() => [FilterOption], { description: "Narrowed to the brand's products when brandSlug is given" }) shades: FilterOption[];
  @Field(() => [FilterOption]) weights: FilterOption[];
  @Field(() => [FilterOption]) volumes: FilterOption[];
  @Field(() => [FilterOption]) fragrances: FilterOption[];
  @Field(() => [FilterOption]) flavors: FilterOption[];
  @Field(() => [FilterOption]) vendors: FilterOption[];
  @Field(() => [PriceRangeOption], { description: 'Bands with at least one product' }) prices: PriceRangeOption[];
}
