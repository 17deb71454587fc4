import { ArrayMaxSize, IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../../common/access';
import { MAX_PAGE_SIZE, PaginatedList } from '../../../common/list';
import { FILTER_LINKS } from '../../attributes/product-links';
import { codesFieldOf, type ProductLink } from '../../../common/product-link';
import { Product } from '../product/product.entity';
import { FilterGroupKey } from './filter-group-key';

/** Which slice of a storefront list to answer. */
@InputType()
export class PageInput {
  @Field(() => Int, { defaultValue: 0 })
  @Min(0)
  skip: number = 0;

  @Field(() => Int, { defaultValue: 24, description: `At most ${MAX_PAGE_SIZE}` })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  take: number = 24;
}

export enum ProductSort {
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  NEWEST = 'NEWEST',
  NAME_ASC = 'NAME_ASC',
  NAME_DESC = 'NAME_DESC',
  DISCOUNT_DESC = 'DISCOUNT_DESC',
  RATING_DESC = 'RATING_DESC',
}
registerEnumType(ProductSort, {
  name: 'ProductSort',
  description:
    "Price is the discounted price; RATING_DESC is the approved reviews' average, products without approved reviews last. Without a sort: the collection order when a collection is given, else by name",
});

const codes = () => [ArrayMaxSize(100), IsOptional()];

/** The codes chosen in one attribute group of the filter panel. */
@InputType()
export class AttributeCodes {
  @Field(() => FilterGroupKey) key: string;
  @Field(() => [String], { description: 'Codes of the group (any of)' }) @ArrayMaxSize(100) codes: string[];
}

/** Every filter of the storefront product listing; all given filters apply together. */
@InputType()
export class ProductListingFilter {
  @Field(() => String, { nullable: true, description: "A department's slug: the products of its active categories (the department page)" })
  @MaxLength(160)
  departmentSlug?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(160) categorySlug?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(160) subCategorySlug?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(160) parentItemSlug?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(160) brandSlug?: string | null;
  @Field(() => String, { nullable: true, description: "A collection's slug: 'new-arrivals', 'trending' or a listed collection" })
  @MaxLength(160)
  collectionSlug?: string | null;

  @Field(() => [AttributeCodes], {
    nullable: true,
    description: 'Attribute codes by group key (any of within a group); the same as the legacy brandCodes, typeCodes, ...',
  })
  @ArrayMaxSize(FILTER_LINKS.length)
  @ValidateNested({ each: true })
  @IsOptional()
  attributeCodes?: AttributeCodes[] | null;

  @Field(() => Float, { nullable: true, description: 'Lowest discounted price in pounds (inclusive), 0 to 1,000,000' }) minPrice?:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Highest discounted price in pounds (inclusive), 0 to 1,000,000' }) maxPrice?:
    number | null;
  @Field(() => Boolean, { nullable: true, description: 'true: stock above 0 only; false: out of stock only' }) inStock?: boolean | null;
  @Field(() => Int, {
    nullable: true,
    description: "1 to 5: only products whose approved reviews' average is at least this (products without approved reviews are left out)",
  })
  minRating?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Search text (name, brand, code, shade, description, ingredients); without a sort, best matches first',
  })
  @MaxLength(200)
  query?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true: vegan products only' }) vegan?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'true: cruelty-free products only' }) crueltyFree?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'true: organic products only' }) organic?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'true: hypoallergenic products only' }) hypoallergenic?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'true: dermatologically tested products only' }) dermatologicallyTested?:
    boolean | null;
}

for (const link of FILTER_LINKS) {
  const field = codesFieldOf(link);
  Field(() => [String], { nullable: true, description: link.notes?.codes })(ProductListingFilter.prototype, field);
  codes().forEach((d) => d(ProductListingFilter.prototype, field));
}

/** The codes chosen in one filter group: its legacy field (`typeCodes`) and its `attributeCodes` entries, each list applied. */
export function chosenCodes(filter: ProductListingFilter, link: ProductLink): string[][] {
  const legacy = (filter as unknown as Record<string, string[] | null | undefined>)[codesFieldOf(link)];
  const keyed = (filter.attributeCodes ?? []).filter((group) => group.key === link.key).map((group) => group.codes);
  return [legacy ?? [], ...keyed];
}

/** A page of products with the total that matched. */
export const ProductListing = PaginatedList(Product, 'ProductListing');

export enum ProductGrouping {
  PRODUCT = 'PRODUCT',
  FAMILY = 'FAMILY',
  AUTO = 'AUTO',
}
registerEnumType(ProductGrouping, {
  name: 'ProductGrouping',
  description:
    "PRODUCT: a card per product (every shade). FAMILY: a card per family (parent item), the family's first product in the listing's order. " +
    'AUTO: FAMILY where the listing is shade-led (see ProductListingPage.shadeLed), else PRODUCT',
});

/** The storefront listing's page: its cards, how they were grouped, and whether the listing is shade-led. */
@ObjectType('ProductListingPage')
export class ProductListingPage extends ProductListing {
  @Access('public')
  @Field(() => ProductGrouping, { description: 'PRODUCT or FAMILY: how this page was grouped (AUTO resolved); totalItems counts cards' })
  grouping: ProductGrouping;
}
