import { statusLabel } from '../../lib/order-words';
import s from './order.module.css';

/** The pill's tone: pending waits (amber), the journey goes well (green), closed orders are soft. */
export function statusTone(status: string): 'wait' | 'good' | 'closed' {
  if (status === 'pending') return 'wait';
  if (status === 'cancelled' || status === 'refunded') return 'closed';
  return 'good';
}

/**
 * An order's status (or a history entry such as 'Return requested') as a pill: its word always, from
 * lib/order-words.ts, the colour only as a second cue (docs/design.md). One pill for the customer's
 * orders and the back office's.
 */
export function OrderStatusPill({ status }: { status: string }) {
  return <span className={`${s.pill} ${s[statusTone(status)]}`}>{statusLabel(status)}</span>;
}
