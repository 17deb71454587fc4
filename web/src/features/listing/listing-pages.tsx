import { useQuery } from '@apollo/client/react';
import { Form, Link, useSearchParams } from 'react-router-dom';
import {
  StoreBrandPageDocument, StoreCategoryPageDocument, StoreCollectionPageDocument, StoreDepartmentPageDocument,
  StoreParentItemPageDocument, StoreSubCategoryPageDocument,
} from '../../generated/graphql';
import { PageMeta } from '../../app/page-meta';
import { paths } from '../../config/paths';
import { ListingView } from './listing-view';
import s from './listing.module.css';

/** The category page's heading: the slug with hyphens turned to spaces, title-cased (spec). */
export const titleFromSlug = (slug: string) => slug.split('-').filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

function Loading() {
  return <div className="page" aria-busy="true"><p>Loading...</p></div>;
}

function Failed({ message }: { message: string }) {
  return <div className="page"><p className="error" role="alert">Error: {message}</p></div>;
}

interface Card { id: number; name: string; slug: string; fileName?: string | null }

function TreeCards({ cards, area, href, level = 'h2' }: { cards: Card[]; area: string; href: (slug: string) => string; level?: 'h2' | 'h3' }) {
  const Heading = level;
  return (
    <ul className={s.cards}>
      {cards.map((card, i) => (
        <li key={card.id}>
          <Link to={href(card.slug)} className={s.card}>
            <span className={s.cardImage}>
              {card.fileName && <img src={paths.upload(area, card.fileName)} alt="" width={300} height={300} loading={i < 4 ? 'eager' : 'lazy'} />}
            </span>
            <Heading>{card.name}</Heading>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /subcategory/{CategorySlug} and /department/{d}/{c}: the category's sub-category cards. */
export function CategoryPage({ slug }: { slug: string }) {
  const { data, error } = useQuery(StoreCategoryPageDocument, { variables: { slug } });
  if (error) return <Failed message={error.message} />;
  const category = data?.categoryBySlug;
  if (!category) return <Loading />;
  const heading = titleFromSlug(category.slug);
  return (
    <div className={s.page}>
      <PageMeta title={heading} description={`Shop ${category.name} by sub-category: ${category.subCategories.map((c) => c.name).join(', ')}.`.slice(0, 155)} />
      <h1>{heading}</h1>
      {category.subCategories.length
        ? <TreeCards cards={category.subCategories} area="subcategory" href={(sub) => paths.subCategoryOf(category.slug, sub)} />
        : <p>No data Found</p>}
    </div>
  );
}

/** The sub-category page: its title and its product listing. */
export function SubCategoryPage({ slug }: { slug: string }) {
  const { data, error } = useQuery(StoreSubCategoryPageDocument, { variables: { slug } });
  if (error) return <Failed message={error.message} />;
  const sub = data?.subCategoryBySlug;
  if (!sub) return <Loading />;
  return (
    <div className={s.page}>
      <PageMeta title={sub.name} description={`${sub.name}${sub.category ? ` in ${sub.category.name}` : ''}: shop the range with UK delivery.`} />
      <h1>{sub.name}</h1>
      <ListingView scope={{ subCategorySlug: sub.slug }} heading={`${sub.name} products`} />
    </div>
  );
}

/** The parent item page (/subcategory/{sub}/{parentItem}): its products, the shades and sizes of one thing. */
export function ParentItemPage({ slug }: { slug: string }) {
  const { data, error } = useQuery(StoreParentItemPageDocument, { variables: { slug } });
  if (error) return <Failed message={error.message} />;
  const parent = data?.parentItemBySlug;
  if (!parent) return <Loading />;
  return (
    <div className={s.page}>
      <PageMeta title={parent.title} description={`${parent.title}${parent.subCategory ? ` in ${parent.subCategory.name}` : ''}: every shade and size.`} />
      <h1>{parent.title}</h1>
      <ListingView scope={{ parentItemSlug: parent.slug }} heading={`${parent.title} products`} />
    </div>
  );
}

/** /department/{d}: the department's categories. */
export function DepartmentPage({ slug }: { slug: string }) {
  const { data, error } = useQuery(StoreDepartmentPageDocument, { variables: { slug } });
  if (error) return <Failed message={error.message} />;
  const department = data?.departmentBySlug;
  if (!department) return <Loading />;
  return (
    <div className={s.page}>
      <PageMeta title={department.name} description={`Shop ${department.name}: ${department.categories.map((c) => c.name).join(', ')}.`.slice(0, 155)} />
      <h1>{department.name}</h1>
      {department.categories.length
        ? <TreeCards cards={department.categories} area="category" href={paths.categoryPage} />
        : <p>No data Found</p>}
    </div>
  );
}

const BRAND_GROUPS = ['brand'] as const;

/** The brand page (/{BrandName}/{BrandSlug}): its sub-categories (spec), then its products, or 'No data Found'. */
export function BrandPage({ slug }: { slug: string }) {
  const { data, error } = useQuery(StoreBrandPageDocument, { variables: { slug } });
  if (error) return <Failed message={error.message} />;
  const brand = data?.brandBySlug;
  if (!brand) return <Loading />;
  const subs = data.brandSubCategories;
  return (
    <div className={s.page}>
      <PageMeta title={brand.name} description={`Shop ${brand.name} at Beauty Shop${subs.length ? `: ${subs.map((c) => c.name).join(', ')}` : ''}.`.slice(0, 155)} />
      <div className={s.brandHead}>
        {brand.fileName && <img src={paths.upload('brand', brand.fileName)} alt="" width={80} height={80} />}
        <h1>{brand.name}</h1>
      </div>
      <section aria-labelledby="brand-categories">
        <h2 id="brand-categories" className={s.sectionTitle}>Shop {brand.name} by category</h2>
        {subs.length
          ? <TreeCards cards={subs} area="subcategory" href={paths.brandSubCategory} level="h3" />
          : <p>No data Found</p>}
      </section>
      <h2 className={s.sectionTitle}>{brand.name} products</h2>
      <ListingView scope={{ brandSlug: brand.slug }} heading={`${brand.name} products`} empty={<p>No data Found</p>} hiddenGroups={BRAND_GROUPS} />
    </div>
  );
}

/** A collection's page (/collections/{slug}, /collection/{slug} and the Collections grid's /{name}/{slug}). */
export function CollectionPage({ slug }: { slug: string }) {
  const { data, error } = useQuery(StoreCollectionPageDocument, { variables: { slug } });
  if (error) return <Failed message={error.message} />;
  const collection = data?.storeCollection;
  if (!collection) return <Loading />;
  return (
    <div className={s.page}>
      <PageMeta title={collection.name} description={`${collection.name}: our pick of beauty, hair and cosmetics, delivered across the UK.`} />
      <h1>{collection.name}</h1>
      <ListingView scope={{ collectionSlug: collection.slug }} heading={`${collection.name} products`} />
    </div>
  );
}

/** /products: every product of the shop, with the filter panel. */
export function ProductsPage() {
  return (
    <div className={s.page}>
      <PageMeta title="All products" description="Every product of the shop: make-up, skincare, hair and fragrance, with filters by brand, shade, price and free-from." />
      <h1>All products</h1>
      <ListingView scope={{}} heading="All products" />
    </div>
  );
}

/** /search?q=...: search results as a listing (filters, sort and pages); not indexed by search engines. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <div className={s.page}>
      <PageMeta title={query ? `Search results for "${query}"` : 'Search'} description="Search the shop's products." index={false} />
      <h1>{query ? `Search results for "${query}"` : 'Search'}</h1>
      <Form method="get" action={paths.searchResults()} role="search" className={s.searchForm}>
        <label htmlFor="search-page-q" className="visually-hidden">Search products</label>
        <input id="search-page-q" type="search" name="q" defaultValue={query} key={query} placeholder="Type to search" maxLength={200} />
        <button type="submit" className={s.button}>Search</button>
      </Form>
      {query
        ? <ListingView scope={{ query }} heading="Results" empty={<p>No Search Result Found !</p>} />
        : <p>Type a product, brand or shade to search the shop.</p>}
    </div>
  );
}
