import { In, IsNull } from 'typeorm';
import type { Caller } from '../../../common/auth';
import { ConflictError, NotFoundError, ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { User } from '../../account/user/user.entity';
import type { PaymentInstructions } from '../payment/payment.types';
import type { PaymentProviders } from '../payment/payment-provider';
import { deliveryEstimate, DeliveryEstimate } from '../shipping/delivery-dates';
import { isShippingMethod, SHIPPING_SERVICES } from '../shipping/shipping-rates';
import { hashIdempotencyKey, IDEMPOTENCY_KEY, OrderTokens } from './access-token';
import type { CreateOrderService } from './create-order.service';
import { orderPagePath } from './order-links';
import { Order, OrderLine } from './order.entity';
import type { PlaceOrderInput } from './place-order.inputs';

/** Everything an order-confirmation mail (or page) needs, loaded in one place. */
export interface OrderConfirmation {
  order: Order;
  lines: OrderLine[];
  /** How to pay while the order is pending; null once paid or for orders without a payment method. */
  payment: PaymentInstructions | null;
  /** The storefront path of the order (orderPagePath): the guest link carries the token in its fragment. */
  orderPath: string;
  /** The delivery service's words, e.g. 'Tracked with email updates', '2-4 days'. */
  delivery: { name: string; time: string } | null;
  /** Estimated dispatch and delivery dates from when the order was placed. */
  estimate: DeliveryEstimate | null;
}

/** Called once per new checkout order, after it is committed (never for a replayed idempotency key). */
export type OrderPlacedHook = (confirmation: OrderConfirmation) => void | Promise<void>;

export interface PlaceOrderResult {
  order: Order;
  accessToken: string | null;
  orderPath: string;
  payment: PaymentInstructions;
  replayed: boolean;
}

/**
 * The storefront's checkout: guests and logged-in customers place orders priced from the database
 * (CreateOrderService), pay through a PaymentProvider, and a retried request with the same
 * idempotency key answers the first order. `onOrderPlaced` is the seam for the confirmation mail.
 */
export class CheckoutService {
  /** Set by the composition root (e.g. to send the confirmation mail); does nothing by default. */
  onOrderPlaced: OrderPlacedHook = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly createOrder: CreateOrderService,
    private readonly payments: PaymentProviders,
    private readonly tokens: OrderTokens,
    private readonly onHookError: (err: unknown) => void = () => undefined,
  ) {}

  async placeOrder(caller: Caller | null, branchCode: string, input: PlaceOrderInput): Promise<PlaceOrderResult> {
    if (input.termsAccepted !== true) throw new ValidationError('You must accept the terms and conditions', 'termsAccepted');
    const key = (input.idempotencyKey ?? '').trim();
    if (!IDEMPOTENCY_KEY.test(key))
      throw new ValidationError(
        'Idempotency key must be 22 to 100 letters, digits, hyphens or underscores (at least 128 random bits, e.g. a UUID)',
        'idempotencyKey',
      );
    const provider = this.payments.parse(input.paymentMethod);
    const userId = await this.customerOf(caller, branchCode);
    const token = this.tokens.forIdempotencyKey(key);
    const placed = await this.createOrder.place(caller, branchCode, input, {
      userId,
      accessToken: token,
      idempotencyKeyHash: hashIdempotencyKey(key),
      paymentMethod: provider.id,
      checkParcelSize: true,
      pointsToSpend: input.pointsToSpend ?? 0,
    });
    const { order } = placed;
    if (placed.replayed && (order.email !== (input.email ?? '').trim().toLowerCase() || order.userId !== userId)) {
      throw new ConflictError('This checkout was already used for another order; please reload the checkout page and try again');
    }
    const started = await provider.start(order);
    if (started.reference && order.paymentReference !== started.reference) await this.rememberPayment(order, started.reference);
    const payment = started.instructions;
    if (!placed.replayed) this.announce(order.branchCode, order.id, order.userId === null ? token : null);
    return {
      order,
      accessToken: order.userId === null ? token : null,
      orderPath: orderPagePath(order, token),
      payment,
      replayed: placed.replayed,
    };
  }

  /**
   * Everything the order-confirmation mail needs, for server-side use (no access check): the order
   * with its lines and VAT, the payment instructions, the storefront path (a guest's with the token
   * given) and the delivery service with its estimated dates.
   */
  async confirmationOf(branchCode: string, orderId: number, accessToken: string | null = null): Promise<OrderConfirmation> {
    const order = await this.db.repo(Order).findOneBy({ branchCode, id: orderId });
    if (!order) throw new NotFoundError(`No order with id ${orderId}`);
    const lines = await this.db.repo(OrderLine).find({ where: { orderId: In([order.id]) }, order: { id: 'ASC' } });
    const method = order.shippingMethod;
    return {
      order,
      lines,
      payment: await this.paymentOf(order),
      orderPath: orderPagePath(order, accessToken),
      delivery: isShippingMethod(method) ? { name: SHIPPING_SERVICES[method].name, time: SHIPPING_SERVICES[method].delivery } : null,
      estimate: isShippingMethod(method) ? deliveryEstimate(method, order.createdAt) : null,
    };
  }

  /**
   * The order's payment instructions. A card order's come from Stripe: when it does not answer they are
   * left out (the mail has no payment part for cards anyway), so its confirmation mail still goes.
   */
  private async paymentOf(order: Order): Promise<PaymentInstructions | null> {
    try {
      return await this.payments.instructionsFor(order);
    } catch (err) {
      if (order.paymentMethod === 'bank-transfer') throw err;
      this.onHookError(err);
      return null;
    }
  }

  /** Keeps the provider's reference of the order's payment (a Stripe PaymentIntent id), so a replay or a refund finds it. */
  private async rememberPayment(order: Order, reference: string): Promise<void> {
    await this.db.transaction((manager) =>
      manager.getRepository(Order).update({ id: order.id, paymentReference: IsNull() }, { paymentReference: reference }),
    );
    order.paymentReference = reference;
  }

  /** Runs the hook off the request's path; its failure is logged, never the customer's problem. */
  private announce(branchCode: string, orderId: number, accessToken: string | null): void {
    void this.confirmationOf(branchCode, orderId, accessToken)
      .then((confirmation) => this.onOrderPlaced(confirmation))
      .catch((err) => this.onHookError(err));
  }

  /** The logged-in caller's account when it belongs to this branch (the order is linked to it); null for guests. */
  private async customerOf(caller: Caller | null, branchCode: string): Promise<number | null> {
    if (!caller) return null;
    const user = await this.db.repo(User).findOne({ where: { branchCode, id: caller.userId }, select: { id: true } });
    return user?.id ?? null;
  }
}
