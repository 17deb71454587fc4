import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreMegaMenuDocument, type StoreMegaMenuQuery } from '../../generated/graphql';
import { QueryView } from '../../components/query-view';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import s from './mega-menu.module.css';

export type MenuSubCategory = StoreMegaMenuQuery['navbarCategories'][number]['subCategories'][number];

/** One category's sub-categories with their parent items, loaded when first asked for (then from the cache). */
export function useSubCategories(categoryCode: string) {
  const { data, loading, error } = useQuery(StoreMegaMenuDocument, { variables: { categoryCode } });
  return { subCategories: data?.navbarCategories[0]?.subCategories, loading, error };
}

/** A sub-category's name linking to its page, then its parent items as links (the mega-menu column, the mobile list's entry). */
export function SubCategoryLinks({
  subCategory,
  onNavigate,
  tabIndex,
}: {
  subCategory: MenuSubCategory;
  onNavigate?: () => void;
  tabIndex?: number;
}) {
  return (
    <>
      <Link to={paths.subCategoryPage(subCategory.slug)} className={s.subCategory} onClick={onNavigate} tabIndex={tabIndex}>
        {subCategory.name}
      </Link>
      {subCategory.parentItems.length > 0 && (
        <ul className={s.parentItems}>
          {subCategory.parentItems.map((item) => (
            <li key={item.id}>
              <Link to={paths.parentItem(subCategory.slug, item.slug)} onClick={onNavigate} tabIndex={tabIndex}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A category's sub-categories, or their loading, error and empty states in the legacy shop's words where it has them. */
export function SubCategoriesView({
  answer: { subCategories, loading, error },
  children,
}: {
  answer: ReturnType<typeof useSubCategories>;
  children: (subCategories: MenuSubCategory[]) => ReactNode;
}) {
  return (
    <QueryView
      data={subCategories}
      loading={loading}
      failed={Boolean(error)}
      loadingView={
        <p className={s.state} role="status">
          Loading...
        </p>
      }
      failureView={
        <p className={`${s.state} error`} role="alert">
          {error?.message || messages.fetchCategories}
        </p>
      }
      isEmpty={(subs) => subs.length === 0}
      emptyView={<p className={s.state}>No sub-categories yet.</p>}
    >
      {children}
    </QueryView>
  );
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The mega-menu panel of one category: its sub-categories as columns of a CSS scroll-snap carousel
 * (3 per view, 2 below 1024 px, 1 below 768 px), each listing its parent items, with labelled previous
 * and next buttons while there is more to see. Mounted when the category is opened, so its query runs then.
 * A preview (not `engaged`) keeps its links out of the Tab order; each new `focusRequest` moves focus to its first link.
 */
export function MegaMenuPanel({
  id,
  category,
  onNavigate,
  engaged = true,
  focusRequest = 0,
}: {
  id: string;
  category: { code: string; name: string; slug: string };
  onNavigate: () => void;
  engaged?: boolean;
  focusRequest?: number;
}) {
  const answer = useSubCategories(category.code);
  const { subCategories } = answer;
  const track = useRef<HTMLUListElement>(null);
  const first = useRef<HTMLAnchorElement>(null);
  const tabIndex = engaged ? undefined : -1;

  useEffect(() => {
    if (focusRequest > 0) first.current?.focus();
  }, [focusRequest]);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, subCategories]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el || (direction > 0 ? edges.end : edges.start)) return;
    el.scrollBy({ left: direction * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  const scrolls = !(edges.start && edges.end);
  return (
    <div id={id} className={s.panel} data-testid="mega-menu">
      <div className={s.inner}>
        <div className={s.head}>
          <Link ref={first} to={paths.categoryPage(category.slug)} className={s.all} onClick={onNavigate} tabIndex={tabIndex}>
            All {category.name}
          </Link>
          {scrolls && (
            <div className={s.controls}>
              <button
                type="button"
                className={s.control}
                aria-label={`Previous ${category.name} sub-categories`}
                aria-disabled={edges.start || undefined}
                onClick={() => page(-1)}
                tabIndex={tabIndex}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className={s.control}
                aria-label={`Next ${category.name} sub-categories`}
                aria-disabled={edges.end || undefined}
                onClick={() => page(1)}
                tabIndex={tabIndex}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </div>
        <SubCategoriesView answer={answer}>
          {(subs) => (
            <ul className={s.track} ref={track} aria-label={`${category.name} sub-categories`}>
              {subs.map((sub) => (
                <li key={sub.id} className={s.column}>
                  <SubCategoryLinks subCategory={sub} onNavigate={onNavigate} tabIndex={tabIndex} />
                </li>
              ))}
            </ul>
          )}
        </SubCategoriesView>
      </div>
    </div>
  );
}
