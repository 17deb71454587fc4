import { Caller, requireStaff } from '../../../common/auth';
import { recordUpdate } from '../../../common/audit/audit-recorder';
import { ConflictError, NotFoundError, ValidationError } from '../../../common/errors';
import { formatPounds, penceToPounds } from '../../../common/money';
import type { Database } from '../../../db/database';
import { returnOrderStock } from '../../catalog/stock/stock-ledger';
import { Product } from '../../catalog/product/product.entity';
import type { ShopMails } from '../../mail/shop-mails';
import { Order, OrderLine } from '../order/order.entity';
import { PART_REFUNDED, recordOrderEvent } from '../order/order-events';
import { OrderEventActor } from '../order/order-event.entity';
import type { CardRefunds } from '../payment/card-refunds';
import { CARD } from '../payment/stripe-card';
import { takeBackRefundedPoints } from '../reward-points/reward-points-ledger';
import { RefundAmounts, refundAmounts, RefundAsk } from './refund-amounts';
import { checkOrderRefundable, checkRefundAsks } from './refund-rules';
import type { RefundPreview } from './order-refund.types';

/** A refund worked out from the stored order: the order and its lines as read, the asks checked, the amounts. */
interface RefundPlan {
  order: Order;
  lines: OrderLine[];
  asks: RefundAsk[];
  amounts: RefundAmounts;
  card: boolean;
}

/**
 * Staff refund chosen lines (and quantities) of a paid order, or all that is left of it. The amount is
 * worked out here from the stored order (refund-amounts.ts), never taken from the client. A card order is
 * refunded through Stripe first (a Refund of that amount on its PaymentIntent, under a key made from the
 * order and the refund's number); a bank-transfer order's refund is recorded as made by staff (no money
 * moves through the shop). Then, in one transaction: the lines' refunded quantities (never more than was
 * ordered), the stock and its ledger's 'returned' rows, the reward points the refunded share earned, an
 * order event naming the member of staff, the lines, the amount and Stripe's refund, the audit entry, and
 * — once every line is refunded — the order's move to 'refunded'. The customer is mailed after the commit.
 */
export class OrderRefunds {
  constructor(
    private readonly db: Database,
    private readonly cardRefunds: CardRefunds,
    private readonly mails?: ShopMails,
  ) {}

  /** What refunding these lines would give back, and where the money goes; changes nothing. */
  async preview(
    caller: Caller | null,
    branchCode: string,
    id: number,
    asks: readonly RefundAsk[],
    includeDelivery = false,
  ): Promise<RefundPreview> {
    requireStaff(caller);
    const { amounts, card } = await this.plan(branchCode, id, asks, includeDelivery);
    const amount = formatPounds(amounts.amountPence);
    return {
      lines: amounts.lines.map((l) => ({
        lineId: l.lineId,
        productName: l.productName,
        quantity: l.quantity,
        amount: penceToPounds(l.amountPence)!,
      })),
      delivery: penceToPounds(amounts.deliveryPence)!,
      amount: penceToPounds(amounts.amountPence)!,
      wholeOrder: amounts.wholeOrder,
      method: card ? CARD : 'bank-transfer',
      message: card
        ? `${amount} goes back to the customer's card through Stripe.`
        : `This order was paid by bank transfer: no money moves through the shop, so send ${amount} back to the customer yourself; this records the refund.`,
    };
  }

