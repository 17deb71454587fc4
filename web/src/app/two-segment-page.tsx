import type { ApolloClient } from '@apollo/client';
import { useLoaderData, type RouteObject } from 'react-router-dom';
import { StoreFooterPageDocument } from '../generated/graphql';
import { FooterPage } from '../features/content/footer-page';
import { lookup, notFound, type Resolved } from '../features/listing/listing-loaders';
import { BrandPage, brandLookup, CollectionPage, collectionLookup, ListingRouteError } from '../features/listing/listing-routes';

type Kind = 'footer' | 'collection' | 'brand';

function TwoSegmentPage() {
  const { kind, slug } = useLoaderData() as Resolved<Kind>;
  if (kind === 'footer') return <FooterPage slug={slug} />;
  if (kind === 'collection') return <CollectionPage slug={slug} />;
  return <BrandPage slug={slug} />;
}

/**
 * The two-segment storefront paths (/{FooterSubtitle}/{FooterSubtitleSlug}, /{collectionListName}/{collectionListSlug},
 * /{BrandName}/{BrandSlug}) share one shape (ARCHITECTURE.md): the fixed paths, declared as routes of their own, win;
 * otherwise the slug is a footer page, a collection or a brand, in that order (asked at once); nothing is a 404.
 * The first segment is a label only.
 */
export function twoSegmentRoute(client: ApolloClient): RouteObject {
  return {
    path: ':first/:slug',
    element: <TwoSegmentPage />,
    errorElement: <ListingRouteError />,
    loader: async ({ params, request }): Promise<Resolved<Kind>> => {
      const slug = params.slug!;
      const [footer, collection, brand] = await Promise.all([
        lookup(client.query({ query: StoreFooterPageDocument, variables: { slug } })),
        collectionLookup(client, request, slug),
        brandLookup(client, request, slug),
      ]);
      if (footer?.footerPage) return { kind: 'footer', slug };
      return collection ?? brand ?? notFound();
    },
  };
}
