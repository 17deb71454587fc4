import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { QueryView } from '../../../components/query-view';
import { PAGE_SIZES, type ListState } from './list-url';
import s from '../admin.module.css';
import k from './list-screen.module.css';

/** How long a search box waits after the last key before asking the server (as the generic list page). */
export const SEARCH_DELAY_MS = 300;

/**
 * A search box's text: follows `current` (the URL, back / forward) and calls `apply` with the trimmed text
 * once typing pauses; `now()` applies at once (Enter).
 */
export function useTypedSearch(current: string, apply: (text: string) => void) {
  const [typed, setTyped] = useState(current);
  /** The text last applied, until the URL shows it: that change must not undo what was typed since. */
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const own = applied.current !== null && applied.current === current;
    applied.current = null;
    // The box follows the URL when something else changed it (back, forward, a link); when the URL catches up
    // with a search applied mid-typing, the characters typed since stay.
    if (!own) setTyped(current);
  }, [current]);
  const applyTyped = useEffectEvent((text: string) => {
    applied.current = text;
    apply(text);
  });
  useEffect(() => {
    if (typed.trim() === current) return;
    const timer = setTimeout(() => applyTyped(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, current]);
  return {
    typed,
    setTyped,
    now: () => {
      if (typed.trim() !== current) apply(typed.trim());
    },
  };
}

/** Prev / Next with 'Page X of Y' (docs/design.md). */
export function Pager({
  page,
  pages,
  onPage,
  label = 'Pages',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const current = Math.min(page, pages);
  return (
    <nav className={s.pager} aria-label={label}>
      <button type="button" className={s.secondary} disabled={current <= 1} onClick={() => onPage(current - 1)}>
        Prev
      </button>
      <span aria-live="polite">
        Page {current} of {pages}
      </span>
      <button type="button" className={s.secondary} disabled={current >= pages} onClick={() => onPage(current + 1)}>
        Next
      </button>
    </nav>
  );
}

/** A spinner and its words, for a wait in place. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={s.loading} role="status">
      <span className={s.spinner} aria-hidden="true" />
      {label}
    </div>
  );
}

/** A failed fetch: its text in red, and Retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={s.loadError} role="alert">
      <span className="error">{message}</span>
      <button type="button" className={`${s.secondary} ${s.retry}`} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** The list's search box, labelled for screen readers; it asks the server once typing pauses, or at Enter. */
export function ListSearch({
  label,
  placeholder,
  search,
  className = s.search,
}: {
  label: string;
  placeholder: string;
  search: ReturnType<typeof useTypedSearch>;
  className?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={`${s.input} ${className}`}
        placeholder={placeholder}
        value={search.typed}
        onChange={(e) => search.setTyped(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && search.now()}
      />
    </>
  );
}

/** 'Rows per page' (or `label`) and its choices. */
export function PageSize({
  size,
  onSize,
  sizes = PAGE_SIZES,
  label = 'Rows per page',
  labelClassName = s.sizeLabel,
}: {
  size: number;
  onSize: (size: number) => void;
  sizes?: readonly number[];
  label?: string;
  labelClassName?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName || undefined}>
        {label}
      </label>
      <select id={id} className={s.input} value={size} onChange={(e) => onSize(Number(e.target.value))}>
        {sizes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A list filter's select: the empty choice (`all`: 'All roles', 'Any') and the choices. Its label shows
 * beside it, or only to screen readers (`hideLabel`) where the empty choice says what it filters.
 */
export function ChoiceFilter({
  label,
  all,
  value,
  choices,
  onChoose,
  hideLabel,
  disabled,
}: {
  label: string;
  all: string;
  value: string | number | null;
  choices: readonly { value: string | number; label: string }[];
  onChoose: (value: string) => void;
  hideLabel?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const select = (
    <select
      id={id}
      className={hideLabel ? `${s.input} ${k.choice}` : s.input}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChoose(e.target.value)}
    >
      <option value="">{all}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
  if (hideLabel)
    return (
      <>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        {select}
      </>
    );
  return (
    <span className={s.filter}>
      <label htmlFor={id} className={s.filterLabel}>
        {label}
      </label>
      {select}
    </span>
  );
}

/** Tabs over a list (a status, read or unread): links, the current one marked, each with its count once known. */
export function ListTabs<V extends string>({
  label,
  tabs,
  current,
  to,
  counts = {},
}: {
  label: string;
  tabs: readonly { value: V; label: string }[];
  current: V;
  to: (value: V) => To;
  counts?: Partial<Record<V, number>>;
}) {
  return (
    <nav className={k.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <Link key={tab.value} className={k.tab} to={to(tab.value)} aria-current={tab.value === current ? 'page' : undefined}>
          {tab.label}
          {counts[tab.value] !== undefined ? ` (${counts[tab.value]})` : ''}
        </Link>
      ))}
    </nav>
  );
}

interface HeadColumn {
  label: string;
  /** The server's sort field; a header with one sorts when the list has `sorting`. */
  sort?: string;
  numeric?: boolean;
  className?: string;
}

/** A list's header row: sortable headers say their order (aria-sort) and toggle it; then the actions column. */
function ListHead({
  columns,
  sorting,
  actions = true,
}: {
  columns: readonly HeadColumn[];
  sorting?: { state: Pick<ListState, 'sort' | 'direction'>; onSort: (column: string) => void };
  actions?: boolean;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const className = [column.numeric ? s.numeric : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;
          if (!column.sort || !sorting)
            return (
              <th key={column.label} scope="col" className={className}>
                {column.label}
              </th>
            );
          const { state, onSort } = sorting;
          const sorted = state.sort === column.sort ? (state.direction === 'asc' ? 'ascending' : 'descending') : undefined;
          return (
            <th key={column.label} scope="col" aria-sort={sorted ?? 'none'} className={className}>
              <button type="button" className={s.sortButton} onClick={() => onSort(column.sort!)}>
                {column.label}
                <span aria-hidden="true" className={s.sortMark}>
                  {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                </span>
              </button>
            </th>
          );
        })}
        {actions && (
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

/**
 * A list's states: the spinner while nothing is shown yet, the failure (with Retry when `onRetry` is
 * given), the empty line, or the rows.
 */
export function ListView<T extends { items: readonly unknown[] }>({
  result,
  loading,
  failure,
  onRetry,
  loadingLabel,
  empty,
  children,
}: {
  result: T | null;
  loading: boolean;
  /** The failed fetch's words, '' when it has not failed. */
  failure: string;
  onRetry?: () => void;
  loadingLabel?: string;
  empty: ReactNode;
  children: (result: T) => ReactNode;
}) {
  return (
    <QueryView
      data={result}
      loading={loading}
      failed={Boolean(failure)}
      loadingView={<Loading label={loadingLabel} />}
      failureView={
        onRetry ? (
          <LoadFailure message={failure} onRetry={onRetry} />
        ) : (
          <p className={`error ${s.loadError}`} role="alert">
            {failure}
          </p>
        )
      }
      isEmpty={(data) => data.items.length === 0}
      emptyView={<p className={s.empty}>{empty}</p>}
    >
      {children}
    </QueryView>
  );
}

/** A list's table: its header row (see ListHead) and the rows given; `busy` while a new page is asked for. */
export function ListTable({
  columns,
  sorting,
  actions,
  busy,
  className = `${s.table} ${s.cardsWhenNarrow}`,
  wrapClassName,
  caption,
  children,
}: {
  columns: readonly HeadColumn[];
  sorting?: { state: Pick<ListState, 'sort' | 'direction'>; onSort: (column: string) => void };
  actions?: boolean;
  busy?: boolean;
  className?: string;
  wrapClassName?: string;
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className={wrapClassName ? `${s.tableWrap} ${wrapClassName}` : s.tableWrap} aria-busy={busy || undefined}>
      <table className={className}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <ListHead columns={columns} sorting={sorting} actions={actions} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
