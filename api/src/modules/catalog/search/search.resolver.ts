import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import { Cost } from '../../../common/cost';

/** A search walks the branch's whole index (with typos forgiven), so it costs as much as a page of 1,000 values. */
const SEARCH_COST = 1_000;
import type { Context } from '../../../context';
import { PageInput, ProductListing } from '../store/listing.types';

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
}
