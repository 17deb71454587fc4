import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  StoreBrandPageDocument, StoreCategoryPageDocument, StoreCollectionPageDocument, StoreDepartmentPageDocument,
  StoreParentItemPageDocument, StoreSubCategoryPageDocument,
} from '../../generated/graphql';
import { lookup, notFound, primeListing, type Resolved } from './listing-loaders';

type TreeKind = 'category' | 'subCategory' | 'parentItem';

/**
 * The listing routes' loader work, in the listing chunk with the pages (the route table keeps only a thin
 * loader that imports it): each resolves its path's slugs to what the page shows, fills the cache with the
 * page's documents and the listing for the URL's filters, sort and page, or throws a 404.
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
  const firstOf = async <T extends object>(...lookups: Promise<T | null>[]): Promise<T> => (await Promise.all(lookups)).find((r) => r !== null) ?? notFound();

  return {
    /** /subcategory/{x}: a category slug gives the category page (sub-category cards), else the sub-category page. */
    categoryOrSubCategory: ({ params, request }: LoaderFunctionArgs) => firstOf(category(request, params.slug!), subCategory(request, params.slug!)),
    /** /subcategory/{a}/{b}: category a + its sub-category b → the sub-category page; sub-category a + parent item b → the parent item's listing. */
    subCategoryOrParentItem: ({ params, request }: LoaderFunctionArgs) => firstOf(subCategory(request, params.slug!), parentItem(request, params.slug!)),
    category: ({ params, request }: LoaderFunctionArgs) => firstOf(category(request, params.slug!)),
    subCategory: ({ params, request }: LoaderFunctionArgs) => firstOf(subCategory(request, params.slug!)),
    department: async ({ params }: LoaderFunctionArgs): Promise<Resolved<'department'>> => {
      const found = await lookup(client.query({ query: StoreDepartmentPageDocument, variables: { slug: params.slug! } }));
      return found?.departmentBySlug ? { kind: 'department', slug: params.slug! } : notFound();
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
