import { lazy, Suspense } from 'react';
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  StoreBrandPageDocument,
  StoreCategoryPageDocument,
  StoreCollectionPageDocument,
  StoreDepartmentPageDocument,
  StoreListingDocument,
  StoreParentItemPageDocument,
  StoreSubCategoryPageDocument,
  type ProductListingFilter,
} from '../../generated/graphql';
import { listingVariables } from './listing-url';
import { BrandPage, CategoryPage, CollectionPage, DepartmentPage, ParentItemPage, SubCategoryPage } from './listing-pages';
import { Breadcrumbs } from '../../components/breadcrumbs/trail';
import { AppliedFilters, FiltersPanel } from './listing-view';

/**
 * The listing routes' module: their loaders' work and their components, one lazy chunk. The route table
 * (listing-routes.tsx, in the entry every page downloads) keeps only thin loaders that import this chunk,
 * which the route's component needs anyway, so neither the loaders' code nor the filter panel and product
 * grid count towards the initial JavaScript; the server preloads this chunk on the pages that use it.
 */
export { ProductsPage, SearchPage } from './listing-pages';

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
async function primeListing(client: ApolloClient, request: Request, scope: ProductListingFilter): Promise<void> {
  await client
    .query({ query: StoreListingDocument, variables: listingVariables(scope, new URL(request.url).searchParams) })
    .catch(() => undefined);
}

type TreeKind = 'category' | 'subCategory' | 'parentItem';

/** The listing pages' lazy parts (the breadcrumbs, the filter panel and chips), fetched by the routes' loaders beside the data. */
export const preloadListingParts = () => Promise.all([Breadcrumbs.preload(), FiltersPanel.preload(), AppliedFilters.preload()]);

/**
 * The listing routes' loaders: each resolves its path's slugs to what the page shows, fills the cache with
 * the page's documents and the listing for the URL's filters, sort and page, or throws a 404.
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
    /** /department/{d}: the department's category cards and all its products. */
    department: async ({ params, request }: LoaderFunctionArgs): Promise<Resolved<'department'>> => {
      const found = await lookup(client.query({ query: StoreDepartmentPageDocument, variables: { slug: params.slug! } }));
      if (!found?.departmentBySlug) return notFound();
      await primeListing(client, request, { departmentSlug: found.departmentBySlug.slug });
      return { kind: 'department', slug: params.slug! };
    },
    collection: async ({ params, request }: LoaderFunctionArgs) => (await collectionLookup(client, request, params.slug!)) ?? notFound(),
    search: async ({ request }: LoaderFunctionArgs) => {
      const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
      if (query) await primeListing(client, request, { query });
      return null;
    },
    products: async ({ request }: LoaderFunctionArgs) => {
      await primeListing(client, request, {});
      return null;
    },
  };
}

export type ListingLoaderName = keyof ReturnType<typeof listingLoaders>;

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

/** /subcategory/..., /department/{d}/...: what the loader resolved the path to. */
export function TreeRoute() {
  const { kind, slug } = useLoaderData() as Resolved<TreeKind>;
  if (kind === 'category') return <CategoryPage slug={slug} />;
  if (kind === 'parentItem') return <ParentItemPage slug={slug} />;
  return <SubCategoryPage slug={slug} />;
}

export function DepartmentRoute() {
  const { slug } = useLoaderData() as Resolved<'department'>;
  return <DepartmentPage slug={slug} />;
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
