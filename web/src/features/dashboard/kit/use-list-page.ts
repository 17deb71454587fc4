import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { useCommitted } from '../../../lib/use-committed';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { nextSort, type ListState } from './list-url';
import { useTypedSearch } from './list-parts';

/** The options every list asks the server with: the page, the search and the sort. */
export function listOptions(state: ListState) {
  return {
    skip: (state.page - 1) * state.size,
    take: state.size,
    search: state.search || null,
    sortBy: state.sort,
    sortDirection: state.sort ? (state.direction === 'desc' ? ('DESC' as const) : ('ASC' as const)) : null,
  };
}

/** How many pages `total` rows make at `size` a page (at least one). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * A page past the end (the last row of the last page deleted, an old link) shows the last page, once the
 * answer says how many there are.
 */
export function usePageClamp(answered: boolean, page: number, pages: number, toPage: (page: number) => void) {
  useEffect(() => {
    if (answered && page > pages) toPage(pages);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toPage is a new function each render; the clamp runs when the numbers change
  }, [answered, pages, page]);
}

/**
 * A back-office list's state in the URL and its query: `read` and `write` map the URL to the state (the
 * list's own filters included), `variables` the state to the query's, `rows` the answer to its page of
 * rows. Returns the state, `go` (a change to the URL), the search box's text, the query, its data and
 * rows, the failure's words, the pages and `sorting` (for `ListTable`: a header click sorts from page 1),
 * and keeps the page within the pages.
 */
export function useListPage<
  S extends ListState,
  TData,
  TVars extends OperationVariables,
  TRows extends { items: readonly unknown[]; totalItems: number },
>({
  read,
  write,
  document,
  variables,
  rows,
  failedWith,
}: {
  read: (params: URLSearchParams) => S;
  write: (state: S) => URLSearchParams;
  document: TypedDocumentNode<TData, TVars>;
  variables: (state: S) => TVars;
  rows: (data: TData) => TRows;
  /** The set as the fallback failure names it ('Failed to fetch {failedWith}') when the server gives no reason. */
  failedWith: string;
}) {
  const [params, setParams] = useSearchParams();
  const state = read(params);
  const go = (next: Partial<S>) => setParams(write({ ...state, ...next }));

  // The box follows the URL (back / forward); typing asks the server once the typing pauses.
  const search = useTypedSearch(state.search, (text) => go({ search: text, page: 1 } as Partial<S>));

  const asking = variables(state);
  const asked = useCommitted(asking);
  const query = useQuery(document, {
    variables: asked,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  } as never) as useQuery.Result<TData, TVars>;
  // While another page, sort or search loads, the rows shown so far stay (marked busy): the table is not
  // unmounted, so the sort button or pager a keyboard user pressed keeps the focus.
  const current = query.data as TData | undefined;
  const data = current ?? (query.previousData as TData | undefined);
  const result = data ? rows(data) : null;
  const failure = query.error ? requestFailure(query.error, adminFailed('fetch', failedWith)).message : '';
  const pages = pageCount(result?.totalItems ?? 0, state.size);
  usePageClamp(current !== undefined && result !== null && asked === asking, state.page, pages, (page) => go({ page } as Partial<S>));
  const retry = () => {
    void query.refetch().catch(() => undefined);
  };
  const sorting = { state, onSort: (column: string) => go({ ...nextSort(state, column), page: 1 } as Partial<S>) };

  return { state, go, search, query, data, result, failure, pages, retry, sorting };
}
