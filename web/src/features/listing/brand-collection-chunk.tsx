import { lazy, Suspense } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { StoreBrandPageDocument, StoreCollectionPageDocument } from '../../generated/graphql';
import { lookup, notFound, primeListing, type Resolved } from './listing-chunk';
import { BrandPage, CollectionPage } from './brand-collection-pages';

/**
 * The brand and collection pages' lazy chunk, with the two-segment paths' page (web/src/app/two-segment-page.tsx):
 * their look-ups, documents and pages. It imports the listings' shared chunk (listing-chunk.tsx), which the
 * server preloads with it, so these pages cost one more request than a sub-category page, sent at the same time.
 */
export { lookup, notFound, preloadListingParts } from './listing-chunk';

/** The brand page's data (shared with the two-segment route): the brand, its sub-categories and its products. */
export async function brandLookup(client: ApolloClient, request: Request, slug: string): Promise<Resolved<'brand'> | null> {
  const found = await lookup(client.query({ query: StoreBrandPageDocument, variables: { slug } }));
  if (!found?.brandBySlug) return null;
  await primeListing(client, request, { brandSlug: found.brandBySlug.slug });
  return { kind: 'brand', slug };
}

/** A collection page's data (shared with the two-segment route). */
export async function collectionLookup(client: ApolloClient, request: Request, slug: string): Promise<Resolved<'collection'> | null> {
  const found = await lookup(client.query({ query: StoreCollectionPageDocument, variables: { slug } }));
  if (!found?.storeCollection) return null;
  await primeListing(client, request, { collectionSlug: found.storeCollection.slug });
  return { kind: 'collection', slug };
}

export function listingLoaders(client: ApolloClient) {
  return {
    collection: async ({ params, request }: LoaderFunctionArgs) => (await collectionLookup(client, request, params.slug!)) ?? notFound(),
  };
}

export function CollectionRoute() {
  const { slug } = useLoaderData() as Resolved<'collection'>;
  return <CollectionPage slug={slug} />;
}

/** Footer pages are the rarer answer of the two-segment paths: their code stays out of every listing's download. */
const FooterPage = lazy(() => import('../content/footer-page').then((m) => ({ default: m.FooterPage })));

/** The two-segment dispatcher's page (web/src/app/two-segment-page.tsx): a footer page, a collection or a brand. */
export function TwoSegmentView() {
  const { kind, slug } = useLoaderData() as Resolved<'footer' | 'collection' | 'brand'>;
  if (kind === 'footer')
    return (
      <Suspense fallback={null}>
        <FooterPage slug={slug} />
      </Suspense>
    );
  if (kind === 'collection') return <CollectionPage slug={slug} />;
  return <BrandPage slug={slug} />;
}
