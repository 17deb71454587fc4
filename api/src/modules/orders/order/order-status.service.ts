import type { EntityManager } from 'typeorm';
import { Caller, requireStaff } from '../../../common/auth';
import { ConflictError, ValidationError } from '../../../common/errors';
import { recordUpdate } from '../../../common/audit/audit-recorder';
import type { Database } from '../../../db/database';
import { Product } from '../../catalog/product/product.entity';
import { recordOrderMovements } from '../../catalog/stock/stock-ledger';
import type { ShopMails } from '../../mail/shop-mails';
import { releaseDiscountUses } from '../discount-code/discount-uses';
import { recordRewardPoints } from '../reward-points/reward-points-ledger';
import { Order, OrderLine } from './order.entity';
import { OrderEvent, OrderEventActor } from './order-event.entity';
import {
  checkStatusChangeDetails,
  dispatchCarrier,
  recordOrderEvent,
  RETURN_REQUESTED,
  StatusChangeDetails,
  type WithoutAccount,
} from './order-events';
import { returnRequestableUntil, returnWindowOf, RETURN_WINDOW_DAYS } from './order-returns';
import { changedMeanwhile, notFound } from './order.service';
import { checkTransition, OrderStatus, parseOrderStatus, RESTOCKING_STATUSES } from './order-status';
import type { OrderTokenChecks } from './order-token-checks';

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * An order's status changes along the allowed path: staff's, the customer's own cancel and return request, and a
 * payment provider's (paid, refunded, an unpaid card order's cancel). Cancel and refund put stock back; each change
 * records its event and, once committed, mails the customer.
 */
