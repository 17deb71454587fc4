import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StoreOrderDetailFieldsFragment, StoreOrderQuery } from '../../generated/graphql';
import { WriteReview } from '../reviews/write-review';
import { formatDate, formatPoints } from '../../lib/format';
import { formatDateTime, formatPounds, shippingMethodLabel } from '../../lib/order-words';
import { statusMeaning } from './order-words';
import o from './orders.module.css';
import { TrackingNumber } from '../../components/tracking-number';
import { OrderStatusPill } from '../../components/order/order-status-pill';
import { PostalAddress } from '../../components/order/postal-address';

type OrderEvent = NonNullable<StoreOrderQuery['order']['events']>[number];

/**
 * One order as its customer sees it: status, lines, totals (VAT included), the delivery address and
 * method, and — when given — the history with the tracking number once
 * dispatched. `invoicePath` links the printable VAT invoice; `reviewable` (the signed-in owner) offers
 * 'Write a review' on each line once the order is delivered. `actions` (cancel, return) sit under the status.
 */
export function OrderDetail({
  order,
  events,
  nested,
  invoicePath,
  reviewable,
  actions,
}: {
  order: StoreOrderDetailFieldsFragment;
  events?: readonly OrderEvent[] | null;
  nested?: boolean;
  invoicePath?: string;
  reviewable?: boolean;
  actions?: ReactNode;
}) {
  const H = nested ? 'h3' : 'h2';
  const reviews = reviewable && order.status === 'delivered';
  const dispatch = events?.filter((e) => e.trackingNumber).at(-1);
  return (
    <>
      <div className={o.summary}>
        <span>Placed on {formatDate(order.createdAt)}</span>
        <OrderStatusPill status={order.status} />
      </div>
      <p className={o.meaning}>
        {statusMeaning(order.status)}
        {dispatch && (
          <>
            {' '}
            Tracking number: <TrackingNumber number={dispatch.trackingNumber!} url={dispatch.trackingUrl} className={o.tracking} />
            {dispatch.carrier ? ` (${dispatch.carrier})` : ''}.
          </>
        )}
      </p>
      {actions}
      <div className={o.sections}>
        <section aria-labelledby="order-items" className={`${o.section} ${o.wide}`}>
          <H id="order-items">Items</H>
          <div className={o.scroll}>
            <table className={o.table}>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className={`${o.num} ${o.hideNarrow}`}>
                    Price
                  </th>
                  <th scope="col" className={o.num}>
                    Qty
                  </th>
                  <th scope="col" className={o.num}>
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.id}>
                    <th scope="row" className={o.lineName}>
                      {line.productName}
                      <br />
                      <span className={o.when}>Code {line.productCode}</span>
                      {reviews && line.productId != null && (
                        <>
                          <br />
                          <WriteReview productId={line.productId} productName={line.productName} />
                        </>
                      )}
                    </th>
                    <td className={`${o.num} ${o.hideNarrow}`}>{formatPounds(line.unitPrice)}</td>
                    <td className={o.num}>{line.quantity}</td>
                    <td className={o.num}>{formatPounds(line.lineTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className={o.totals}>
            <dt>Subtotal</dt>
            <dd>{formatPounds(order.subtotal)}</dd>
            <dt>Delivery</dt>
            <dd>{order.shipping === 0 ? 'Free' : formatPounds(order.shipping)}</dd>
            {order.discount > 0 && (
              <>
                <dt>Discount</dt>
                <dd>−{formatPounds(order.discount)}</dd>
              </>
            )}
            {order.pointsSpent > 0 && (
              <>
                <dt>Reward points ({formatPoints(order.pointsSpent)})</dt>
                <dd>−{formatPounds(order.pointsDiscount)}</dd>
              </>
            )}
            <dt className={o.grand}>Total</dt>
            <dd className={o.grand}>{formatPounds(order.total)}</dd>
          </dl>
          <p className={o.vat}>
            Prices include VAT.
            {invoicePath && (
              <>
                {' '}
                <Link to={invoicePath}>View and print the VAT invoice</Link>
              </>
            )}
          </p>
        </section>
        <section aria-labelledby="order-delivery" className={o.section}>
          <H id="order-delivery">Delivery</H>
          <PostalAddress
            className={o.address}
            lines={[order.customerName, order.addressLine1, order.addressLine2, order.city, order.postcode, order.phone]}
          />
          <p>
            <strong>Method:</strong> {shippingMethodLabel(order.shippingMethod)}
          </p>
        </section>
        {events && (
          <section aria-labelledby="order-history" className={o.section}>
            <H id="order-history">Status history</H>
            {events.length === 0 ? (
              <p>No changes yet.</p>
            ) : (
              <ol className={o.history}>
                {events.map((event) => (
                  <li key={event.id}>
                    <span>
                      <OrderStatusPill status={event.status} />
                    </span>
                    <span className={o.when}>{formatDateTime(event.createdAt)}</span>
                    {event.trackingNumber && (
                      <span>
                        Tracking number <TrackingNumber number={event.trackingNumber} url={event.trackingUrl} className={o.tracking} />
                        {event.carrier ? ` (${event.carrier})` : ''}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
      </div>
    </>
  );
}
