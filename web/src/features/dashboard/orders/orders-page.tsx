import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminOrdersDocument, type AdminOrdersQuery, type OrderSortField } from '../../../generated/graphql';
import { dashboardPaths } from '../../../config/paths';
import { readListState, writeListState, type ListState } from '../kit/list-url';
import { ChoiceFilter, ListTable } from '../kit/list-parts';
import { ListScreen } from '../kit/list-screen';
import { listOptions, useListPage } from '../kit/use-list-page';
import { formatDate } from '../../../lib/format';
import { ConfirmDeleteOrder } from './confirm-delete-order';
import { formatPounds, isOrderStatus, ORDER_STATUSES, type OrderStatus } from '../../../lib/order-words';
import { OrderStatusPill } from '../../../components/order/order-status-pill';
import s from '../admin.module.css';
import o from './orders.module.css';

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

/**
 * /dashboard/orders: every order of the shop, newest first, with a server-side search (order number,
 * e-mail, customer name), a status filter, sortable columns and pages; the state lives in the URL (the
 * notifications dropdown links to ?status=pending, and to ?status=delivered&returns=requested for the
 * return requests waiting). Each order opens its page; Delete (only on orders cancelled before
 * they were paid: the rest are business records) asks first.
 */
export function OrdersPage() {
  const list = useListPage({
    read: readOrdersState,
    write: writeOrdersState,
    document: AdminOrdersDocument,
    variables: (state) => ({
      options: {
        ...listOptions(state),
        sortBy: state.sort as OrderSortField | null,
        status: state.status,
        ...(state.returns ? { returnRequested: true } : {}),
      },
    }),
    rows: (data) => data.orders,
    failedWith: 'order',
  });
  const { state, go } = list;
  const [deleting, setDeleting] = useState<Order | null>(null);

  return (
    <ListScreen
      title="Orders"
      list={list}
      search={{ label: 'Search orders by order number, e-mail or customer name', placeholder: 'Order number, e-mail or customer' }}
      filters={
        <>
          <ChoiceFilter
            label="Status"
            all="All statuses"
            value={state.status}
            choices={ORDER_STATUSES}
            onChoose={(status) => go({ status: isOrderStatus(status) ? status : null, page: 1 })}
            hideLabel
          />
          <label className={o.check}>
            <input type="checkbox" checked={state.returns} onChange={(e) => go({ returns: e.target.checked, page: 1 })} />
            Return requested
          </label>
        </>
      }
      empty="No orders found."
      after={
        <ConfirmDeleteOrder
          order={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            list.retry();
          }}
        />
      }
    >
      {(result) => (
        <ListTable columns={COLUMNS} sorting={list.sorting} busy={list.query.loading}>
          {result.items.map((order) => (
            <tr key={order.id}>
              <td data-label="Order" className={o.nowrap}>
                <Link className={o.orderLink} to={dashboardPaths.order(order.id)}>
                  {order.orderNumber}
                </Link>
              </td>
              <td data-label="Date" className={o.nowrap}>
                {formatDate(order.createdAt)}
              </td>
              <td data-label="Customer">
                <span>
                  {order.customerName}
                  <span className={o.sub}>{order.email}</span>
                </span>
              </td>
              <td data-label="Status">
                <OrderStatusPill status={order.status} />
              </td>
              <td data-label="Total" className={s.numeric}>
                {formatPounds(order.total)}
              </td>
              <td className={s.actions}>
                {order.deletable && (
                  <button
                    type="button"
                    className={s.danger}
                    aria-label={`Delete order ${order.orderNumber}`}
                    onClick={() => setDeleting(order)}
                  >
                    Delete
                  </button>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </ListScreen>
  );
}
