import type Stripe from 'stripe';
import { Caller, requireStaff } from '../../../common/auth';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../../common/errors';
import { formatPounds } from '../../../common/money';
import type { Database } from '../../../db/database';
import { Order } from '../order/order.entity';
import type { OrderStatusService } from '../order/order-status.service';
import { checkTransition, parseOrderStatus } from '../order/order-status';
import { CARD } from './stripe-card';

/**
 * Staff refund a card order in full through Stripe: the refund is asked of Stripe first (under a key made
 * from the order, so asking again never refunds twice), then the order moves to 'refunded' through the
 * status path staff use for every refund (stock back with the ledger, reward points taken back, an event
 * naming the member of staff and Stripe's refund, the customer's mail).
 */
export class CardRefunds {
  constructor(
    private readonly db: Database,
    private readonly stripe: Stripe | null,
    private readonly orderStatus: OrderStatusService,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  async refund(caller: Caller | null, branchCode: string, id: number, note?: string | null): Promise<Order> {
    requireStaff(caller);
    if (!this.stripe) throw new ValidationError('Card payments are not set up, so there is nothing to refund through Stripe', 'id');
    const order = await this.db.repo(Order).findOneBy({ branchCode, id });
    if (!order) throw new NotFoundError(`No order with id ${id}`);
    if (order.paymentMethod !== CARD || !order.paymentReference) {
      throw new ValidationError(
        `Order ${order.orderNumber} was not paid by card through Stripe: refund the money yourself, then set its status to refunded`,
        'id',
      );
    }
    checkTransition(parseOrderStatus(order.status), 'refunded');
    if (order.refundCount > 0) {
      throw new ValidationError(
        `Part of order ${order.orderNumber} has already been refunded: refund what is left of its lines (refundOrderLines)`,
        'id',
      );
    }
    const extra = note?.trim() ? `: ${note.trim()}` : '';
    const refund = await this.refundAtStripe(order);
    return this.orderStatus.markRefundedAtProvider(caller, branchCode, id, {
      note: `Refunded ${formatPounds(refund.amount)} by card (Stripe ${refund.id})${extra}`.slice(0, 500),
    });
  }

  /**
   * Refunds `amountPence` of a card order's PaymentIntent at Stripe as the order's refund number
   * `refundNumber` (refundOrderLines): its idempotency key is made from the order and that number, so
   * asking again for the same refund never refunds twice, and two refunds made at once cannot both use it.
   */
  async refundPart(order: Order, amountPence: number, refundNumber: number, lines: string): Promise<Stripe.Refund> {
    if (!this.stripe) throw new ValidationError('Card payments are not set up, so this card order cannot be refunded through Stripe', 'id');
    if (order.paymentMethod !== CARD || !order.paymentReference)
      throw new ValidationError(`Order ${order.orderNumber} was not paid by card through Stripe`, 'id');
    return this.refundAtStripe(order, `order-${order.branchCode}-${order.id}-${order.orderNumber}-refund-${refundNumber}`, amountPence, {
      refund_number: String(refundNumber),
      lines: lines.slice(0, 500),
    });
  }

  private async refundAtStripe(
    order: Order,
    idempotencyKey = `order-${order.branchCode}-${order.id}-${order.orderNumber}-refund`,
    amount?: number,
    metadata: Record<string, string> = {},
  ): Promise<Stripe.Refund> {
    try {
      return await this.stripe!.refunds.create(
        {
          payment_intent: order.paymentReference!,
          ...(amount === undefined ? {} : { amount }),
          reason: 'requested_by_customer',
          metadata: { order_id: String(order.id), order_number: order.orderNumber, branch: order.branchCode, ...metadata },
        },
        { idempotencyKey },
      );
    } catch (err) {
      this.onError(err);
      const { type, message } = err as { type?: string; message?: string };
      if (type === 'StripeIdempotencyError')
        throw new ConflictError('Another refund of this order was made at the same moment; reload the order and try again');
      if (type === 'StripeInvalidRequestError') throw new ValidationError(`Stripe refused the refund: ${message}`, 'id');
      throw new AppError('INTERNAL', 'Stripe did not answer, so nothing was refunded; please try again in a moment');
    }
  }
}
