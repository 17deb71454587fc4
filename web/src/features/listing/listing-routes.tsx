import type { ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { paths, patternOf } from '../../config/paths';
import { ListingRouteError } from './listing-error';

/**
 * The listings' lazy chunks, by file name: the shared one (the grid, the filter panel, the category and
 * sub-category pages) and one for each other kind of page, which imports the shared one. The server preloads
 * `src/features/listing/{name}.tsx` (a Vite manifest key) and its imports on the pages that match.
 */
export const listingChunks = {
  'listing-chunk': () => import('./listing-chunk'),
  'department-chunk': () => import('./department-chunk'),
  'brand-collection-chunk': () => import('./brand-collection-chunk'),
  'search-chunk': () => import('./search-chunk'),
};

type Chunks = typeof listingChunks;
type ChunkName = keyof Chunks;
type ChunkModule<C extends ChunkName> = Awaited<ReturnType<Chunks[C]>>;
type LoaderName<C extends ChunkName> = keyof ReturnType<ChunkModule<C>['listingLoaders']>;
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** A route's component from a listing chunk, with the handle that makes the server preload it. */
export function listingView<C extends ChunkName>(chunk: C, view: keyof ChunkModule<C> & string): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => ({ Component: ((await listingChunks[chunk]()) as ChunkModule<C>)[view] as ComponentType }),
    handle: { module: `src/features/listing/${chunk}.tsx` },
  };
}

/**
 * The listing routes (docs/architecture.md, "/subcategory and /department paths"). Each loader
 * imports its route's chunk (which the route's component needs anyway) and runs its work there.
 */
export function listingRoutes(client: ApolloClient): RouteObject[] {
  const load =
    <C extends ChunkName>(chunk: C, name: LoaderName<C>) =>
    async (args: LoaderFunctionArgs) => {
      const module = (await listingChunks[chunk]()) as ChunkModule<C>;
      // The pages' lazy parts (the breadcrumbs) come beside the data, so a client-side navigation shows them with the page.
      const parts = module.preloadListingParts().catch(() => undefined);
      const found = await (module.listingLoaders(client) as Record<LoaderName<C>, Loader>)[name](args);
      await parts;
      return found;
    };
  const errorElement = <ListingRouteError />;
  const route = <C extends ChunkName>(path: string, chunk: C, view: keyof ChunkModule<C> & string, loader: LoaderName<C>): RouteObject => ({
    path,
    ...listingView(chunk, view),
    errorElement,
    loader: load(chunk, loader),
  });
  return [
    // A category slug gives the category page (sub-category cards), else the sub-category page.
    route(paths.categoryPage.pattern, 'listing-chunk', 'TreeRoute', 'categoryOrSubCategory'),
    // Category + its sub-category → the sub-category page; sub-category + parent item → the parent item's listing.
    route(paths.subCategoryOf.pattern, 'listing-chunk', 'TreeRoute', 'subCategoryOrParentItem'),
    route(paths.department.pattern, 'department-chunk', 'DepartmentRoute', 'department'),
    // Resolved by their last segment (so the brand page's literal /department/dep/cat/{slug} works).
    route(paths.category.pattern, 'listing-chunk', 'TreeRoute', 'category'),
    route(paths.subCategory.pattern, 'listing-chunk', 'TreeRoute', 'subCategory'),
    route(paths.collection.pattern, 'brand-collection-chunk', 'CollectionRoute', 'collection'),
    route('collection/:slug', 'brand-collection-chunk', 'CollectionRoute', 'collection'),
    route(paths.searchResults.pattern, 'search-chunk', 'SearchPage', 'search'),
    route(patternOf(paths.products), 'search-chunk', 'ProductsPage', 'products'),
  ];
}
