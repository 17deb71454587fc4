import { FREE_DELIVERY_OVER } from '../config/constants';

/** How much more, in pounds, the basket needs for free UK delivery (0 once it qualifies), counted in pence. */
export const spendForFreeDelivery = (subtotal: number): number =>
  Math.max(0, Math.round(FREE_DELIVERY_OVER * 100) - Math.round(subtotal * 100)) / 100;
