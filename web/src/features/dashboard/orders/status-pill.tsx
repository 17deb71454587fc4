import { isOrderStatus, statusLabel } from '../../../lib/order-words';
import o from './orders.module.css';

/** An order status as a pill with its word (never colour alone). */
export function StatusPill({ status }: { status: string }) {
  return <span className={isOrderStatus(status) ? `${o.pill} ${o[status]}` : o.pill}>{statusLabel(status)}</span>;
}
