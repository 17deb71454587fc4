import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useCommitted } from '../../lib/use-committed';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { StoreListingDocument, type ProductListingFilter, type StoreListingQuery } from '../../generated/graphql';
import { ProductCard } from '../../components/product-card/product-card';
import { lazyPart } from '../../lib/lazy-part';
import { QueryView } from '../../components/query-view';
import { EveryShadeToggle } from './every-shade-toggle';
import { hasChoices, listingVariables, pageOf, PAGE_SIZE, SORTS, withoutChoices, withPage } from './listing-url';
import s from './listing.module.css';

/**
 * The filter panel (filters-panel.tsx): rendered by the server with its CSS, its code out of the listing's
 * initial JavaScript and hydrated once it has come (until then it is a plain GET form, and the chips are links).
 */
export const FiltersPanel = lazyPart('src/features/listing/filters-panel.tsx', () => import('./filters-panel').then((m) => m.FiltersPanel));

/** The chosen filters' chips (applied-filters.tsx): links that work before their code comes, so a lazy part too. */
export const AppliedFilters = lazyPart('src/features/listing/applied-filters.tsx', () =>
  import('./applied-filters').then((m) => m.AppliedFilters),
);

interface Props {
  /** The page's own scope: its category, sub-category, parent item, brand, collection or search text. */
  scope: ProductListingFilter;
  /** What an empty listing says when the shopper has chosen no filter (the brand page: the legacy 'No data Found'). */
  empty?: ReactNode;
  /** Heading of the products block (visually hidden when the page's h1 already says it). */
  heading?: string;
  /** Filter groups not to show (the brand page hides the brand list). */
  hiddenGroups?: readonly string[];
}

/** The pages around the current one that the pagination links (first, last, and two either side). */
function pageWindow(page: number, last: number): (number | null)[] {
  const pages = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [null, p] : [p]));
}

/**
 * A product listing with its filter panel, sort and pages, all from the URL's query and filtered by the
 * server. The route's loader has filled the cache with the same variables, so the server render holds
 * the products and the browser asks again only when the shopper changes something.
 */
export function ListingView(props: Props) {
  const [params] = useSearchParams();
  const { data, previousData, error, loading, refetch } = useQuery(StoreListingDocument, {
    variables: useCommitted(listingVariables(props.scope, params)),
  });
  const shown = data ?? previousData;
  return (
    <QueryView
      data={shown}
      // Until the first answer or an error, the products are on their way.
      loading={!error}
      failed={Boolean(error) && !shown}
      loadingView={
        <p className={s.state} aria-busy="true">
          Loading products...
        </p>
      }
      failureView={
        <div className={s.state} role="alert">
          <p className="error">Error: {error?.message}</p>
          <button type="button" className={s.button} onClick={() => void refetch()}>
            Retry
          </button>
        </div>
      }
    >
      {(answer) => <Listing {...props} answer={answer} loading={loading} />}
    </QueryView>
  );
}

