import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import { Cost } from '../../../common/cost';
import type { Context } from '../../../context';
import { PageInput, ProductListing } from '../store/listing.types';
import { SearchSuggestions } from './search-suggestions.types';

/** A search walks the branch's whole index (with typos forgiven), so it costs as much as a page of 1,000 values. */
const SEARCH_COST = 1_000;

@Resolver()
export class SearchResolver {
  @Query(() => ProductListing, {
    description:
      'Product search over name, brand, code, shade, description and ingredients; best matches first; blank text gives an empty list',
  })
  @Access('public')
  @Cost(SEARCH_COST)
  search(@Ctx() ctx: Context, @Arg('query') query: string, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput | null) {
    return ctx.services.productSearch.search(ctx.branchCode, query, page ?? {});
  }

  @Query(() => SearchSuggestions, {
    description:
      'What the search box suggests as the shopper types (at most 100 characters): up to 4 categories and sub-categories, 3 brands and 6 products; when nothing matches, close names and popular categories. Blank text gives empty groups',
  })
  @Access('public')
  @Cost(SEARCH_COST)
  searchSuggestions(@Ctx() ctx: Context, @Arg('text') text: string) {
    return ctx.services.searchSuggestions.suggest(ctx.branchCode, text);
  }
}
