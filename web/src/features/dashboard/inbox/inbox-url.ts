import { readListState, writeListState, type ListState } from '../kit/list-url';

/** The inbox's read / unread filter: ?handled=no (unread, the notifications link), ?handled=yes (read), or all. */
export type HandledFilter = 'all' | 'no' | 'yes';

export interface InboxState extends ListState {
  handled: HandledFilter;
  /** The message open in the reader (?message=12). */
  message: number | null;
}

export function readInboxState(params: URLSearchParams): InboxState {
  const handled = params.get('handled');
  const message = Number(params.get('message'));
  return {
    ...readListState(params),
    handled: handled === 'no' || handled === 'yes' ? handled : 'all',
    message: Number.isInteger(message) && message > 0 ? message : null,
  };
}

/** Writes the inbox's state back: search, page and size as the list pattern writes them, then the filter and the open message. */
export function writeInboxState(state: InboxState): URLSearchParams {
  const params = writeListState({ ...state, sort: null, direction: 'asc' });
  if (state.handled !== 'all') params.set('handled', state.handled);
  if (state.message) params.set('message', String(state.message));
  return params;
}

/** The list's options for contactMessages: newest first, the search on the sender's name, the filter. */
export function inboxOptions(state: InboxState) {
  return {
    skip: (state.page - 1) * state.size,
    take: state.size,
    search: state.search || null,
    handled: state.handled === 'all' ? null : state.handled === 'yes',
    sortBy: 'createdAt',
    sortDirection: 'DESC' as const,
  };
}