  async refund(
    caller: Caller | null,
    branchCode: string,
    id: number,
    asks: readonly RefundAsk[],
    options: { includeDelivery?: boolean | null; note?: string | null } = {},
  ): Promise<Order> {
    requireStaff(caller);
    const note = options.note?.trim().replace(/\s+/g, ' ') || null;
    if (note && note.length > 500) throw new ValidationError('Note must be at most 500 characters', 'note');
    const plan = await this.plan(branchCode, id, asks, options.includeDelivery ?? false);
    const { order, amounts } = plan;
    const refundNumber = order.refundCount + 1;
    const what = describeLines(plan);
    const stripeRefund =
      plan.card && amounts.amountPence > 0
        ? await this.cardRefunds.refundPart(order, amounts.amountPence, refundNumber, stripeLines(plan))
        : null;
    const amount = formatPounds(amounts.amountPence);
    const text = plan.card
      ? `Refunded ${amount} by card (${stripeRefund ? `Stripe ${stripeRefund.id}` : 'nothing to send to Stripe'}) for ${what}`
      : `Refund of ${amount} for ${what} recorded by staff: paid by bank transfer, so no money moved through the shop`;
    const eventNote = `${text}${note ? `: ${note}` : ''}`.slice(0, 500);

    const products = await this.db.transaction(async (manager) => {
      const set = {
        refundCount: refundNumber,
        refundedPence: order.refundedPence + amounts.amountPence,
        shippingRefunded: order.shippingRefunded || amounts.deliveryPence > 0,
        status: amounts.wholeOrder ? 'refunded' : order.status,
      };
      const moved = await manager.getRepository(Order).update({ id: order.id, status: order.status, refundCount: order.refundCount }, set);
      if (moved.affected !== 1) throw changedMeanwhile(stripeRefund?.id);
      await recordUpdate(manager, Order, order, set);
      const stock: { productId: number | null; quantity: number }[] = [];
      for (const ask of plan.asks) {
        const line = plan.lines.find((l) => l.id === ask.lineId)!;
        const refundedQuantity = line.refundedQuantity + ask.quantity;
        const done = await manager
          .getRepository(OrderLine)
          .update({ id: line.id, refundedQuantity: line.refundedQuantity }, { refundedQuantity });
        if (done.affected !== 1) throw changedMeanwhile(stripeRefund?.id);
        await recordUpdate(manager, OrderLine, line, { refundedQuantity });
        stock.push({ productId: line.productId, quantity: ask.quantity });
      }
      const touched = await returnOrderStock(manager, order, stock, `Order ${order.orderNumber} refund ${refundNumber}`);
      await takeBackRefundedPoints(
        manager,
        order,
        refundNumber,
        amounts.wholeOrder
          ? null
          : plan.asks.map((ask) => {
              const line = plan.lines.find((l) => l.id === ask.lineId)!;
              return { productId: line.productId, unitPricePence: line.unitPricePence, quantity: ask.quantity };
            }),
      );
      // Staff refund (the caller's account is named); the shop stands for who acted only without one.
      await recordOrderEvent(
        manager,
        order,
        amounts.wholeOrder ? 'refunded' : PART_REFUNDED,
        caller,
        { note: eventNote, trackingNumber: null, carrier: null },
        OrderEventActor.SHOP,
      );
      return touched;
    });
    this.db.changed(Order, [order.id], 'update');
    if (products.length) this.db.changed(Product, products, 'update');
    // After the commit and not awaited: a mail that fails is logged and never undoes or fails the refund.
    void this.mails?.orderRefunded(branchCode, order.id, {
      amountPence: amounts.amountPence,
      lines: amounts.lines.map((l) => ({ name: l.productName, quantity: l.quantity, amountPence: l.amountPence })),
      deliveryPence: amounts.deliveryPence,
      wholeOrder: amounts.wholeOrder,
    });
    return this.db.repo(Order).findOneByOrFail({ id: order.id });
  }

  private async plan(branchCode: string, id: number, asks: readonly RefundAsk[], includeDelivery: boolean): Promise<RefundPlan> {
    const order = await this.db.repo(Order).findOneBy({ branchCode, id });
    if (!order) throw new NotFoundError(`No order with id ${id}`);
    checkOrderRefundable(order);
    const lines = await this.db.repo(OrderLine).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    const checked = checkRefundAsks(lines, asks);
    const card = order.paymentMethod === CARD;
    if (card && !order.paymentReference)
      throw new ValidationError(
        `Order ${order.orderNumber} has no Stripe payment to refund: refund it in Stripe, then set its status`,
        'id',
      );
    return { order, lines, asks: checked, amounts: refundAmounts(order, lines, checked, includeDelivery), card };
  }
}

/** "1 × Rose Lip Balm (£8.99), 2 × Argan Oil (£30.00) and delivery (£3.99)" */
function describeLines({ amounts }: RefundPlan): string {
  const parts = [
    ...amounts.lines.map((l) => `${l.quantity} × ${l.productName} (${formatPounds(l.amountPence)})`),
    ...(amounts.deliveryPence > 0 ? [`delivery (${formatPounds(amounts.deliveryPence)})`] : []),
  ];
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The refunded lines for Stripe's metadata: "lineId×quantity" pairs, and "delivery" when it goes too. */
function stripeLines({ amounts }: RefundPlan): string {
  return [...amounts.lines.map((l) => `${l.lineId}x${l.quantity}`), ...(amounts.deliveryPence > 0 ? ['delivery'] : [])].join(',');
}

function changedMeanwhile(stripeRefundId: string | undefined) {
  return new ConflictError(
    stripeRefundId
      ? `This order was changed by someone else meanwhile, after Stripe made refund ${stripeRefundId}: reload the order and check it in Stripe`
      : 'This order was changed by someone else meanwhile; reload it and try again',
  );
}
