import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { Resolved } from './listing-loaders';
import { BrandPage, CategoryPage, CollectionPage, DepartmentPage, ParentItemPage, SubCategoryPage } from './listing-pages';

/**
 * The listing routes' components, one lazy chunk (the filter panel and the product grid are not in the
 * entry every page downloads; the server preloads this chunk on the pages that use it).
 */
export { ProductsPage, SearchPage } from './listing-pages';
export { brandLookup, collectionLookup, listingLoaders } from './listing-data';
export { lookup, notFound } from './listing-loaders';

/** /subcategory/..., /department/{d}/...: what the loader resolved the path to. */
export function TreeRoute() {
  const { kind, slug } = useLoaderData() as Resolved<'category' | 'subCategory' | 'parentItem'>;
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
  if (kind === 'footer') return <Suspense fallback={null}><FooterPage slug={slug} /></Suspense>;
  if (kind === 'collection') return <CollectionPage slug={slug} />;
  return <BrandPage slug={slug} />;
}
