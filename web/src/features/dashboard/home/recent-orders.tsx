import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { AdminHomeOrdersDocument, type AdminHomeOrdersQuery } from '../../../generated/graphql';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { dashboardPaths } from '../../../config/paths';
import { ConfirmDeleteOrder } from '../orders/confirm-delete-order';
import { formatDate } from '../../../lib/format';
import { ListSearch, ListTable, ListView, useTypedSearch } from '../kit/list-parts';
import { formatPounds } from '../../../lib/money';
import s from '../admin.module.css';
import h from './home.module.css';
import { OrderStatusPill } from '../../../components/order/order-status-pill';

type Order = AdminHomeOrdersQuery['orders']['items'][number];

/** How many orders the home page lists. */
const RECENT = 5;

const COLUMNS = [{ label: 'Order' }, { label: 'Customer' }, { label: 'Date' }, { label: 'Status' }, { label: 'Total', numeric: true }];

/**
 * The newest orders, or those whose number, customer or e-mail contain the search (asked of the server);
 * each number opens the order, and Delete (on orders cancelled before they were paid) asks first. `onDeleted` lets the page refresh its figures.
 */
export function RecentOrders({ onDeleted }: { onDeleted: () => void }) {
  const [search, setSearch] = useState('');
  const box = useTypedSearch(search, setSearch);
  const { data, loading, error, refetch } = useQuery(AdminHomeOrdersDocument, {
    variables: { options: { search: search || null, take: RECENT } },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [deleting, setDeleting] = useState<Order | null>(null);
  const titleId = useId();
  const failure = error ? requestFailure(error, adminFailed('fetch', 'order')).message : '';
  const retry = () => {
    void refetch().catch(() => undefined);
  };

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <div className={h.panelHead}>
        <h2 id={titleId}>Recent orders</h2>
        <ListSearch label="Search orders by number, customer or e-mail" placeholder="Search orders" search={box} className={h.search} />
        <Link to={dashboardPaths.orders}>All orders</Link>
      </div>
      <ListView
        result={data?.orders ?? null}
        loading={loading}
        failure={failure}
        onRetry={retry}
        loadingLabel="Loading orders…"
        empty="No orders found."
      >
        {({ items: orders }) => (
          <ListTable columns={COLUMNS} busy={loading}>
            {orders.map((order) => (
              <tr key={order.id}>
                <td data-label="Order" className={h.nowrap}>
                  <Link to={dashboardPaths.order(order.id)}>{order.orderNumber}</Link>
                </td>
                <td data-label="Customer">{order.customerName}</td>
                <td data-label="Date" className={h.nowrap}>
                  {formatDate(order.createdAt)}
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
                      aria-label={`Delete the order ${order.orderNumber}`}
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
      </ListView>
      <ConfirmDeleteOrder
        order={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          retry();
          onDeleted();
        }}
      />
    </section>
  );
}
