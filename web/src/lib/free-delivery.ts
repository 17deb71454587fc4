import { FREE_DELIVERY_OVER } from '../config/constants';

/**
 * How much more, in pounds, the basket needs for free UK delivery (0 once it qualifies), counted in pence;
 * `threshold` is the server's figure (dispatchPromise.freeDeliveryOver) when the page has it.
 */
export const spendForFreeDelivery = (subtotal: number, threshold: number = FREE_DELIVERY_OVER): number =>
  Math.max(0, Math.round(threshold * 100) - Math.round(subtotal * 100)) / 100;
