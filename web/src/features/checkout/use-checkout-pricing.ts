import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { StoreCheckoutOptionsDocument, type StoreCheckoutOptionsQuery } from '../../generated/graphql';
import type { BasketLine } from '../../lib/basket-storage';

export type CheckoutPricing = StoreCheckoutOptionsQuery['checkoutOptions'];
export type DeliveryOption = CheckoutPricing['options'][number];
export type CheckoutLine = CheckoutPricing['lines'][number];

/**
 * The basket priced by the shop (checkoutOptions): only the product ids and quantities leave this
 * browser (and, for a signed-in customer using them, the reward points asked for); every price, the
 * discount, the points' value, VAT and delivery come back from the server. While a new answer is
 * asked for (a quantity or a discount code changed) the previous one stays, so nothing flickers.
 */
export function useCheckoutPricing(lines: readonly BasketLine[], discountCode: string | null, pointsToSpend: number | null = null) {
  const requested = useMemo(() => lines.map((l) => ({ productId: l.productId, quantity: l.quantity })), [lines]);
  const { data, previousData, loading, error, refetch } = useQuery(StoreCheckoutOptionsDocument, {
    variables: { lines: requested, discountCode, ...(pointsToSpend !== null ? { pointsToSpend } : {}) },
    fetchPolicy: 'network-only',
  });
  const pricing = error ? undefined : (data ?? previousData)?.checkoutOptions;
  return { pricing, loading, error, retry: () => void refetch() };
}

/** The cheapest priced service (the free one when the basket qualifies); undefined when the parcel is refused. */
export function cheapestOption(options: readonly DeliveryOption[]): DeliveryOption | undefined {
  return options.reduce<DeliveryOption | undefined>(
    (best, o) => (o.price === null ? best : !best || o.price < (best.price ?? Infinity) ? o : best),
    undefined,
  );
}

/** The goods after the discount code and reward points, in pounds: the total until a delivery service is priced. */
export function goodsTotalOf(pricing: CheckoutPricing): number {
  return Math.round((pricing.subtotal - pricing.discount - pricing.pointsDiscount) * 100) / 100;
}
