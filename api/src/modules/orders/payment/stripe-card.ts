import Stripe from 'stripe';
import { AppError, ValidationError } from '../../../common/errors';
import { formatPounds, penceToPounds } from '../../../common/money';
import { STRIPE_JS_URL, type StripeSettings } from '../../../config';
import type { PaymentOrder, PaymentProvider, PaymentStart } from './payment-provider';

export const CARD = 'card';

/** A Stripe client for the shop's secret key (and, in tests only, a stand-in API address). */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.apiBase ?? {}),
  });
}

/** The Stripe idempotency key of an order's PaymentIntent: the same order never gets a second one. */
export function paymentIntentKey(order: Required<Pick<PaymentOrder, 'id'>> & PaymentOrder): string {
  return `order-${order.branchCode}-${order.id}-${order.orderNumber}-payment-intent`;
}

/**
 * Card payments (and Apple Pay and Google Pay, through Stripe's automatic payment methods) with a
 * Stripe PaymentIntent: the amount is the server-priced order total in pence; the browser takes the card
 * with Stripe.js, so no card data reaches the shop. The order stays 'pending' until Stripe's signed
 * webhook says the money is in (card-payments.service.ts). Calling start again for the same order
 * answers its PaymentIntent (read back by its id, or made again under the same idempotency key): it
 * never charges and never makes a second one.
 */
export class StripeCardProvider implements PaymentProvider {
  readonly id = CARD;
  readonly label = 'Card';
  readonly checkoutLabel = 'Card, Apple Pay or Google Pay';

  constructor(
    private readonly stripe: Stripe,
    private readonly publishableKey: string,
    private readonly onError: (err: unknown) => void = () => undefined,
    /** Where the checkout loads Stripe.js from (STRIPE_JS_URL overrides it in tests only). */
    private readonly stripeJsUrl = STRIPE_JS_URL,
  ) {}

  async start(order: PaymentOrder): Promise<PaymentStart> {
    const intent = await this.intentOf(order);
    if (!intent.client_secret) throw this.unavailable(new Error(`PaymentIntent ${intent.id} has no client secret`));
    return {
      status: 'pending',
      reference: intent.id,
      instructions: {
        method: this.id,
        label: this.label,
        status: 'pending',
        reference: order.orderNumber,
        amount: penceToPounds(order.totalPence)!,
        message: `Please pay ${formatPounds(order.totalPence)} by card, Apple Pay or Google Pay to complete order ${order.orderNumber}. We dispatch your order once the payment is confirmed.`,
        bankTransfer: null,
        card: { clientSecret: intent.client_secret, publishableKey: this.publishableKey, stripeJsUrl: this.stripeJsUrl },
      },
    };
  }

  private async intentOf(order: PaymentOrder): Promise<Stripe.PaymentIntent> {
    const id = order.id;
    if (id === undefined) throw new ValidationError('A card payment needs the order saved first', 'paymentMethod');
    try {
      if (order.paymentReference) return await this.stripe.paymentIntents.retrieve(order.paymentReference);
      return await this.stripe.paymentIntents.create(
        {
          amount: order.totalPence,
          currency: 'gbp',
          automatic_payment_methods: { enabled: true },
          description: `Order ${order.orderNumber}`,
          metadata: { order_id: String(id), order_number: order.orderNumber, branch: order.branchCode },
        },
        { idempotencyKey: paymentIntentKey({ ...order, id }) },
      );
    } catch (err) {
      throw this.unavailable(err);
    }
  }

  private unavailable(err: unknown): AppError {
    this.onError(err);
    return new AppError('INTERNAL', 'Card payments could not be started just now; your order is saved, so please try again in a moment');
  }
}
