import type { SelectQueryBuilder } from 'typeorm';
import { ukDate } from '../../../common/uk-days';
import { OrderEvent } from './order-event.entity';
import { RETURN_REQUESTED } from './order-events';

/** Returns are accepted within 14 days of delivery (UK calendar days). */
export const RETURN_WINDOW_DAYS = 14;

/** The UK day an order was delivered and the last UK day a return may be asked for; null until it is delivered. */
export function returnWindowOf(
  order: { status: string; updatedAt: Date },
  events: readonly { status: string; createdAt: Date }[],
): { deliveredOn: string; lastDay: string } | null {
  if (order.status !== 'delivered') return null;
  const delivered = events.filter((e) => e.status === 'delivered').at(-1);
  const deliveredOn = ukDate(delivered?.createdAt ?? order.updatedAt);
  return { deliveredOn, lastDay: addDays(deliveredOn, RETURN_WINDOW_DAYS) };
}

/**
 * The last UK day (YYYY-MM-DD) on which the customer may still ask to return the order, or null when
 * they cannot (not delivered, the window has passed, or a return was already requested). `events` are
 * the order's history, oldest first.
 */
export function returnRequestableUntil(
  order: { status: string; updatedAt: Date },
  events: readonly { status: string; createdAt: Date }[],
  now: Date,
): string | null {
  if (events.some((e) => e.status === RETURN_REQUESTED)) return null;
  const window = returnWindowOf(order, events);
  return window && ukDate(now) <= window.lastDay ? window.lastDay : null;
}

/** Narrows an order query (alias `o`) to orders whose customer asked to return them. */
export function whereReturnRequested<T extends object>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return qb.andWhere(
    (outer) =>
      `EXISTS ${outer.subQuery().select('1').from(OrderEvent, 'e').where('e.orderId = o.id').andWhere('e.status = :returnRequested').getQuery()}`,
    { returnRequested: RETURN_REQUESTED },
  );
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
