import { useId, type ReactNode } from 'react';
import { PageMeta } from '../../../lib/page-meta';
import { ListSearch, ListView, PageSize, Pager, type useTypedSearch } from './list-parts';
import s from '../admin.module.css';
import k from './list-screen.module.css';

/** What the frame uses of `useListPage`'s result. */
interface FramedList<T> {
  state: { page: number; size: number };
  go: (next: { page: number; size?: number }) => void;
  search: ReturnType<typeof useTypedSearch>;
  query: { loading: boolean };
  result: T | null;
  failure: string;
  pages: number;
  retry: () => void;
}

/**
 * A back-office list screen's frame around `useListPage`'s result (docs/design.md): the panel titled by
 * its h1, the head with the screen's `actions`, then `intro` (tabs, a note, a filter panel of its own), the
 * toolbar (the search box, the screen's `filters`, 'Rows per page'), `notice` (what a save said), the
 * list's states (loading, failure with Retry, `empty`, or the rows `children` draws), `footnote`, the
 * pager and the screen's dialogs (`after`). A new search, filter or page size starts at page 1.
 */
export function ListScreen<T extends { items: readonly unknown[] }>({
  title,
  list,
  actions,
  intro,
  search,
  filters,
  sizes,
  notice,
  empty,
  retry = true,
  children,
  footnote,
  pagerLabel,
  after,
}: {
  title: string;
  list: FramedList<T>;
  actions?: ReactNode;
  intro?: ReactNode;
  /** The search box's label and placeholder (the label is for screen readers); none: no box. */
  search?: { label: string; placeholder: string };
  filters?: ReactNode;
  /** The page sizes offered (the kit's 5 / 10 / 50 unless said); false: no choice in the toolbar. */
  sizes?: readonly number[] | false;
  notice?: ReactNode;
  empty: ReactNode;
  /** Retry beside a failed fetch (on unless false). */
  retry?: boolean;
  children: (result: T) => ReactNode;
  footnote?: ReactNode;
  pagerLabel?: string;
  after?: ReactNode;
}) {
  const titleId = useId();
  const { state, go } = list;
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <PageMeta title={`${title} · Dashboard`} index={false} />
      <div className={s.listHead}>
        <h1 id={titleId}>{title}</h1>
        {actions}
      </div>
      {intro}
      {(search || filters || sizes !== false) && (
        <div className={s.toolbar}>
          {search && <ListSearch label={search.label} placeholder={search.placeholder} search={list.search} />}
          {filters}
          {sizes !== false && (
            <span className={k.size}>
              <PageSize size={state.size} sizes={sizes} onSize={(size) => go({ size, page: 1 })} />
            </span>
          )}
        </div>
      )}
      {notice}
      <ListView
        result={list.result}
        loading={list.query.loading}
        failure={list.failure}
        onRetry={retry ? list.retry : undefined}
        empty={empty}
      >
        {children}
      </ListView>
      {footnote}
      <Pager page={state.page} pages={list.pages} onPage={(page) => go({ page })} label={pagerLabel} />
      {after}
    </section>
  );
}
