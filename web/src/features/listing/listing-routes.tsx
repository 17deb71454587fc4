import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import {
  StoreBrandPageDocument, StoreCategoryPageDocument, StoreCollectionPageDocument, StoreDepartmentPageDocument,
  StoreParentItemPageDocument, StoreSubCategoryPageDocument,
} from '../../generated/graphql';
import { lookup, notFound, primeListing, type Resolved } from './listing-loaders';
import { ListingRouteError } from './listing-error';

type TreeKind = 'category' | 'subCategory' | 'parentItem';
type ChunkExport = 'TreeRoute' | 'DepartmentRoute' | 'CollectionRoute' | 'TwoSegmentView' | 'SearchPage' | 'ProductsPage';

/** The lazy chunk's source path: the server preloads its JS and links its CSS on the pages that match (Vite manifest key). */
const LISTING_CHUNK = 'src/features/listing/listing-chunk.tsx';

/** A route's component from the listing chunk, with the handle that makes the server preload it. */
export function listingView(name: ChunkExport): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: async () => ({ Component: (await import('./listing-chunk'))[name] }), handle: { module: LISTING_CHUNK } };
}

/** The listing routes (spec section 2 and ARCHITECTURE.md "/subcategory and /department paths"). */
export function listingRoutes(client: ApolloClient): RouteObject[] {
  const category = async (slug: string): Promise<Resolved<TreeKind> | null> => {
    const found = await lookup(client.query({ query: StoreCategoryPageDocument, variables: { slug } }));
    return found?.categoryBySlug ? { kind: 'category', slug } : null;
  };
  const subCategory = async (request: Request, slug: string): Promise<Resolved<TreeKind> | null> => {
    const found = await lookup(client.query({ query: StoreSubCategoryPageDocument, variables: { slug } }));
    if (!found?.subCategoryBySlug) return null;
    await primeListing(client, request, { subCategorySlug: found.subCategoryBySlug.slug });
    return { kind: 'subCategory', slug };
  };
  const parentItem = async (request: Request, slug: string): Promise<Resolved<TreeKind> | null> => {
    const found = await lookup(client.query({ query: StoreParentItemPageDocument, variables: { slug } }));
    if (!found?.parentItemBySlug) return null;
    await primeListing(client, request, { parentItemSlug: found.parentItemBySlug.slug });
    return { kind: 'parentItem', slug };
  };
  /** The first look-up that finds something, all asked at once. */
  const firstOf = async (...lookups: Promise<Resolved<TreeKind> | null>[]) => (await Promise.all(lookups)).find(Boolean) ?? notFound();
  const errorElement = <ListingRouteError />;

  return [
    // A category slug gives the category page (sub-category cards), else the sub-category page.
    { path: 'subcategory/:slug', ...listingView('TreeRoute'), errorElement, loader: ({ params, request }) => firstOf(category(params.slug!), subCategory(request, params.slug!)) },
    // Category + its sub-category → the sub-category page; sub-category + parent item → the parent item's listing.
    { path: 'subcategory/:first/:slug', ...listingView('TreeRoute'), errorElement, loader: ({ params, request }) => firstOf(subCategory(request, params.slug!), parentItem(request, params.slug!)) },
    {
      path: 'department/:slug', ...listingView('DepartmentRoute'), errorElement,
      loader: async ({ params }) => ((await lookup(client.query({ query: StoreDepartmentPageDocument, variables: { slug: params.slug! } })))?.departmentBySlug ? { kind: 'department', slug: params.slug! } : notFound()),
    },
    // Resolved by their last segment (so the brand page's literal /department/dep/cat/{slug} works).
    { path: 'department/:department/:slug', ...listingView('TreeRoute'), errorElement, loader: ({ params }) => firstOf(category(params.slug!)) },
    { path: 'department/:department/:category/:slug', ...listingView('TreeRoute'), errorElement, loader: ({ params, request }) => firstOf(subCategory(request, params.slug!)) },
    ...['collections/:slug', 'collection/:slug'].map((path): RouteObject => ({
      path, ...listingView('CollectionRoute'), errorElement,
      loader: async ({ params, request }) => (await collectionLookup(client, request, params.slug!)) ?? notFound(),
    })),
    {
      path: 'search', ...listingView('SearchPage'), errorElement,
      loader: async ({ request }) => {
        const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
        if (query) await primeListing(client, request, { query });
        return null;
      },
    },
    { path: 'products', ...listingView('ProductsPage'), errorElement, loader: async ({ request }) => { await primeListing(client, request, {}); return null; } },
  ];
}

/** The brand page's loader work, shared with the two-segment route: the brand, its sub-categories and its products. */
export async function brandLookup(client: ApolloClient, request: Request, slug: string): Promise<Resolved<'brand'> | null> {
  const found = await lookup(client.query({ query: StoreBrandPageDocument, variables: { slug } }));
  if (!found?.brandBySlug) return null;
  await primeListing(client, request, { brandSlug: found.brandBySlug.slug });
  return { kind: 'brand', slug };
}

/** A collection's loader work, shared with the two-segment route. */
export async function collectionLookup(client: ApolloClient, request: Request, slug: string): Promise<Resolved<'collection'> | null> {
  const found = await lookup(client.query({ query: StoreCollectionPageDocument, variables: { slug } }));
  if (!found?.storeCollection) return null;
  await primeListing(client, request, { collectionSlug: found.storeCollection.slug });
  return { kind: 'collection', slug };
}

