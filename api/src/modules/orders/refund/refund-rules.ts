import { ValidationError } from '../../../common/errors';
import { MAX_ORDER_LINES } from '../../../common/order-limits';
import { PAID_STATUSES, type OrderStatus } from '../order/order-status';
import type { RefundableLine, RefundAsk } from './refund-amounts';

/** Refuses a refund of an order whose status has no money to give back, saying why. */
export function checkOrderRefundable(order: { orderNumber: string; status: string }): void {
  if ((PAID_STATUSES as readonly string[]).includes(order.status)) return;
  const status = order.status as OrderStatus;
  if (status === 'pending')
    throw new ValidationError(`Order ${order.orderNumber} has not been paid yet, so there is nothing to refund: cancel it instead`, 'id');
  if (status === 'refunded') throw new ValidationError(`Order ${order.orderNumber} has already been refunded in full`, 'id');
  throw new ValidationError(`Order ${order.orderNumber} is ${order.status}, so it cannot be refunded`, 'id');
}

/**
 * Checks what staff ask to refund against the stored lines: at least one line, each a line of this order
 * named once, a whole quantity of at least 1 and no more than is left to refund of it (what was refunded
 * before cannot be refunded again). Answers the asks in the order's line order.
 */
export function checkRefundAsks(lines: readonly RefundableLine[], asks: readonly RefundAsk[]): RefundAsk[] {
  if (!asks.length) throw new ValidationError('Choose at least one line to refund', 'lines');
  if (asks.length > MAX_ORDER_LINES) throw new ValidationError(`A refund names at most ${MAX_ORDER_LINES} lines`, 'lines');
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  for (const ask of asks) {
    const line = byId.get(ask.lineId);
    if (!line) throw new ValidationError(`This order has no line ${ask.lineId}`, 'lines');
    if (seen.has(ask.lineId)) throw new ValidationError(`${line.productName} is named more than once; name each line once`, 'lines');
    seen.add(ask.lineId);
    if (!Number.isInteger(ask.quantity) || ask.quantity < 1)
      throw new ValidationError(`The quantity of ${line.productName} to refund must be a whole number of at least 1`, 'lines');
    const left = line.quantity - line.refundedQuantity;
    if (left <= 0) throw new ValidationError(`${line.productName} has already been refunded in full`, 'lines');
    if (ask.quantity > left) {
      throw new ValidationError(
        line.refundedQuantity
          ? `Only ${left} of ${line.productName} can still be refunded: ${line.refundedQuantity} of ${line.quantity} already were`
          : `Only ${line.quantity} of ${line.productName} were ordered`,
        'lines',
      );
    }
  }
  return lines.flatMap((l) => asks.filter((a) => a.lineId === l.id));
}
