import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { ListingLoaderName } from './listing-chunk';
import { paths, patternOf } from '../../config/paths';
import { ListingRouteError } from './listing-error';

type ChunkExport = 'TreeRoute' | 'DepartmentRoute' | 'CollectionRoute' | 'TwoSegmentView' | 'SearchPage' | 'ProductsPage';

/** The lazy chunk's source path: the server preloads its JS and links its CSS on the pages that match (Vite manifest key). */
const LISTING_CHUNK = 'src/features/listing/listing-chunk.tsx';

/** The listing chunk: the pages, the filter panel, and the loaders' work (none of it in the entry every page downloads). */
export const listingChunk = () => import('./listing-chunk');

/** A route's component from the listing chunk, with the handle that makes the server preload it. */
export function listingView(name: ChunkExport): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: async () => ({ Component: (await listingChunk())[name] }), handle: { module: LISTING_CHUNK } };
}

/**
 * The listing routes (docs/architecture.md, "/subcategory and /department paths"). Each loader
 * imports the chunk (which the route's component needs anyway) and runs its work there.
 */
export function listingRoutes(client: ApolloClient): RouteObject[] {
  const load = (name: ListingLoaderName) => async (args: LoaderFunctionArgs) => {
    const chunk = await listingChunk();
    // The pages' lazy parts (the breadcrumbs) come beside the data, so a client-side navigation shows them with the page.
    const parts = chunk.preloadListingParts().catch(() => undefined);
    const found = await chunk.listingLoaders(client)[name](args);
    await parts;
    return found;
  };
  const errorElement = <ListingRouteError />;
  return [
    // A category slug gives the category page (sub-category cards), else the sub-category page.
    { path: paths.categoryPage.pattern, ...listingView('TreeRoute'), errorElement, loader: load('categoryOrSubCategory') },
    // Category + its sub-category → the sub-category page; sub-category + parent item → the parent item's listing.
    { path: paths.subCategoryOf.pattern, ...listingView('TreeRoute'), errorElement, loader: load('subCategoryOrParentItem') },
    { path: paths.department.pattern, ...listingView('DepartmentRoute'), errorElement, loader: load('department') },
    // Resolved by their last segment (so the brand page's literal /department/dep/cat/{slug} works).
    { path: paths.category.pattern, ...listingView('TreeRoute'), errorElement, loader: load('category') },
    { path: paths.subCategory.pattern, ...listingView('TreeRoute'), errorElement, loader: load('subCategory') },
    { path: paths.collection.pattern, ...listingView('CollectionRoute'), errorElement, loader: load('collection') },
    { path: 'collection/:slug', ...listingView('CollectionRoute'), errorElement, loader: load('collection') },
    { path: paths.searchResults.pattern, ...listingView('SearchPage'), errorElement, loader: load('search') },
    { path: patternOf(paths.products), ...listingView('ProductsPage'), errorElement, loader: load('products') },
  ];
}
