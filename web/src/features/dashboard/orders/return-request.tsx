import { useId } from 'react';
import type { AdminOrderQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../lib/order-words';
import s from '../admin.module.css';
import o from './orders.module.css';

type Order = AdminOrderQuery['order'];

/** The customer's return request of an order, the latest one; null when there is none. */
export const returnRequestOf = (order: Order) => order.events.filter((e) => e.status === 'return-requested').at(-1) ?? null;

/**
 * A delivered order's return request, shown above the status form: when, who and why. Staff act on it
 * by refunding the returned lines (or the whole order) once the goods are back.
 */
export function ReturnRequest({ order }: { order: Order }) {
  const titleId = useId();
  const request = returnRequestOf(order);
  if (order.status !== 'delivered' || !request) return null;
  return (
    <section className={`${s.panel} ${o.returnRequest}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={o.panelTitle}>
        Return requested
      </h2>
      <p className={o.effect}>
        <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>, by {request.userName ?? 'the customer (guest link)'}
      </p>
      <blockquote className={o.reason}>{request.note ?? 'No reason given.'}</blockquote>
      <p className={o.effect}>Once the goods are back, refund them from the items (a line, or the whole order): they go back into stock.</p>
    </section>
  );
}
