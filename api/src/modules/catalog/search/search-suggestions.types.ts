import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import { Brand } from '../../attributes/brand';
import { Product } from '../product/product.entity';

/** Most of each group the suggestions answer (the overlay shows them all). */
export const SUGGESTION_LIMITS = { categories: 4, brands: 3, products: 6, closeMatches: 5, popularCategories: 4 } as const;

export enum SuggestionKind {
  CATEGORY = 'CATEGORY',
  SUB_CATEGORY = 'SUB_CATEGORY',
  BRAND = 'BRAND',
  PRODUCT = 'PRODUCT',
}
registerEnumType(SuggestionKind, { name: 'SuggestionKind', description: 'What a suggested name leads to' });

/** A named page the storefront can link to: a category, a sub-category (with its category's slug), a brand or a product. */
@ObjectType()
export class SuggestedPage {
  @Access('public') @Field(() => SuggestionKind) kind: SuggestionKind;
  @Access('public') @Field() name: string;
  @Access('public') @Field() slug: string;
  @Access('public')
  @Field(() => String, { nullable: true, description: "A sub-category's category slug; null for the other kinds" })
  categorySlug: string | null;
}

@ObjectType({ description: 'What the search box suggests for a text: categories, brands and products in one answer' })
export class SearchSuggestions {
  @Access('public') @Field({ description: 'The text the suggestions are for, trimmed' }) query: string;

  @Access('public')
  @ListSize(SUGGESTION_LIMITS.categories)
  @Field(() => [SuggestedPage], {
    description: 'Active categories and sub-categories with products whose name holds the text; names starting with it first',
  })
  categories: SuggestedPage[];

  @Access('public')
  @ListSize(SUGGESTION_LIMITS.brands)
  @Field(() => [Brand], { description: 'Active brands with products whose name holds the text; names starting with it first' })
  brands: Brand[];

  @Access('public')
  @ListSize(SUGGESTION_LIMITS.products)
  @Field(() => [Product], {
    description:
      "The best matches by product name, brand, shade or code, as the product search ranks them; when no name matches, the results page's own best matches (it also searches descriptions and ingredients)",
  })
  products: Product[];

  @Access('public')
  @ListSize(SUGGESTION_LIMITS.closeMatches)
  @Field(() => [SuggestedPage], {
    description: 'Only when nothing matched: brand, category and product names a typo or two away from the words typed, closest first',
  })
  closeMatches: SuggestedPage[];

  @Access('public')
  @ListSize(SUGGESTION_LIMITS.popularCategories)
  @Field(() => [SuggestedPage], { description: 'Only when nothing matched: the categories with the most products' })
  popularCategories: SuggestedPage[];
}
