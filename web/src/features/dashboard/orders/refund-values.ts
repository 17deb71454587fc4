/** What staff chose to refund on the order page: one line (its quantity is chosen in the dialog), or all that is left. */
export type RefundTarget = { kind: 'line'; lineId: number } | { kind: 'whole' };

interface RefundableOrder {
  status: string;
  lines: readonly { id: number; quantity: number; refundedQuantity: number }[];
}

/** The statuses with money to give back, as the API's refund rules have them (refund-rules.ts). */
const PAID_STATUSES: readonly string[] = ['paid', 'dispatched', 'delivered'];

/** Whether the order can be refunded now (paid and not yet refunded in full) and has anything left to refund. */
export function canRefund(order: RefundableOrder): boolean {
  return PAID_STATUSES.includes(order.status) && order.lines.some((l) => l.refundedQuantity < l.quantity);
}

/** The lines the API is asked to refund: the chosen line's quantity, or everything left of every line. Quantities only: the server works out the money. */
export function refundAsks(order: RefundableOrder, target: RefundTarget, quantity: number): { lineId: number; quantity: number }[] {
  if (target.kind === 'line') return [{ lineId: target.lineId, quantity }];
  return order.lines.flatMap((l) => (l.quantity > l.refundedQuantity ? [{ lineId: l.id, quantity: l.quantity - l.refundedQuantity }] : []));
}
