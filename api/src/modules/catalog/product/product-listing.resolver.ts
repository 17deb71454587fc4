import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../context';
import { Access } from '../../../common/access';
import { ProductListingPage } from '../store/listing.types';
import type { ListingPage } from './product-listing.service';

/** The storefront listing's own question besides its page, asked only by those who show the "Show every shade" choice. */
@Resolver(() => ProductListingPage)
export class ProductListingResolver {
  @Access('public')
  @FieldResolver(() => Boolean, {
    description:
      "Whether the listing is shade-led (make-up, hair colour): more than half of its place's products (tree, brand, collection, search text, before the other filters) have a shade or a colour; never for one family's own listing (parentItemSlug)",
  })
  shadeLed(@Root() page: ListingPage, @Ctx() ctx: Context): boolean | Promise<boolean> {
    return page.shadeLed ?? ctx.services.productListing.shadeLed(page.scope);
  }
}
