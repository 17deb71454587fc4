import { FREE_DELIVERY_OVER } from '../config/constants';

/**
 * How much more, in pounds, the basket needs for free UK delivery (0 once it qualifies), counted in pence;
 * `threshold` is the server's figure (dispatchPromise.freeDeliveryOver) when the page has it. Delivery is
 * free *over* the threshold (shipping-rates.ts), so a basket of exactly £50.00 still needs a penny more.
 */
export function spendForFreeDelivery(subtotal: number, threshold: number = FREE_DELIVERY_OVER): number {
  const over = Math.round(threshold * 100);
  const goods = Math.round(subtotal * 100);
  return goods > over ? 0 : (over - goods + 1) / 100;
}
