import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { AppError, ValidationError } from '../../../common/errors';
import { formatPounds } from '../../../common/money';
import type { Database } from '../../../db/database';
import { Order } from '../order/order.entity';
import { PAYMENT_FAILED, PAYMENT_PROBLEM, recordOrderEvent } from '../order/order-events';
import { OrderEventActor } from '../order/order-event.entity';
import type { OrderStatusService } from '../order/order-status.service';
import { cancelPaymentIntent } from './payment-intents';
import { PaymentWebhookEvent } from './payment-webhook-event.entity';
import { CARD } from './stripe-card';

/** What the shop did with a webhook event (the HTTP answer says it; Stripe needs only the 200). */
export type WebhookOutcome = 'paid' | 'payment-failed' | 'payment-problem' | 'duplicate' | 'ignored';

/** The answer to a webhook whose Stripe-Signature does not verify: 400, and nothing changes. */
export class WebhookSignatureError extends ValidationError {
  constructor() {
    super('The webhook signature could not be verified', 'stripe-signature');
  }
}

/**
 * Stripe's webhook for card payments: every event is verified with the endpoint's signing secret
 * before anything is read. `payment_intent.succeeded` for a pending card order whose amount and currency
 * match moves it to 'paid' through OrderStatusService's own path (event, reward points, the customer's mail);
 * `payment_intent.payment_failed` records a 'payment-failed' event and leaves it pending. Each event acts
 * at most once: its id is recorded in the same transaction as what it changed, and an order no longer
 * pending is never moved again. Events for orders the shop does not know, or of other kinds, change nothing.
 */
export class CardPayments {
  constructor(
    private readonly db: Database,
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    private readonly orderStatus: OrderStatusService,
    /** CARD_PAYMENT_HOLD_MINUTES: how long an unpaid card order keeps its stock. */
    private readonly holdMinutes = 30,
  ) {}

  /**
   * Cancels card orders still unpaid `holdMinutes` after they were placed (at most `batch` a round), through
   * OrderStatusService's own cancel: stock back with the ledger's 'returned' rows, the discount's use freed, an
   * event, the customer's mail. Each one's PaymentIntent is cancelled at Stripe first, so it can no longer be
   * paid; one Stripe will not cancel (paid or still processing: its webhook is on its way) or cannot be
   * reached is left for a later round. Answers how many were cancelled.
   */
  async cancelUnpaid(now = new Date(), batch = 100): Promise<number> {
    const cutoff = new Date(now.getTime() - this.holdMinutes * 60_000);
    const stale = await this.db
      .repo(Order)
      .createQueryBuilder('o')
      .where('o.paymentMethod = :card AND o.status = :pending AND o.createdAt < :cutoff', { card: CARD, pending: 'pending', cutoff })
      .orderBy('o.id', 'ASC')
      .take(batch)
      .getMany();
    let cancelled = 0;
    for (const order of stale) {
      if (!(await this.intentCancelled(order))) continue;
      try {
        await this.orderStatus.cancelUnpaid(order.branchCode, order.id, `Card payment not completed within ${this.holdMinutes} minutes`);
        cancelled++;
      } catch (err) {
        // Paid or cancelled meanwhile (a webhook, staff, the customer, another instance): what it is now stands.
        if (!(err instanceof AppError && (err.code === 'CONFLICT' || err.code === 'BAD_USER_INPUT'))) throw err;
      }
    }
    return cancelled;
  }

