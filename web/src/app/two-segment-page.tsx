import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { ListingRouteError } from '../features/listing/listing-error';
import type { Resolved } from '../features/listing/listing-chunk';
import { listingChunks, listingView } from '../features/listing/listing-routes';

type Kind = 'footer' | 'collection' | 'brand';

/**
 * The two-segment storefront paths (/{FooterSubtitle}/{FooterSubtitleSlug}, /{collectionListName}/{collectionListSlug},
 * /{BrandName}/{BrandSlug}) share one shape (docs/architecture.md): the fixed paths, declared as routes of their own, win;
 * otherwise the slug is a footer page, a collection or a brand, in that order (asked at once); nothing is a 404
 * (the error element shows the 404 page and the server answers HTTP 404). The first segment is a label only.
 * The page (FooterPage, CollectionPage or BrandPage) and the look-ups come from the brand and collection chunk.
 */
export function twoSegmentRoute(client: ApolloClient): RouteObject {
  return {
    path: ':first/:slug',
    ...listingView('brand-collection-chunk', 'TwoSegmentView'),
    errorElement: <ListingRouteError />,
    loader: async ({ params, request }): Promise<Resolved<Kind>> => {
      // The footer page's module (a small chunk) gives its look-up, so its document is not in the entry.
      const [{ lookup, collectionLookup, brandLookup, notFound }, { findFooterPage }] = await Promise.all([
        listingChunks['brand-collection-chunk'](),
        import('../features/content/footer-page'),
      ]);
      const slug = params.slug!;
      const [footer, collection, brand] = await Promise.all([
        lookup(findFooterPage(client, slug)),
        collectionLookup(client, request, slug),
        brandLookup(client, request, slug),
      ]);
      if (footer?.footerPage) return { kind: 'footer', slug };
      return collection ?? brand ?? notFound();
    },
  };
}
