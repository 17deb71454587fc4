import { PAGE_SIZES, readListState, writeListState, type ListState } from '../kit/list-url';

/** The audit log's own page size: ten entries unless ?size= says 5 or 50. */
export const AUDIT_PAGE_SIZE = 10;

/** The audit log's filters and page in the URL: ?who=amelia&set=colors&record=3&from=2026-11-01&to=2026-11-30&page=2. */
export interface AuditState extends ListState {
  /** Part of the staff member's e-mail or name (the list's search box). */
  set: string;
  record: string;
  /** Whole days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (text: string | null) => (text && DAY.test(text) && !Number.isNaN(new Date(`${text}T00:00:00`).getTime()) ? text : '');

export function readAuditState(params: URLSearchParams): AuditState {
  return {
    ...readListState(params, null, PAGE_SIZES, AUDIT_PAGE_SIZE),
    search: params.get('who') ?? '',
    set: (params.get('set') ?? '').slice(0, 64),
    record: (params.get('record') ?? '').slice(0, 191),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

export function writeAuditState(state: AuditState): URLSearchParams {
  return writeListState(
    { ...state, search: '', sort: null, direction: 'asc' },
    null,
    {
      who: state.search,
      set: state.set,
      record: state.record,
      from: state.from,
      to: state.to,
    },
    AUDIT_PAGE_SIZE,
  );
}

/** Whether any filter is set (the empty list then says none match). */
export const isFiltered = (state: AuditState) => Boolean(state.search || state.set || state.record || state.from || state.to);

/** Local midnight at the start of a YYYY-MM-DD day, as an ISO instant (the staff member's own clock: UK time). */
const startOf = (text: string, addDays = 0) => {
  const date = new Date(`${text}T00:00:00`);
  date.setDate(date.getDate() + addDays);
  return date.toISOString();
};

/** The API's filter for the state: 'to' includes its whole day. */
export function auditFilter(state: AuditState) {
  return {
    who: state.search || null,
    dataSet: state.set || null,
    recordId: state.record || null,
    from: state.from ? startOf(state.from) : null,
    to: state.to ? startOf(state.to, 1) : null,
  };
}

/** Table names the back office calls otherwise (British spelling, the sidebar's own words). */
const DATA_SET_NAMES: Record<string, string> = {
  colors: 'Colours',
  flavors: 'Flavours',
  item_types: 'Item classes',
  stock_movements: 'Stock',
  shop_settings: 'Settings',
};

/** 'sub_categories' → 'Sub categories'; 'colors' → 'Colours'. */
export const dataSetLabel = (name: string) => {
  if (DATA_SET_NAMES[name]) return DATA_SET_NAMES[name];
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
