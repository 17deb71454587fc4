import { useQuery } from '@apollo/client/react';
import { useCommitted } from '../../lib/use-committed';
import { Link, useSearchParams } from 'react-router-dom';
import { StoreMyOrdersDocument, type StoreMyOrdersQuery } from '../../generated/graphql';
import { QueryView } from '../../components/query-view';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { AccountFrame } from './account-frame';
import { formatDate } from '../../lib/format';
import { formatPounds } from '../../lib/order-words';
import a from './account-page.module.css';
import o from './orders.module.css';
import { OrderStatusPill } from '../../components/order/order-status-pill';

/** Orders on one page of the history. */
export const ORDERS_PER_PAGE = 10;

/** The page number in the URL (?page=2); anything else is page 1. */
export function pageFromUrl(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const pageUrl = (page: number) => (page > 1 ? `${paths.accountOrders}?page=${page}` : paths.accountOrders);

/** The signed-in part of /account/orders: the customer's orders, newest first, a page at a time. */
export function OrderHistory() {
  const [params] = useSearchParams();
  const page = pageFromUrl(params);
  const { data, loading, error, refetch } = useQuery(StoreMyOrdersDocument, {
    variables: useCommitted({ options: { skip: (page - 1) * ORDERS_PER_PAGE, take: ORDERS_PER_PAGE } }),
    fetchPolicy: 'network-only',
  });
  return (
    <QueryView
      data={data?.myOrders}
      loading={loading}
      failed={Boolean(error) && !data}
      failure={{ error, fallback: messages.fetchOrders, onRetry: () => void refetch() }}
    >
      {(orders) => <OrdersOnPage orders={orders} page={page} />}
    </QueryView>
  );
}

/** One page of the history: its table and pager, or why there is nothing on it. */
function OrdersOnPage({ orders, page }: { orders: StoreMyOrdersQuery['myOrders']; page: number }) {
  const { items, totalItems } = orders;
  const pages = Math.max(1, Math.ceil(totalItems / ORDERS_PER_PAGE));
  return (
    <section aria-labelledby="your-orders" className={a.card}>
      <h2 id="your-orders">Your orders</h2>
      {totalItems === 0 ? (
        <p>
          No orders found. <Link to={paths.products}>Start shopping</Link>
        </p>
      ) : items.length === 0 ? (
        <p>
          There are no orders on this page. <Link to={paths.accountOrders}>See your latest orders</Link>
        </p>
      ) : (
        <>
          <table className={`${o.table} ${o.historyTable}`}>
            <caption>{totalItems === 1 ? '1 order' : `${totalItems} orders`}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col" className={o.num}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link className={o.orderLink} to={paths.accountOrder(order.id)} aria-label={`Order ${order.orderNumber}`}>
                      {order.orderNumber}
                    </Link>
                  </th>
                  <td>{formatDate(order.createdAt)}</td>
                  <td>
                    <OrderStatusPill status={order.status} />
                  </td>
                  <td className={o.num}>{formatPounds(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav aria-label="Order pages" className={o.pager}>
              {page > 1 ? (
                <Link to={pageUrl(page - 1)} rel="prev">
                  Previous
                </Link>
              ) : (
                <span className={o.off} aria-hidden="true">
                  Previous
                </span>
              )}
              <span>
                Page {Math.min(page, pages)} of {pages}
              </span>
              {page < pages ? (
                <Link to={pageUrl(page + 1)} rel="next">
                  Next
                </Link>
              ) : (
                <span className={o.off} aria-hidden="true">
                  Next
                </span>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** /account/orders: the order history. */
export function OrdersPage() {
  return (
    <AccountFrame title="Your orders" heading="My Account">
      <OrderHistory />
    </AccountFrame>
  );
}
