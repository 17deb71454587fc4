import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminOrderDocument, type AdminOrderQuery } from '../../../generated/graphql';
import { requestFailure } from '../../../lib/request-error';
import { PageMeta } from '../../../lib/page-meta';
import { adminFailed } from '../../../config/messages';
import { dashboardPaths } from '../../../config/paths';
import { ConfirmDeleteOrder } from './confirm-delete-order';
import { ReturnRequest } from './return-request';
import { OrderLines } from './order-lines';
import { RefundDialog } from './refund-dialog';
import { BusyButton } from '../../../components/ui/busy-button';
import { OrderHistory } from './order-history';
import { StatusChange } from './status-change';
import type { RefundTarget } from './refund-values';
import { formatDateTime, shippingMethodLabel } from '../../../lib/order-words';
import { Loading } from '../kit/list-parts';
import s from '../admin.module.css';
import o from './orders.module.css';
import { OrderStatusPill } from '../../../components/order/order-status-pill';
import { PostalAddress } from '../../../components/order/postal-address';

type Order = AdminOrderQuery['order'];

/**
 * /dashboard/orders/:id: one order — its lines, customer, delivery address and method, totals and its
 * history oldest first — with refunds of a line or the whole order (order-lines.tsx, refund-dialog.tsx), the status change (only the moves open to it; dispatching asks for the
 * carrier's tracking number) and, for an order cancelled before it was paid, Delete after a confirm,
 * which goes back to the list (other orders are business records and say so). A delivered order's
 * return request (reason, when) stands above the status form; staff answer it by refunding.
 */
export function OrderPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(AdminOrderDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const order = data?.order ?? null;
  const failure = error ? requestFailure(error, adminFailed('fetch', 'order')) : null;

  if (!valid || failure?.code === 'NOT_FOUND') {
    return (
      <section className={s.panel}>
        <PageMeta title="Order not found · Dashboard" index={false} />
        <h1>Order not found</h1>
        <p>There is no order {valid ? `with the id ${id}` : `‘${idParam ?? ''}’`}; it may have been deleted.</p>
        <p>
          <Link to={dashboardPaths.orders}>Back to the orders</Link>
        </p>
      </section>
    );
  }
  if (failure && !order) {
    return (
      <section className={s.panel}>
        <PageMeta title="Order · Dashboard" index={false} />
        <p className={o.crumb}>
          <Link to={dashboardPaths.orders}>← Orders</Link>
        </p>
        <h1>Order</h1>
        <p className={`error ${s.loadError}`} role="alert">
          {failure.message}
        </p>
        <BusyButton type="button" className={s.secondary} busy={loading} onClick={() => refetch().catch(() => undefined)}>
          Retry
        </BusyButton>
      </section>
    );
  }
  if (!order) {
    return (
      <section className={s.panel}>
        <PageMeta title="Order · Dashboard" index={false} />
        <Loading />
      </section>
    );
  }
  return <OrderDetails order={order} reload={() => refetch().then(() => undefined)} />;
}

function OrderDetails({ order, reload }: { order: Order; reload: () => Promise<void> }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const titleId = useId();
  return (
    <div className={o.page}>
      <PageMeta title={`Order ${order.orderNumber} · Dashboard`} index={false} />
      <section className={s.panel} aria-labelledby={titleId}>
        <p className={o.crumb}>
          <Link to={dashboardPaths.orders}>← Orders</Link>
        </p>
        <div className={o.heading}>
          <h1 id={titleId}>Order {order.orderNumber}</h1>
          <OrderStatusPill status={order.status} />
        </div>
        <p className={o.placed}>Placed {formatDateTime(order.createdAt)}</p>
      </section>

      <div className={o.columns}>
        <div className={o.stack}>
          <OrderLines order={order} onRefund={setRefunding} />
          <OrderHistory order={order} />
        </div>
        <div className={o.stack}>
          <ReturnRequest order={order} />
          <StatusChange order={order} reload={reload} />
          <section className={s.panel} aria-labelledby={`${titleId}-customer`}>
            <h2 id={`${titleId}-customer`} className={o.panelTitle}>
              Customer
            </h2>
            <dl className={o.facts}>
              <dt>Name</dt>
              <dd>{order.customerName}</dd>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${order.email}`}>{order.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>{order.phone ? <a href={`tel:${order.phone.replace(/\s+/g, '')}`}>{order.phone}</a> : 'Not given'}</dd>
            </dl>
          </section>
          <section className={s.panel} aria-labelledby={`${titleId}-delivery`}>
            <h2 id={`${titleId}-delivery`} className={o.panelTitle}>
              Delivery
            </h2>
            <PostalAddress
              className={o.address}
              lines={[order.customerName, order.addressLine1, order.addressLine2, order.city, order.postcode]}
            />
            <dl className={o.facts}>
              <dt>Method</dt>
              <dd>{shippingMethodLabel(order.shippingMethod)}</dd>
            </dl>
          </section>
          {order.deletable ? (
            <section className={`${s.panel} ${o.dangerZone}`} aria-label="Delete this order">
              <p>This order was cancelled before it was paid. Deleting removes the order, its lines and its history.</p>
              <button type="button" className={s.danger} onClick={() => setDeleting(true)}>
                Delete order
              </button>
            </section>
          ) : (
            <section className={`${s.panel} ${o.dangerZone}`} aria-label="Deleting this order">
              <p>
                {order.nextStatuses.length > 0
                  ? 'Orders are kept as business records: cancel or refund this one rather than delete it.'
                  : 'Orders are kept as business records: this one was paid, so it stays.'}{' '}
                Only an order cancelled before it was paid can be deleted.
              </p>
            </section>
          )}
        </div>
      </div>
      <RefundDialog order={order} target={refunding} onClose={() => setRefunding(null)} onRefunded={reload} />
      <ConfirmDeleteOrder
        order={deleting ? order : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          void navigate(dashboardPaths.orders);
        }}
      />
    </div>
  );
}
