import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreCategoryPageDocument, StoreParentItemPageDocument, StoreSubCategoryPageDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { QueryView } from '../../components/query-view';
import { Breadcrumbs, categoryCrumbs, crumbs, type Crumb } from '../../components/breadcrumbs/trail';
import { paths } from '../../config/paths';
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

/** Cards of a page's sub-categories or categories, each a link with its picture. */
export function TreeCards({
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
export function PageOf<T>({
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

export const names = (rows: { name: string }[]) => rows.map((r) => r.name).join(', ');

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
