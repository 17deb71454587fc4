import { ValidationError } from '../../../common/errors';
import { ORDER_STATUSES } from './order.entity';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where an order may go from each status: pending → paid → dispatched → delivered, with cancel and refund exits. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['dispatched', 'cancelled', 'refunded'],
  dispatched: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** Where an order in this status may go next; none for a status the shop does not know. */
export function nextStatusesOf(status: string): readonly OrderStatus[] {
  return isOrderStatus(status) ? NEXT_STATUSES[status] : [];
}

/** Statuses whose orders count as money taken. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'dispatched', 'delivered'];

/** Moving into these puts the order's quantities back into stock. */
export const RESTOCKING_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function parseOrderStatus(value: string | null | undefined, field = 'status'): OrderStatus {
  const status = (value ?? '').trim().toLowerCase();
  if (!isOrderStatus(status)) throw new ValidationError(`Status must be one of ${listOf(ORDER_STATUSES)}`, field);
  return status;
}

/** Refuses a move the order's current status does not allow, naming the ones it does. */
export function checkTransition(from: OrderStatus, to: OrderStatus): void {
  const allowed = NEXT_STATUSES[from];
  if (allowed.includes(to)) return;
  if (allowed.length === 0) throw new ValidationError(`A ${from} order cannot change status`, 'status');
  throw new ValidationError(`A ${from} order can move only to ${listOf(allowed)}, not to ${to}`, 'status');
}

function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