/** The answered listing (the one shown while the next is on its way): filters, toolbar, products, pages and the filter drawer. */
function Listing({
  scope,
  empty,
  heading = 'Products',
  hiddenGroups,
  answer,
  loading,
}: Props & { answer: StoreListingQuery; loading: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const drawer = useRef<HTMLDialogElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const apply = (next: URLSearchParams) => {
    void navigate({ search: next.toString() ? `?${next}` : '' }, { replace: false, preventScrollReset: true });
  };
  const sortParam = params.get('sort') ?? '';
  const page = pageOf(params);
  const filtered = hasChoices(params);

  const openDrawer = () => {
    setDrawerOpen(true);
    drawer.current?.showModal();
  };
  const closeDrawer = () => {
    drawer.current?.close();
  };

  const skipToResults = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById('results')?.focus();
  };

  const { productListing: listing, filterOptions } = answer;
  const lastPage = Math.max(1, Math.ceil(listing.totalItems / PAGE_SIZE));
  const first = listing.totalItems ? (page - 1) * PAGE_SIZE + 1 : 0;
  const last = Math.min(page * PAGE_SIZE, listing.totalItems);

  return (
    <div className={s.layout}>
      <aside className={s.aside} aria-labelledby="filters-heading">
        {/* The panel holds dozens of choices: a keyboard need not pass them all to reach the products. */}
        <a href="#results" className={s.skipResults} onClick={skipToResults}>
          Skip to results
        </a>
        <h2 id="filters-heading" className={s.asideTitle}>
          Filters
        </h2>
        <FiltersPanel options={filterOptions} params={params} onApply={apply} hidden={hiddenGroups} />
      </aside>
      <section id="results" tabIndex={-1} className={s.results} aria-labelledby="results-heading" aria-busy={loading || undefined}>
        <h2 id="results-heading" className="visually-hidden">
          {heading}
        </h2>
        <div className={s.toolbar}>
          <p className={s.total} role="status">
            {listing.totalItems
              ? `Showing ${first}–${last} of ${listing.totalItems} ${listing.totalItems === 1 ? 'product' : 'products'}`
              : 'No products'}
          </p>
          {listing.shadeLed && <EveryShadeToggle params={params} onApply={apply} />}
          <button type="button" className={`${s.button} ${s.filtersButton}`} onClick={openDrawer} aria-haspopup="dialog">
            Filters{filtered ? ' (on)' : ''}
          </button>
          {/* A GET form, so the sort works without script too (its button shows only then). */}
          <form method="get" className={s.sortForm} onSubmit={(e) => e.preventDefault()}>
            {[...params.entries()]
              .filter(([name]) => name !== 'sort' && name !== 'page')
              .map(([name, value], i) => (
                <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
              ))}
            <label className={s.sort}>
              <span>Sort by</span>
              <select
                name="sort"
                value={sortParam}
                onChange={(e) => {
                  const next = new URLSearchParams(params);
                  if (e.target.value) next.set('sort', e.target.value);
                  else next.delete('sort');
                  next.delete('page');
                  apply(next);
                }}
              >
                {SORTS.map((option) => (
                  <option key={option.param} value={option.param}>
                    {option.param || !scope.query ? option.label : 'Best match'}
                  </option>
                ))}
              </select>
            </label>
            <noscript>
              <button type="submit" className={s.button}>
                Sort
              </button>
            </noscript>
          </form>
        </div>
        <AppliedFilters params={params} options={filterOptions} />
        {listing.items.length ? (
          <ul className={s.grid}>
            {listing.items.map((product, i) => (
              <li key={product.id}>
                <ProductCard product={product} eager={i < 4} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={s.state}>
            {filtered ? (
              <>
                <p>No products match these filters.</p>
                <Link to={withoutChoices(params)} className={s.button}>
                  Clear all filters
                </Link>
              </>
            ) : (
              (empty ?? <p>There are no products here yet. Try the search, or browse another category.</p>)
            )}
          </div>
        )}
        {lastPage > 1 && (
          <nav className={s.pages} aria-label="Pages">
            {page > 1 ? (
              <Link to={withPage(params, page - 1)} rel="prev">
                Previous
              </Link>
            ) : (
              <span aria-disabled="true">Previous</span>
            )}
            <ul>
              {pageWindow(page, lastPage).map((p, i) => (
                <li key={p ?? `gap-${i}`}>
                  {p === null ? (
                    <span aria-hidden="true">…</span>
                  ) : (
                    <Link to={withPage(params, p)} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
                      {p}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            {page < lastPage ? (
              <Link to={withPage(params, page + 1)} rel="next">
                Next
              </Link>
            ) : (
              <span aria-disabled="true">Next</span>
            )}
          </nav>
        )}
      </section>
      <dialog ref={drawer} className={s.drawer} aria-labelledby="drawer-heading" onClose={() => setDrawerOpen(false)}>
        <div className={s.drawerHead}>
          <h2 id="drawer-heading">Filters</h2>
          <button type="button" className={s.close} onClick={closeDrawer} aria-label="Close filters">
            ×
          </button>
        </div>
        {drawerOpen && (
          <>
            <div className={s.drawerBody}>
              {filtered && (
                <Link to={withoutChoices(params)} className={s.clear} preventScrollReset>
                  Clear all filters
                </Link>
              )}
              <FiltersPanel options={filterOptions} params={params} onApply={apply} idPrefix="drawer" hidden={hiddenGroups} />
            </div>
            <button type="button" className={`${s.button} ${s.show}`} onClick={closeDrawer}>
              Show {listing.totalItems} {listing.totalItems === 1 ? 'product' : 'products'}
            </button>
          </>
        )}
      </dialog>
    </div>
  );
}
