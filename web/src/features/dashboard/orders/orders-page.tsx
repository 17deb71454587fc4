import { useEffect, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminOrdersDocument, type AdminOrdersQuery, type OrderSortField } from '../../../generated/graphql';
import { requestFailure } from '../../../app/request-error';
import { PageMeta } from '../../../app/page-meta';
import { adminFailed } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { nextSort, PAGE_SIZES, readListState, writeListState, type ListState } from '../list-url';
import { formatDate } from '../format';
import { ConfirmDeleteOrder } from './confirm-delete-order';
import { formatPounds, isOrderStatus, ORDER_STATUSES, type OrderStatus } from './order-words';
import { StatusPill } from './status-pill';
import s from '../admin.module.css';
import o from './orders.module.css';
import { Pager, useTypedSearch } from '../list-parts';

type Order = AdminOrdersQuery['orders']['items'][number];


const COLUMNS: { label: string; sort: OrderSortField; numeric?: boolean }[] = [
  { label: 'Order', sort: 'orderNumber' },
  { label: 'Date', sort: 'createdAt' },
  { label: 'Customer', sort: 'customerName' },
  { label: 'Status', sort: 'status' },
  { label: 'Total', sort: 'total', numeric: true },
];

type OrdersState = ListState & { status: OrderStatus | null; returns: boolean };

/**
 * The list state of the URL plus the status and return-request filters:
 * ?status=delivered&returns=requested&q=patel&sort=total&dir=desc&page=2&size=10.
 */
export function readOrdersState(params: URLSearchParams): OrdersState {
  const state = readListState(params);
  const status = params.get('status');
  const sort = COLUMNS.some((c) => c.sort === state.sort) ? state.sort : null;
  return { ...state, sort, status: isOrderStatus(status) ? status : null, returns: params.get('returns') === 'requested' };
}

function writeOrdersState(state: OrdersState): URLSearchParams {
  const params = writeListState(state);
  if (state.status) params.set('status', state.status);
  if (state.returns) params.set('returns', 'requested');
  return params;
}

export const orderPath = (id: number) => `${paths.dashboard}/orders/${id}`;

/**
 * /dashboard/orders: every order of the shop, newest first, with a server-side search (order number,
 * e-mail, customer name), a status filter, sortable columns and pages; the state lives in the URL (the
 * notifications dropdown links to ?status=pending, and to ?status=delivered&returns=requested for the
 * return requests waiting). Each order opens its page; Delete (only on orders cancelled before
 * they were paid: the rest are business records) asks first.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const state = readOrdersState(params);
  const go = (next: Partial<typeof state>) => setParams(writeOrdersState({ ...state, ...next }));

  // The box follows the URL (back / forward); typing asks the server once the typing pauses.
  const { typed, setTyped, now } = useTypedSearch(state.search, (text) => go({ search: text, page: 1 }));

  const options = {
    skip: (state.page - 1) * state.size,
    take: state.size,
    search: state.search || null,
    status: state.status,
    ...(state.returns ? { returnRequested: true } : {}),
    sortBy: state.sort as OrderSortField | null,
    sortDirection: state.sort ? (state.direction === 'desc' ? 'DESC' as const : 'ASC' as const) : null,
  };
  const { data, loading, error, refetch } = useQuery(AdminOrdersDocument, { variables: { options }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const result = data?.orders ?? null;
  const failure = error ? requestFailure(error, adminFailed('fetch', 'order')).message : '';
  const pages = Math.max(1, Math.ceil((result?.totalItems ?? 0) / state.size));

  // A page past the end (the last order of the last page deleted, an old link) shows the last page.
  useEffect(() => {
    if (result && state.page > pages) go({ page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go is a new function each render; the clamp follows the answer and the page only
  }, [result, pages, state.page]);

  const [deleting, setDeleting] = useState<Order | null>(null);
  const titleId = useId();
  const searchId = useId();
  const statusId = useId();
  const sizeId = useId();

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <PageMeta title="Orders · Dashboard" index={false} />
      <div className={s.listHead}><h1 id={titleId}>Orders</h1></div>
      <div className={s.toolbar}>
        <label htmlFor={searchId} className="visually-hidden">Search orders by order number, e-mail or customer name</label>
        <input
          id={searchId}
          type="search"
          className={`${s.input} ${s.search}`}
          placeholder="Order number, e-mail or customer"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && now()}
        />
        <label htmlFor={statusId} className="visually-hidden">Status</label>
        <select id={statusId} className={`${s.input} ${o.filter}`} value={state.status ?? ''} onChange={(e) => go({ status: isOrderStatus(e.target.value) ? e.target.value : null, page: 1 })}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((st) => <option key={st.value} value={st.value}>{st.label}</option>)}
        </select>
        <label className={o.check}>
          <input type="checkbox" checked={state.returns} onChange={(e) => go({ returns: e.target.checked, page: 1 })} />
          Return requested
        </label>
        <span className={o.size}>
          <label htmlFor={sizeId} className={s.sizeLabel}>Rows per page</label>
          <select id={sizeId} className={s.input} value={state.size} onChange={(e) => go({ size: Number(e.target.value), page: 1 })}>
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </span>
      </div>

      {loading && !result ? (
        <div className={s.loading} role="status"><span className={s.spinner} aria-hidden="true" />Loading…</div>
      ) : error ? (
        <p className={`error ${s.loadError}`} role="alert">{failure}</p>
      ) : result && result.items.length === 0 ? (
        <p className={s.empty}>No orders found.</p>
      ) : result ? (
        <div className={s.tableWrap} aria-busy={loading || undefined}>
          <table className={`${s.table} ${s.cardsWhenNarrow}`}>
            <thead>
              <tr>
                {COLUMNS.map((column) => {
                  const sorted = state.sort === column.sort ? (state.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                  return (
                    <th key={column.label} scope="col" aria-sort={sorted ?? 'none'} className={column.numeric ? s.numeric : undefined}>
                      <button type="button" className={s.sortButton} onClick={() => go({ ...nextSort(state, column.sort), page: 1 })}>
                        {column.label}<span aria-hidden="true" className={s.sortMark}>{sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}</span>
                      </button>
                    </th>
                  );
                })}
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((order) => (
                <tr key={order.id}>
                  <td data-label="Order" className={o.nowrap}><Link className={o.orderLink} to={orderPath(order.id)}>{order.orderNumber}</Link></td>
                  <td data-label="Date" className={o.nowrap}>{formatDate(order.createdAt)}</td>
                  <td data-label="Customer"><span>{order.customerName}<span className={o.sub}>{order.email}</span></span></td>
                  <td data-label="Status"><StatusPill status={order.status} /></td>
                  <td data-label="Total" className={s.numeric}>{formatPounds(order.total)}</td>
                  <td className={s.actions}>
                    {order.deletable && <button type="button" className={s.danger} aria-label={`Delete order ${order.orderNumber}`} onClick={() => setDeleting(order)}>Delete</button>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <Pager page={state.page} pages={pages} onPage={(page) => go({ page })} />

      <ConfirmDeleteOrder order={deleting} onClose={() => setDeleting(null)} onDeleted={() => { setDeleting(null); refetch().catch(() => undefined); }} />
    </section>
  );
}
