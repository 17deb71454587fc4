import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  StoreBrandPageDocument,
  StoreCategoryPageDocument,
  StoreCollectionPageDocument,
  StoreDepartmentPageDocument,
  StoreParentItemPageDocument,
  StoreSubCategoryPageDocument,
} from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { QueryView } from '../../components/query-view';
import { Breadcrumbs, categoryCrumbs, crumbs, type Crumb } from '../../components/breadcrumbs/trail';
import { paths } from '../../config/paths';
import { lazyPart } from '../../lib/lazy-part';
import { useCommitted } from '../../lib/use-committed';
import { ListingView } from './listing-view';
import s from './listing.module.css';

/** The category page's heading: the slug with hyphens turned to spaces, title-cased (docs/architecture.md). */
export const titleFromSlug = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

interface Card {
  id: number;
  name: string;
  slug: string;
  fileName?: string | null;
}

function TreeCards({
  cards,
  area,
  href,
  level = 'h2',
}: {
  cards: Card[];
  area: string;
  href: (slug: string) => string;
  level?: 'h2' | 'h3';
}) {
  const Heading = level;
  if (!cards.length) return <p>No data Found</p>;
  return (
    <ul className={s.cards}>
      {cards.map((card, i) => (
        <li key={card.id}>
          <Link to={href(card.slug)} className={s.card}>
            <span className={s.cardImage}>
              {card.fileName && (
                <img src={paths.upload(area, card.fileName)} alt="" width={300} height={300} loading={i < 4 ? 'eager' : 'lazy'} />
              )}
            </span>
            <Heading>{card.name}</Heading>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The four states of a page's own query: error, loading, then the page (its title and description, its h1, its body). */
function PageOf<T>({
  result,
  page,
}: {
  result: { data?: T; error?: { message: string } };
  page: (data: T) => { title: string; description: string; body: ReactNode; head?: ReactNode; canonical?: string; trail: Crumb[] } | null;
}) {
  return (
    <QueryView
      data={result.data ? page(result.data) : null}
      // An error wins even over data; until then (or while the answer names no page) the page is on its way.
      loading={!result.error}
      failed={Boolean(result.error)}
      loadingView={
        <div className="page" aria-busy="true">
          <p>Loading...</p>
        </div>
      }
      failureView={
        <div className="page">
          <p className="error" role="alert">
            Error: {result.error?.message}
          </p>
        </div>
      }
    >
      {(shown) => (
        <div className={s.page}>
          <PageMeta title={shown.title} description={shown.description.slice(0, 155)} canonical={shown.canonical} />
          <Breadcrumbs trail={shown.trail} />
          {shown.head ?? <h1>{shown.title}</h1>}
          {shown.body}
        </div>
      )}
    </QueryView>
  );
}

const names = (rows: { name: string }[]) => rows.map((r) => r.name).join(', ');

/** /subcategory/{CategorySlug} and /department/{d}/{c}: the category's sub-category cards, then all its products (filters, sort, pages). */
export function CategoryPage({ slug }: { slug: string }) {
  return (
    <PageOf
      result={useQuery(StoreCategoryPageDocument, { variables: useCommitted({ slug }) })}
      page={({ categoryBySlug: c }) =>
        c && {
          title: titleFromSlug(c.slug),
          canonical: paths.categoryPage(c.slug),
          trail: categoryCrumbs(c),
          description: `Shop ${c.name} by sub-category: ${names(c.subCategories)}.`,
          body: (
            <>
              <TreeCards cards={c.subCategories} area="subcategory" href={(sub) => paths.subCategoryOf(c.slug, sub)} />
              <h2 className={s.sectionTitle}>All {c.name}</h2>
              <ListingView scope={{ categorySlug: c.slug }} heading={`${c.name} products`} />
            </>
          ),
        }
      }
    />
  );
}

/** The sub-category page: its title and its product listing. */
export function SubCategoryPage({ slug }: { slug: string }) {
  return (
    <PageOf
      result={useQuery(StoreSubCategoryPageDocument, { variables: useCommitted({ slug }) })}
      page={({ subCategoryBySlug: sub }) =>
        sub && {
          title: sub.name,
          canonical: paths.subCategoryPage(sub.slug),
          trail: [...categoryCrumbs(sub.category), { name: sub.name, href: paths.subCategoryPage(sub.slug) }],
          description: `${sub.name}${sub.category ? ` in ${sub.category.name}` : ''}: shop the range with UK delivery.`,
          body: <ListingView scope={{ subCategorySlug: sub.slug }} heading={`${sub.name} products`} />,
        }
      }
    />
  );
}

/** The parent item page (/subcategory/{sub}/{parentItem}): its products, the shades and sizes of one thing. */
export function ParentItemPage({ slug }: { slug: string }) {
  return (
    <PageOf
      result={useQuery(StoreParentItemPageDocument, { variables: useCommitted({ slug }) })}
      page={({ parentItemBySlug: parent }) =>
        parent && {
          title: parent.title,
          canonical: parent.subCategory ? paths.parentItem(parent.subCategory.slug, parent.slug) : undefined,
          trail: crumbs(
            ...categoryCrumbs(parent.subCategory?.category),
            parent.subCategory && { name: parent.subCategory.name, href: paths.subCategoryPage(parent.subCategory.slug) },
            { name: parent.title, href: parent.subCategory ? paths.parentItem(parent.subCategory.slug, parent.slug) : undefined },
          ),
          description: `${parent.title}${parent.subCategory ? ` in ${parent.subCategory.name}` : ''}: every shade and size.`,
          body: <ListingView scope={{ parentItemSlug: parent.slug }} heading={`${parent.title} products`} />,
        }
      }
    />
  );
}

/** /department/{d}: the department's category cards, then all its products (filters, sort, pages). */
export function DepartmentPage({ slug }: { slug: string }) {
  return (
    <PageOf
      result={useQuery(StoreDepartmentPageDocument, { variables: useCommitted({ slug }) })}
      page={({ departmentBySlug: d }) =>
        d && {
          title: d.name,
          trail: [{ name: d.name, href: paths.department(d.slug) }],
          description: `Shop ${d.name}: ${names(d.categories)}.`,
          body: (
            <>
              <TreeCards cards={d.categories} area="category" href={paths.categoryPage} />
              <h2 className={s.sectionTitle}>All {d.name}</h2>
              <ListingView scope={{ departmentSlug: d.slug }} heading={`${d.name} products`} />
            </>
          ),
        }
      }
    />
  );
}

const BRAND_GROUPS = ['brand'] as const;

/** The brand page (/{BrandName}/{BrandSlug}): its sub-categories, then its products, or 'No data Found'. */
export function BrandPage({ slug }: { slug: string }) {
  return (
    <PageOf
      result={useQuery(StoreBrandPageDocument, { variables: useCommitted({ slug }) })}
      page={({ brandBySlug: brand, brandSubCategories: subs }) =>
        brand && {
          title: brand.name,
          trail: [
            { name: 'Brands', href: paths.shopByBrand },
            { name: brand.name, href: paths.brand(brand.name, brand.slug) },
          ],
          description: `Shop ${brand.name} at Beauty Shop${subs.length ? `: ${names(subs)}` : ''}.`,
          head: (
            <div className={s.brandHead}>
              {brand.fileName && <img src={paths.upload('brand', brand.fileName)} alt="" width={80} height={80} />}
              <h1>{brand.name}</h1>
            </div>
          ),
          body: (
            <>
              <section aria-labelledby="brand-categories">
                <h2 id="brand-categories" className={s.sectionTitle}>
                  Shop {brand.name} by category
                </h2>
                <TreeCards cards={subs} area="subcategory" href={paths.brandSubCategory} level="h3" />
              </section>
              <h2 className={s.sectionTitle}>{brand.name} products</h2>
              <ListingView
                scope={{ brandSlug: brand.slug }}
                heading={`${brand.name} products`}
                empty={<p>No data Found</p>}
                hiddenGroups={BRAND_GROUPS}
              />
            </>
          ),
        }
      }
    />
  );
}

/** A collection's page (/collections/{slug}, /collection/{slug} and the Collections grid's /{name}/{slug}). */
export function CollectionPage({ slug }: { slug: string }) {
  return (
    <PageOf
      result={useQuery(StoreCollectionPageDocument, { variables: useCommitted({ slug }) })}
      page={({ storeCollection: c }) =>
        c && {
          title: c.name,
          trail: [{ name: c.name, href: paths.collection(c.slug) }],
          description: `${c.name}: our pick of beauty, hair and cosmetics, delivered across the UK.`,
          body: <ListingView scope={{ collectionSlug: c.slug }} heading={`${c.name} products`} />,
        }
      }
    />
  );
}

/** /products: every product of the shop, with the filter panel. */
export function ProductsPage() {
  return (
    <div className={s.page}>
      <PageMeta
        title="All products"
        description="Every product of the shop: make-up, skincare, hair and fragrance, with filters by brand, shade, price and free-from."
      />
      <Breadcrumbs trail={[{ name: 'All products', href: paths.products }]} />
      <h1>All products</h1>
      <ListingView scope={{}} heading="All products" />
    </div>
  );
}

/** /search?q=...: search results as a listing (filters, sort and pages); not indexed by search engines. */
/** What the results page says when nothing matched, with close names and popular categories: not in the listings' chunk. */
const NoSearchResults = lazyPart('src/components/search-suggestions/no-search-results.tsx', () =>
  import('../../components/search-suggestions/no-search-results').then((m) => m.NoSearchResults),
);

export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('q') ?? '').trim();
  return (
    <div className={s.page}>
      <PageMeta title={query ? `Search results for "${query}"` : 'Search'} description="Search the shop's products." index={false} />
      <Breadcrumbs trail={[{ name: 'Search' }]} />
      <h1>{query ? `Search results for "${query}"` : 'Search'}</h1>
      <form
        method="get"
        action={paths.searchResults()}
        role="search"
        className={s.searchForm}
        onSubmit={(e) => {
          e.preventDefault();
          void navigate(paths.searchResults(String(new FormData(e.currentTarget).get('q') ?? '').trim()));
        }}
      >
        <label htmlFor="search-page-q" className="visually-hidden">
          Search products
        </label>
        <input id="search-page-q" type="search" name="q" defaultValue={query} key={query} placeholder="Type to search" maxLength={200} />
        <button type="submit" className={s.button}>
          Search
        </button>
      </form>
      {query ? (
        <ListingView scope={{ query }} heading="Results" empty={<NoSearchResults query={query} />} />
      ) : (
        <p>Type a product, brand or shade to search the shop.</p>
      )}
    </div>
  );
}
