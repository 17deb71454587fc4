/**
 * Orders are business records (UK VAT records are kept for six years): only an order that was
 * cancelled straight from 'pending' — never paid, dispatched or invoiced — may be deleted. Staff cancel
 * or refund the others. The order's history (order events) is the evidence: it must show the order placed
 * ('pending') and cancelled and nothing else, so an order from before the history was kept stays too.
 */
export function orderDeletable(status: string, history: readonly { status: string }[]): boolean {
  if (status !== 'cancelled') return false;
  const has = (step: string) => history.some((e) => e.status === step);
  return has('pending') && has('cancelled') && history.every((e) => e.status === 'pending' || e.status === 'cancelled');
}

/** Why an order may not be deleted, saying what to do instead. */
export function deletionRefusal(order: { orderNumber: string; status: string }): string {
  const keep = 'Only an order cancelled before it was paid can be deleted';
  if (order.status === 'pending') return `Order ${order.orderNumber} is pending: cancel it instead. ${keep}.`;
  if (order.status === 'paid' || order.status === 'dispatched' || order.status === 'delivered') {
    return `Order ${order.orderNumber} was paid, so it is kept as a business record: cancel or refund it instead. ${keep}.`;
  }
  return `Order ${order.orderNumber} was paid, so it is kept as a business record (VAT records are kept for six years). ${keep}.`;
}
