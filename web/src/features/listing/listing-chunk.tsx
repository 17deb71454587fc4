import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  StoreCategoryPageDocument,
  StoreListingDocument,
  StoreParentItemPageDocument,
  StoreSubCategoryPageDocument,
  type ProductListingFilter,
} from '../../generated/graphql';
import { listingVariables } from './listing-url';
import { CategoryPage, ParentItemPage, SubCategoryPage } from './listing-pages';
import { Breadcrumbs } from '../../components/breadcrumbs/trail';
import { AppliedFilters, FiltersPanel } from './listing-view';

/**
 * The listings' shared lazy chunk: the product grid, filter panel and page frame every listing uses, with
 * the category, sub-category and parent item pages (the commonest listings) and their loaders' work. The
 * department, brand and collection, and search pages are small chunks of their own that import this one
 * (department-chunk.tsx, brand-collection-chunk.tsx, search-chunk.tsx), so a sub-category's download
 * carries none of their code or documents. The route table (listing-routes.tsx, in the entry every page
 * downloads) keeps only thin loaders that import a chunk; the server preloads it on the pages that use it.
 */

/** What a listing route's loader found for its path (the component reads the data from the cache). */
export interface Resolved<K extends string = string> {
  kind: K;
  slug: string;
}

/** An unknown slug: the route's error element shows the 404 page and the server answers HTTP 404. */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

/** A look-up's data, or null when the server says there is no such thing (any other failure is thrown). */
export async function lookup<T>(query: Promise<{ data?: T | undefined }>): Promise<T | null> {
  try {
    return (await query).data ?? null;
  } catch (error) {
    const missing =
      CombinedGraphQLErrors.is(error) &&
      error.errors.every((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT');
    if (missing) return null;
    throw error;
  }
}

/**
 * Fills the cache with a listing's page and filter lists for the request's URL (filters, sort, page).
 * A failure does not fail the page: the listing shows its error state with a Retry.
 */
export async function primeListing(client: ApolloClient, request: Request, scope: ProductListingFilter): Promise<void> {
  await client
    .query({ query: StoreListingDocument, variables: listingVariables(scope, new URL(request.url).searchParams) })
    .catch(() => undefined);
}

type TreeKind = 'category' | 'subCategory' | 'parentItem';

/** The listing pages' lazy parts (the breadcrumbs, the filter panel and chips), fetched by the routes' loaders beside the data. */
export const preloadListingParts = () => Promise.all([Breadcrumbs.preload(), FiltersPanel.preload(), AppliedFilters.preload()]);

/**
 * The category, sub-category and parent item routes' loaders: each resolves its path's slugs to what the page
 * shows, fills the cache with the page's document and the listing for the URL's filters, sort and page, or
 * throws a 404.
 */
export function listingLoaders(client: ApolloClient) {
  const category = async (request: Request, slug: string): Promise<Resolved<TreeKind> | null> => {
    const found = await lookup(client.query({ query: StoreCategoryPageDocument, variables: { slug } }));
    if (!found?.categoryBySlug) return null;
    await primeListing(client, request, { categorySlug: found.categoryBySlug.slug });
    return { kind: 'category', slug };
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
  /** The first look-up, in the order given, that finds something (all asked at once). */
  const firstOf = async <T extends object>(...lookups: Promise<T | null>[]): Promise<T> =>
    (await Promise.all(lookups)).find((r) => r !== null) ?? notFound();

  return {
    /** /subcategory/{x}: a category slug gives the category page (sub-category cards), else the sub-category page. */
    categoryOrSubCategory: ({ params, request }: LoaderFunctionArgs) =>
      firstOf(category(request, params.slug!), subCategory(request, params.slug!)),
    /** /subcategory/{a}/{b}: category a + its sub-category b → the sub-category page; sub-category a + parent item b → the parent item's listing. */
    subCategoryOrParentItem: ({ params, request }: LoaderFunctionArgs) =>
      firstOf(subCategory(request, params.slug!), parentItem(request, params.slug!)),
    category: ({ params, request }: LoaderFunctionArgs) => firstOf(category(request, params.slug!)),
    subCategory: ({ params, request }: LoaderFunctionArgs) => firstOf(subCategory(request, params.slug!)),
  };
}

/** /subcategory/..., /department/{d}/...: what the loader resolved the path to. */
export function TreeRoute() {
  const { kind, slug } = useLoaderData() as Resolved<TreeKind>;
  if (kind === 'category') return <CategoryPage slug={slug} />;
  if (kind === 'parentItem') return <ParentItemPage slug={slug} />;
  return <SubCategoryPage slug={slug} />;
}
