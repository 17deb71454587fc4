/** The list page's state in the URL: ?q=rose&sort=name&dir=desc&page=2&size=10. */
export const PAGE_SIZES = [5, 10, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;

export interface ListState {
  search: string;
  sort: string | null;
  direction: 'asc' | 'desc';
  page: number;
  size: number;
}

/** A whole number above 0 from the URL, or null. */
export const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Reads the list state from the query; anything out of range takes its default. A list with page sizes of
 * its own passes them (`sizes`) and its default size (the first unless said).
 */
export function readListState(
  params: URLSearchParams,
  defaultSort: string | null = null,
  sizes: readonly number[] = PAGE_SIZES,
  defaultSize = sizes[0],
): ListState {
  const size = positive(params.get('size'));
  return {
    search: params.get('q') ?? '',
    sort: params.get('sort') || defaultSort,
    direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: positive(params.get('page')) ?? 1,
    size: size && sizes.includes(size) ? size : defaultSize,
  };
}

/** Writes the list state back, leaving defaults out so a plain list has a plain URL; `filters` are a set's own (?department=3). */
export function writeListState(
  state: ListState,
  defaultSort: string | null = null,
  filters: Record<string, string> = {},
  defaultSize: number = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (state.sort && (state.sort !== defaultSort || state.direction === 'desc')) params.set('sort', state.sort);
  if (state.direction === 'desc') params.set('dir', 'desc');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== defaultSize) params.set('size', String(state.size));
  return params;
}

/** A click on a column header: a new column sorts ascending, the sorted one toggles. */
export function nextSort(state: ListState, column: string): Pick<ListState, 'sort' | 'direction'> {
  if (state.sort !== column) return { sort: column, direction: 'asc' };
  return { sort: column, direction: state.direction === 'asc' ? 'desc' : 'asc' };
}