  /** Runs cancelUnpaid every `everyMs` (a failure is reported, and the next round tries again); answers the stop, which waits for a round under way. */
  startHoldSweeper(onError: (err: unknown) => void, everyMs = 60_000): () => Promise<void> {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = running.then(() => this.cancelUnpaid().catch(onError));
    }, everyMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }

  /** Whether the order's PaymentIntent can no longer be paid: cancelled now or before (or the order never got one). */
  private async intentCancelled(order: Order): Promise<boolean> {
    return !order.paymentReference || (await cancelPaymentIntent(this.stripe, order.paymentReference)) === 'cancelled';
  }

  async handleWebhook(payload: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const event = this.verify(payload, signature);
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return 'ignored';
    const intent = event.data.object;
    const order = await this.orderOf(intent);
    if (!order) return 'ignored';
    if (await this.db.repo(PaymentWebhookEvent).existsBy({ eventId: event.id })) return 'duplicate';
    try {
      return event.type === 'payment_intent.succeeded'
        ? await this.succeeded(event, intent, order)
        : await this.failed(event, intent, order);
    } catch (err) {
      // The same event racing itself loses on the unique event id, or finds the order moved by the winner.
      if (isUniqueViolation(err)) return 'duplicate';
      if (err instanceof AppError && (err.code === 'CONFLICT' || err.code === 'BAD_USER_INPUT')) {
        // The order moved meanwhile (the same event's twin, another event, or staff): what it is now stands.
        return (await this.db.repo(PaymentWebhookEvent).existsBy({ eventId: event.id })) ? 'duplicate' : 'ignored';
      }
      throw err;
    }
  }

  private verify(payload: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new WebhookSignatureError();
    try {
      return this.stripe.webhooks.constructEvent(payload, signature, this.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
  }

  private async succeeded(event: Stripe.Event, intent: Stripe.PaymentIntent, order: Order): Promise<WebhookOutcome> {
    const received = `${formatPounds(intent.amount_received)} ${intent.currency.toUpperCase()}`;
    if (order.status !== 'pending') {
      if (order.status !== 'cancelled') {
        // Paid through an earlier success: nothing new. Marked paid by hand before the money came (R5): staff reconcile.
        const paidByStripe = await this.db.repo(PaymentWebhookEvent).existsBy({ orderId: order.id, eventType: 'payment_intent.succeeded' });
        if (paidByStripe) return 'ignored';
        await this.note(
          event,
          order,
          PAYMENT_PROBLEM,
          `Card payment ${intent.id} of ${received} arrived after the order was marked ${order.status} by hand: check in Stripe that it was not paid twice`,
        );
        return 'payment-problem';
      }
      await this.note(
        event,
        order,
        PAYMENT_PROBLEM,
        `Card payment ${intent.id} of ${received} arrived after the order was cancelled: refund it in Stripe`,
      );
      return 'payment-problem';
    }
    const problem =
      intent.currency !== 'gbp' || intent.amount_received !== order.totalPence
        ? `Card payment ${intent.id} of ${received} does not match the order total of ${formatPounds(order.totalPence)}: not marked paid; check it in Stripe`
        : order.paymentReference && order.paymentReference !== intent.id
          ? `Card payment ${intent.id} is not the order's payment ${order.paymentReference}: not marked paid; check it in Stripe`
          : null;
    if (problem) {
      await this.note(event, order, PAYMENT_PROBLEM, problem);
      return 'payment-problem';
    }
    await this.orderStatus.markPaidByProvider(
      order.branchCode,
      order.id,
      `Card payment received (Stripe ${intent.id})`,
      async (manager) => {
        await this.remember(manager, event, order);
        if (!order.paymentReference) await manager.getRepository(Order).update({ id: order.id }, { paymentReference: intent.id });
      },
    );
    return 'paid';
  }

  private async failed(event: Stripe.Event, intent: Stripe.PaymentIntent, order: Order): Promise<WebhookOutcome> {
    if (order.status !== 'pending') return 'ignored';
    const reason = intent.last_payment_error?.message?.trim();
    await this.note(event, order, PAYMENT_FAILED, `Card payment failed${reason ? `: ${reason}` : ''}`.slice(0, 500));
    return 'payment-failed';
  }

  /** Records an order event for staff and the webhook event, in one transaction (the status does not change). */
  private async note(event: Stripe.Event, order: Order, kind: typeof PAYMENT_FAILED | typeof PAYMENT_PROBLEM, note: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await this.remember(manager, event, order);
      await recordOrderEvent(
        manager,
        order,
        kind,
        null,
        { note: note.slice(0, 500), trackingNumber: null, carrier: null },
        OrderEventActor.SHOP,
      );
    });
    this.db.changed(Order, [order.id], 'update');
  }

  private async remember(manager: EntityManager, event: Stripe.Event, order: Order): Promise<void> {
    const repo = manager.getRepository(PaymentWebhookEvent);
    await repo.insert(repo.create({ branchCode: order.branchCode, eventId: event.id, eventType: event.type, orderId: order.id }));
  }

  /** The card order a PaymentIntent's metadata names (id, number and branch must all agree), or null. */
  private async orderOf(intent: Stripe.PaymentIntent): Promise<Order | null> {
    const { order_id: id, order_number: orderNumber, branch } = intent.metadata ?? {};
    if (!id || !/^\d{1,10}$/.test(id) || !orderNumber || !branch) return null;
    const order = await this.db.repo(Order).findOneBy({ branchCode: branch, id: Number(id) });
    return order && order.orderNumber === orderNumber && order.paymentMethod === CARD ? order : null;
  }
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
