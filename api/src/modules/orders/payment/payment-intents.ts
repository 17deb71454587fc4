import type Stripe from 'stripe';
import { AppError, ValidationError } from '../../../common/errors';
import type { Order } from '../order/order.entity';
import { CARD } from './stripe-card';

/** What became of a request to cancel a PaymentIntent at Stripe. */
export type IntentCancel = 'cancelled' | 'not-cancellable' | 'unreachable';

/**
 * Cancels a PaymentIntent so it can no longer be paid: 'cancelled' (now or before), 'not-cancellable'
 * (Stripe refuses because it is paid or still processing: its webhook is on its way) or 'unreachable'.
 */
export async function cancelPaymentIntent(stripe: Stripe, intentId: string): Promise<IntentCancel> {
  try {
    await stripe.paymentIntents.cancel(intentId);
    return 'cancelled';
  } catch {
    try {
      return (await stripe.paymentIntents.retrieve(intentId)).status === 'canceled' ? 'cancelled' : 'not-cancellable';
    } catch {
      return 'unreachable';
    }
  }
}

/**
 * Before a customer cancels their own pending card order (OrderStatusService.cancelMine), its PaymentIntent is
 * cancelled at Stripe, as the hold's expiry does, so the order cannot be paid after it is cancelled. A
 * payment Stripe will not cancel (paid or still processing) or an unreachable Stripe refuses the cancel.
 */
export function cardPaymentRelease(stripe: Stripe): (order: Order) => Promise<void> {
  return async (order) => {
    if (order.paymentMethod !== CARD || !order.paymentReference) return;
    const outcome = await cancelPaymentIntent(stripe, order.paymentReference);
    if (outcome === 'not-cancellable') {
      throw new ValidationError(
        'Your card payment for this order is already going through, so it can no longer be cancelled here; please contact us',
        'id',
      );
    }
    if (outcome === 'unreachable') {
      throw new AppError(
        'INTERNAL',
        'We could not cancel your card payment just now, so your order is unchanged; please try again in a moment',
      );
    }
  };
}
