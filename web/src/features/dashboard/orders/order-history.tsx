import { useId } from 'react';
import type { AdminOrderQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../lib/order-words';
import { OrderStatusPill } from '../../../components/order/order-status-pill';
import { TrackingNumber } from '../../../components/tracking-number';
import s from '../admin.module.css';
import o from './orders.module.css';

type Order = AdminOrderQuery['order'];

/**
 * Who made a step, as the history says it: the account's name; the order's customer acting without an
 * account session (a guest checkout, the order's link) as the guest they are; the shop's own automatic
 * steps; and only an account that has since been deleted as such.
 */
function madeBy(event: Pick<Order['events'][number], 'userName' | 'actor'>): string {
  if (event.userName) return event.userName;
  if (event.actor === 'GUEST') return 'the customer (guest)';
  if (event.actor === 'SHOP') return 'the shop (automatic)';
  return 'a deleted account';
}

/** The order's history, oldest first: each step's status, when, who, the tracking number and the note. */
export function OrderHistory({ order }: { order: Order }) {
  const titleId = useId();
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={o.panelTitle}>
        History
      </h2>
      {order.events.length === 0 ? (
        <p className={o.closed}>No changes recorded yet.</p>
      ) : (
        <ol className={o.history}>
          {order.events.map((event) => (
            <li key={event.id} className={o.event}>
              <div className={o.eventHead}>
                <OrderStatusPill status={event.status} />
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                <span>by {madeBy(event)}</span>
              </div>
              {(event.trackingNumber || event.carrier) && (
                <p>
                  {event.carrier ?? 'Carrier not given'}
                  {event.trackingNumber && (
                    <>
                      , tracking number <TrackingNumber number={event.trackingNumber} url={event.trackingUrl} className={o.tracking} />
                    </>
                  )}
                </p>
              )}
              {event.note && <p>{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