export class OrderStatusService {
  constructor(
    private readonly db: Database,
    /** Guest order tokens, checked with their rate limit per address (order-token-checks.ts). */
    private readonly tokenChecks: OrderTokenChecks,
    private readonly mails?: ShopMails,
    /** Stops a pending order's payment at its provider before its customer cancels it (a card's PaymentIntent); throws to refuse the cancel. */
    private readonly releasePayment?: (order: Order) => Promise<void>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Moves an order along its allowed path and records the step (who, when, note; the tracking number
   * that dispatching needs); cancelling or refunding puts its quantities back into stock, with the
   * ledger's 'returned' rows, in the same transaction, which also credits or takes back the customer's
   * reward points (reward-points-ledger.ts); cancelling frees the customer's use of a code limited per
   * customer (discount-uses.ts). Once committed, the customer is mailed the new status.
   */
  async updateStatus(
    caller: Caller | null,
    branchCode: string,
    id: number,
    status: string,
    details: StatusChangeDetails = {},
  ): Promise<Order> {
    requireStaff(caller);
    const next = parseOrderStatus(status);
    const order = await this.db.repo(Order).findOneBy({ branchCode, id });
    if (order?.paymentMethod === 'card') {
      if (next === 'refunded')
        throw new ValidationError(
          "A card order's money goes back through Stripe: refund it with Refund whole order (refundCardOrder or refundOrderLines), not by its status",
          'status',
        );
      // Cancelling would keep the customer's money with nothing left to refund it by (R1).
      if (next === 'cancelled' && order.status !== 'pending')
        throw new ValidationError(
          `This card order is ${order.status}: refund it first with Refund whole order, which sends the money back through Stripe and returns the stock`,
          'status',
        );
      // A pending card order's PaymentIntent is closed first, so the customer can no longer pay a cancelled order (R3).
      if (next === 'cancelled') await this.releasePayment?.(order);
    }
    return this.changeStatus(caller, branchCode, id, next, details);
  }

  /** A card order Stripe has refunded in full (card-refunds.ts) moves to 'refunded' as updateStatus moves others. */
  async markRefundedAtProvider(caller: Caller | null, branchCode: string, id: number, details: StatusChangeDetails): Promise<Order> {
    requireStaff(caller);
    return this.changeStatus(caller, branchCode, id, 'refunded', details);
  }

  /**
   * The customer cancels their own pending order (a guest with its access token): the same status
   * change staff make, so the stock and the ledger's 'returned' rows come back in one transaction. A card
   * order's PaymentIntent is cancelled at Stripe first, so it cannot be paid once the order is cancelled.
   */
  async cancelMine(caller: Caller | null, branchCode: string, id: number, accessToken?: string | null, address = ''): Promise<Order> {
    const order = await this.customersOrder(caller, branchCode, id, accessToken, address);
    if (order.status !== 'pending') {
      throw new ValidationError(`This order is ${order.status}, so it can no longer be cancelled here; please contact us`, 'id');
    }
    await this.releasePayment?.(order);
    return this.changeStatus(
      caller,
      branchCode,
      id,
      'cancelled',
      { note: 'Cancelled by the customer' },
      'pending',
      undefined,
      OrderEventActor.GUEST,
    );
  }

  /**
   * The customer asks to return a delivered order within 14 days of its delivery (UK calendar days;
   * docs/api.md): recorded as a 'return-requested' event with their reason, which staff see in the
   * order's history. The order's status does not change.
   */
  async requestReturn(
    caller: Caller | null,
    branchCode: string,
    id: number,
    reason: string,
    accessToken?: string | null,
    address = '',
  ): Promise<Order> {
    const order = await this.customersOrder(caller, branchCode, id, accessToken, address);
    const note = (reason ?? '').trim().replace(/\s+/g, ' ');
    if (!note) throw new ValidationError('Please tell us why you are returning the order', 'reason');
    if (note.length > 500) throw new ValidationError('Reason must be at most 500 characters', 'reason');
    if (order.status !== 'delivered') {
      throw new ValidationError(`A return can be requested once an order is delivered; this one is ${order.status}`, 'id');
    }
    await this.db.transaction(async (manager) => {
      const events = await manager.getRepository(OrderEvent).find({ where: { orderId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
      if (events.some((e) => e.status === RETURN_REQUESTED)) throw new ConflictError('A return has already been requested for this order');
      const { deliveredOn, lastDay } = returnWindowOf(order, events)!;
      if (!returnRequestableUntil(order, events, this.now())) {
        throw new ValidationError(
          `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; this order was delivered on ${longDate.format(new Date(`${deliveredOn}T00:00:00Z`))}, so the last day was ${longDate.format(new Date(`${lastDay}T00:00:00Z`))}`,
          'id',
        );
      }
      await recordOrderEvent(
        manager,
        order,
        RETURN_REQUESTED,
        caller,
        { note, trackingNumber: null, carrier: null },
        OrderEventActor.GUEST,
      );
    });
    this.db.changed(Order, [id], 'update');
    return this.db.repo(Order).findOneByOrFail({ id });
  }

  /**
   * A payment provider confirmed the money for a pending order (a verified webhook): the same move to
   * 'paid' staff make (order event, reward points, the customer's mail), with no member of staff named.
   * `also` runs in the same transaction (the provider's event is recorded there, so it acts once).
   */
  async markPaidByProvider(
    branchCode: string,
    id: number,
    note: string,
    also: (manager: EntityManager, order: Order) => Promise<void>,
  ): Promise<Order> {
    return this.changeStatus(null, branchCode, id, 'paid', { note }, 'pending', also);
  }

  /**
   * A card order left unpaid past its hold (card-payments.service.ts): the same cancel staff make (stock
   * back with the ledger's 'returned' rows, the discount's use freed, an event, the customer's mail), only
   * from 'pending', with no member of staff named.
   */
  async cancelUnpaid(branchCode: string, id: number, note: string): Promise<Order> {
    return this.changeStatus(null, branchCode, id, 'cancelled', { note }, 'pending');
  }

  /** An order its customer may act on: the logged-in owner, or whoever holds its access token (counted per address); anyone else is told it does not exist. */
  private async customersOrder(
    caller: Caller | null,
    branchCode: string,
    id: number,
    accessToken: string | null | undefined,
    address: string,
  ): Promise<Order> {
    const order = await this.db.repo(Order).findOneBy({ branchCode, id });
    if (order && caller !== null && order.userId !== null && order.userId === caller.userId) return order;
    if (!(await this.tokenChecks.opens(order, accessToken, address)) || !order) throw notFound(id);
    return order;
  }

  /** Moves the order (from `expected`, when given) to `next` along the allowed path, recording the step; cancel and refund restock. */
  private async changeStatus(
    caller: Caller | null,
    branchCode: string,
    id: number,
    next: OrderStatus,
    details: StatusChangeDetails,
    expected?: OrderStatus,
    also?: (manager: EntityManager, order: Order) => Promise<void>,
    withoutAccount: WithoutAccount = OrderEventActor.SHOP,
  ): Promise<Order> {
    const { restocked, values } = await this.db.transaction(async (manager) => {
      const order = await manager.getRepository(Order).findOneBy({ branchCode, id });
      if (!order) throw notFound(id);
      const from = parseOrderStatus(order.status);
      if (expected && from !== expected) throw changedMeanwhile();
      checkTransition(from, next);
      const values = checkStatusChangeDetails(next, details);
      if (next === 'dispatched') values.carrier = await dispatchCarrier(manager, branchCode, values.carrier);
      const moved = await manager.getRepository(Order).update({ id, status: from }, { status: next });
      if (moved.affected !== 1) throw changedMeanwhile();
      await recordUpdate(manager, Order, order, { status: next });
      await recordOrderEvent(manager, order, next, caller, values, withoutAccount);
      await recordRewardPoints(manager, order, next);
      if (next === 'cancelled') await releaseDiscountUses(manager, id);
      if (also) await also(manager, order);
      const restocked = RESTOCKING_STATUSES.includes(next) ? await this.restock(manager, order, `Order ${order.orderNumber} ${next}`) : [];
      return { restocked, values };
    });
    this.db.changed(Order, [id], 'update');
    if (restocked.length) this.db.changed(Product, restocked, 'update');
    // After the commit and not awaited: a mail that fails is logged and never undoes or fails the change.
    void this.mails?.orderStatusChanged(branchCode, id, next, values);
    return this.db.repo(Order).findOneByOrFail({ id });
  }

  /** Adds the order's line quantities (less what part refunds returned already) back to Product.stockQuantity with the ledger's 'returned' rows; returns the product ids touched. */
  private async restock(manager: EntityManager, order: Order, note: string): Promise<number[]> {
    const lines = (
      await manager
        .getRepository(OrderLine)
        .find({ where: { orderId: order.id }, select: { productId: true, quantity: true, refundedQuantity: true } })
    )
      .map((line) => ({ productId: line.productId, quantity: line.quantity - line.refundedQuantity }))
      .filter((line) => line.quantity > 0);
    const byProduct = new Map<number, number>();
    for (const line of lines)
      if (line.productId !== null) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
    for (const [productId, quantity] of byProduct) {
      await manager
        .createQueryBuilder()
        .update(Product)
        .set({ stockQuantity: () => `stock_quantity + ${Number(quantity)}` })
        .where('id = :productId', { productId })
        .execute();
    }
    await recordOrderMovements(manager, order, 'returned', lines, note);
    return [...byProduct.keys()];
  }
}
