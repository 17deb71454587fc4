import Stripe from 'stripe';
import { Role } from '../../api/src/common/roles';
import { loadConfig } from '../../api/src/config';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { Order } from '../../api/src/modules/orders/order/order.entity';
import { OrderEvent } from '../../api/src/modules/orders/order/order-event.entity';
import { RewardPoints } from '../../api/src/modules/orders/reward-points/reward-points.entity';
import { graphql } from '../generated';
import type { PlaceOrderInput } from '../generated/graphql';
import { StockMovement } from '../../api/src/modules/catalog/stock/stock-movement.entity';
import { loggedIn, readOutbox } from '../helpers/accounts';
import { insertProduct, stockOf } from '../helpers/orders';
import type { OutboxMessage } from '../helpers/outbox';
import { startStripeStandIn, STRIPE_TEST_KEYS, StripeStandIn, stripeEnv } from '../helpers/stripe-stand-in';
import { dialects } from '../helpers/test-db';
import { gql, GqlBody, startTestShop, TestShop } from '../helpers/test-shop';

const PLACE = graphql(`
  mutation TestPlaceCardOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      replayed
      payment {
        method
        label
        status
        reference
        amount
        message
        bankTransfer {
          accountName
        }
        card {
          clientSecret
          publishableKey
        }
      }
      order {
        id
        orderNumber
        status
        paymentMethod
        total
      }
    }
  }
`);

const REFUND = graphql(`
  mutation TestRefundCardOrder($id: Int!, $note: String) {
    refundCardOrder(id: $id, note: $note) {
      id
      status
    }
  }
`);

const SET_STATUS = graphql(`
  mutation TestCardOrderStatus($id: Int!, $status: String!) {
    updateOrderStatus(id: $id, status: $status) {
      id
    }
  }
`);

const NEXT_STATUSES = graphql(`
  query TestCardOrderNextStatuses($id: Int!) {
    order(id: $id) {
      nextStatuses
    }
  }
`);

const { SECRET_KEY, PUBLISHABLE_KEY, WEBHOOK_SECRET } = STRIPE_TEST_KEYS;

let keySerial = 0;
const newKey = () => `card-${Date.now().toString(36)}-${++keySerial}-${Math.random().toString(36).slice(2, 10)}`;

function checkoutInput(product: Product, quantity: number, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    email: 'amelia.jones@example.co.uk',
    customerName: 'Amelia Jones',
    phone: '07700 900123',
    addressLine1: '3 Station Road',
    addressLine2: null,
    city: 'Leeds',
    postcode: 'LS1 4DY',
    shippingMethod: 'tracked-2-4',
    termsAccepted: true,
    paymentMethod: 'card',
    idempotencyKey: newKey(),
    lines: [{ productId: product.id, quantity }],
    ...overrides,
  };
}

const error = (body: GqlBody<unknown>) => ({ message: body.errors?.[0]?.message, code: body.errors?.[0]?.extensions?.code });

test('config: card payments need all three Stripe keys of the right kinds; a test API address only as an origin', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/x' };
  const keys = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
  expect(loadConfig(base).stripe).toBeUndefined();
  expect(loadConfig({ ...base, ...keys }).stripe).toEqual({
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: undefined,
    holdMinutes: 30,
  });
  expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(
    'Card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET together: STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET missing',
  );
  expect(() => loadConfig({ ...base, ...keys, STRIPE_PUBLISHABLE_KEY: SECRET_KEY })).toThrow(
    'STRIPE_PUBLISHABLE_KEY does not look like a Stripe key of its kind',
  );
  expect(() => loadConfig({ ...base, ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toThrow('must both be test keys or both live keys');
  expect(() => loadConfig({ ...base, ...keys, CARD_PAYMENT_HOLD_MINUTES: '0' })).toThrow('CARD_PAYMENT_HOLD_MINUTES');
  expect(loadConfig({ ...base, ...keys, STRIPE_API_BASE: 'http://127.0.0.1:4010' }).stripe?.apiBase).toEqual({
    protocol: 'http',
    host: '127.0.0.1',
    port: 4010,
  });
  expect(() => loadConfig({ ...base, ...keys, STRIPE_API_BASE: 'ftp://example.com/v1' })).toThrow('STRIPE_API_BASE');
});

describe.each(dialects)('card payments switched off (no Stripe keys) on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect);
  });
  afterAll(() => t?.close());

  test("'card' is refused as an unknown method with the existing error, and there is no webhook", async () => {
    const product = await insertProduct(t.shop.db, { name: 'Rose Hand Cream', pricePence: 1200, stock: 5 });
    const body = await gql(t.url, PLACE, { input: checkoutInput(product, 1) });
    expect(error(body)).toEqual({ message: 'Payment method must be bank-transfer', code: 'BAD_USER_INPUT' });
    expect(await t.shop.db.repo(Order).count()).toBe(0);
    const hook = await fetch(`${t.url}/webhooks/stripe`, { method: 'POST', body: '{}' });
    expect(hook.status).toBe(404);
  });
});

describe.each(dialects)('card payments through Stripe on %s', (dialect) => {
  let t: TestShop;
  let stripeApi: StripeStandIn;
  const stripe = new Stripe(SECRET_KEY);

  beforeAll(async () => {
    stripeApi = await startStripeStandIn();
    t = await startTestShop(dialect, {
      env: stripeEnv(stripeApi),
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi?.close();
  });

  const product = (name: string, pricePence: number, stock = 20) =>
    insertProduct(t.shop.db, { name, pricePence, stock, shippingWeightGrams: 100 });
  const placeCard = async (input: PlaceOrderInput, headers: Record<string, string> = {}) => {
    const body = await gql(t.url, PLACE, { input }, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.placeOrder;
  };
  const orderRow = (id: number) => t.shop.db.repo(Order).findOneByOrFail({ id });
  const eventsOf = async (id: number) =>
    (await t.shop.db.repo(OrderEvent).find({ where: { orderId: id }, order: { id: 'ASC' } })).map((e) => ({
      status: e.status,
      note: e.note,
    }));

  let eventSerial = 0;
  /** A Stripe event about the order's PaymentIntent, as Stripe would send it. */
  const eventFor = (type: string, intentId: string, changes: Record<string, unknown> = {}) => {
    const intent = stripeApi.intents.get(intentId)!;
    return {
      id: `evt_test${++eventSerial}x`,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          ...intent,
          status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
          amount_received: type === 'payment_intent.succeeded' ? intent.amount : 0,
          ...changes,
        },
      },
    };
  };
  const send = async (event: unknown, secret: string = WEBHOOK_SECRET, headers: Record<string, string> = {}) => {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(`${t.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature, ...headers },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as { received?: boolean; outcome?: string; error?: string } };
  };

  test('placeOrder with card: a PaymentIntent for the server-priced total in pence, gbp, wallets on, metadata; the order stays pending', async () => {
    const serum = await product('Vitamin C Serum', 2350);
    const before = stripeApi.requests.length;
    const answer = await placeCard(checkoutInput(serum, 2));
    const { order, payment } = answer;
    expect(order).toMatchObject({ status: 'pending', paymentMethod: 'card' });
    const row = await orderRow(order.id);
    expect(order.total).toBe(row.totalPence / 100);
    // The confirmation mail, sent after the answer, may read the intent back (a GET) meanwhile: only writes count here.
    const created = stripeApi.requests.slice(before).filter((r) => r.method !== 'GET');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      authorization: `Bearer ${SECRET_KEY}`,
      idempotencyKey: `order-MAIN-${order.id}-${order.orderNumber}-payment-intent`,
      form: {
        amount: String(row.totalPence),
        currency: 'gbp',
        'automatic_payment_methods[enabled]': 'true',
        'metadata[order_id]': String(order.id),
        'metadata[order_number]': order.orderNumber,
        'metadata[branch]': 'MAIN',
      },
    });
    const intentId = [...stripeApi.intents.keys()].pop()!;
    expect(row.paymentReference).toBe(intentId);
    expect(payment).toEqual({
      method: 'card',
      label: 'Card',
      status: 'pending',
      reference: order.orderNumber,
      amount: row.totalPence / 100,
      message: expect.stringContaining(`by card, Apple Pay or Google Pay to complete order ${order.orderNumber}`),
      bankTransfer: null,
      card: { clientSecret: `${intentId}_secret_standin`, publishableKey: PUBLISHABLE_KEY },
    });
  });

  test('a replayed placeOrder answers the same PaymentIntent and never creates a second', async () => {
    const balm = await product('Lip Balm Trio', 899);
    const input = checkoutInput(balm, 1);
    const first = await placeCard(input);
    const creates = () => stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;
    const createdBefore = creates();
    const again = await placeCard(input);
    expect(again.replayed).toBe(true);
    expect(again.order.id).toBe(first.order.id);
    expect(again.payment.card).toEqual(first.payment.card);
    expect(creates()).toBe(createdBefore);
    expect(await t.shop.db.repo(Order).countBy({ idempotencyKeyHash: (await orderRow(first.order.id)).idempotencyKeyHash! })).toBe(1);
  });

  test('the webhook refuses a bad or missing signature with 400 and changes nothing', async () => {
    const oil = await product('Argan Hair Oil', 1599);
    const { order } = await placeCard(checkoutInput(oil, 1));
    const event = eventFor('payment_intent.succeeded', (await orderRow(order.id)).paymentReference!);
    expect((await send(event, 'whsec_someoneElse123')).status).toBe(400);
    const unsigned = await fetch(`${t.url}/webhooks/stripe`, { method: 'POST', body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    // A body changed after signing fails too.
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await fetch(`${t.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      body: payload.replace('"livemode":false', '"livemode":true'),
    });
    expect(tampered.status).toBe(400);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await eventsOf(order.id)).toEqual([{ status: 'pending', note: 'Order placed' }]);
  });

  test('payment_intent.succeeded marks the order paid as staff would (event, reward points); a replay or a late failure changes nothing', async () => {
    const cream = await product('Night Cream', 3200);
    const { user, headers } = await loggedIn(t);
    const { order } = await placeCard(checkoutInput(cream, 1, { email: user.email }), headers);
    const intentId = (await orderRow(order.id)).paymentReference!;
    const succeeded = eventFor('payment_intent.succeeded', intentId);
    expect(await send(succeeded)).toEqual({ status: 200, body: { received: true, outcome: 'paid' } });
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await eventsOf(order.id)).toEqual([
      { status: 'pending', note: 'Order placed' },
      { status: 'paid', note: `Card payment received (Stripe ${intentId})` },
    ]);
    expect(await t.shop.db.repo(RewardPoints).countBy({ orderId: order.id })).toBe(1);

    expect(await send(succeeded)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(await send(eventFor('payment_intent.succeeded', intentId))).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored' },
    });
    expect(await send(eventFor('payment_intent.payment_failed', intentId))).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored' },
    });
    expect((await eventsOf(order.id)).map((e) => e.status)).toEqual(['pending', 'paid']);
    expect(await t.shop.db.repo(RewardPoints).countBy({ orderId: order.id })).toBe(1);
  });

  test('the same event sent twice at once acts once', async () => {
    const mask = await product('Clay Face Mask', 1450);
    const { order } = await placeCard(checkoutInput(mask, 1));
    const succeeded = eventFor('payment_intent.succeeded', (await orderRow(order.id)).paymentReference!);
    const answers = await Promise.all([send(succeeded), send(succeeded)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['duplicate', 'paid']);
    expect((await eventsOf(order.id)).map((e) => e.status)).toEqual(['pending', 'paid']);
  });

  test('payment_intent.payment_failed records an order event and leaves the order pending; then a success still pays it', async () => {
    const shampoo = await product('Repair Shampoo', 1100);
    const { order } = await placeCard(checkoutInput(shampoo, 1));
    const intentId = (await orderRow(order.id)).paymentReference!;
    const failed = eventFor('payment_intent.payment_failed', intentId, {
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(await send(failed)).toEqual({ status: 200, body: { received: true, outcome: 'payment-failed' } });
    expect(await send(failed)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await eventsOf(order.id)).toEqual([
      { status: 'pending', note: 'Order placed' },
      { status: 'payment-failed', note: 'Card payment failed: Your card was declined.' },
    ]);
    expect((await send(eventFor('payment_intent.succeeded', intentId))).body.outcome).toBe('paid');
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  test('an amount or currency that does not match the order is not marked paid: staff see a payment-problem event', async () => {
    const palette = await product('Eyeshadow Palette', 2800);
    const { order } = await placeCard(checkoutInput(palette, 1));
    const row = await orderRow(order.id);
    const short = eventFor('payment_intent.succeeded', row.paymentReference!, { amount_received: row.totalPence - 100 });
    expect((await send(short)).body.outcome).toBe('payment-problem');
    const euros = eventFor('payment_intent.succeeded', row.paymentReference!, { currency: 'eur' });
    expect((await send(euros)).body.outcome).toBe('payment-problem');
    expect((await orderRow(order.id)).status).toBe('pending');
    const events = await eventsOf(order.id);
    expect(events.map((e) => e.status)).toEqual(['pending', 'payment-problem', 'payment-problem']);
    expect(events[1].note).toMatch(/does not match the order total of £[\d.]+: not marked paid/);
  });

  test('events for unknown orders, other event kinds, and bank-transfer orders answer 200 and change nothing', async () => {
    const toner = await product('Rose Toner', 950);
    const { order } = await placeCard(checkoutInput(toner, 1));
    const intentId = (await orderRow(order.id)).paymentReference!;
    const intent = stripeApi.intents.get(intentId)!;
    const metadata = intent.metadata as Record<string, string>;
    const unknown = [
      { ...metadata, order_id: '999999' },
      { ...metadata, order_number: 'BS-20200101-AAAAAA' },
      { ...metadata, branch: 'OTHER' },
      {},
    ];
    for (const meta of unknown) {
      expect(await send(eventFor('payment_intent.succeeded', intentId, { metadata: meta }))).toEqual({
        status: 200,
        body: { received: true, outcome: 'ignored' },
      });
    }
    expect((await send({ ...eventFor('payment_intent.succeeded', intentId), type: 'charge.refunded' })).body.outcome).toBe('ignored');
    const bank = await placeCard(checkoutInput(toner, 1, { paymentMethod: 'bank-transfer' }));
    const bankEvent = eventFor('payment_intent.succeeded', intentId, {
      metadata: { order_id: String(bank.order.id), order_number: bank.order.orderNumber, branch: 'MAIN' },
    });
    expect((await send(bankEvent)).body.outcome).toBe('ignored');
    expect((await orderRow(order.id)).status).toBe('pending');
    expect((await orderRow(bank.order.id)).status).toBe('pending');
    expect(await t.shop.db.repo(OrderEvent).countBy({ orderId: order.id })).toBe(1);
  });

  test('a success after the order was cancelled leaves it cancelled and tells staff to refund', async () => {
    const gel = await product('Shower Gel', 600);
    const { order } = await placeCard(checkoutInput(gel, 1));
    const intentId = (await orderRow(order.id)).paymentReference!;
    await t.shop.db.repo(Order).update({ id: order.id }, { status: 'cancelled' });
    expect((await send(eventFor('payment_intent.succeeded', intentId))).body.outcome).toBe('payment-problem');
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect((await eventsOf(order.id)).pop()!.note).toMatch(/arrived after the order was cancelled: refund it in Stripe/);
  });

  test('a success after staff marked the order paid by hand is recorded for them to reconcile, not dropped (R5)', async () => {
    const oil = await product('Cuticle Oil', 800);
    const staff = await loggedIn(t, { role: Role.ADMIN });
    const { order } = await placeCard(checkoutInput(oil, 1));
    const intentId = (await orderRow(order.id)).paymentReference!;
    expect((await gql(t.url, SET_STATUS, { id: order.id, status: 'paid' }, staff.headers)).errors).toBeUndefined();
    expect((await send(eventFor('payment_intent.succeeded', intentId))).body.outcome).toBe('payment-problem');
    expect((await orderRow(order.id)).status).toBe('paid');
    expect((await eventsOf(order.id)).pop()).toEqual({
      status: 'payment-problem',
      note: `Card payment ${intentId} of £${order.total.toFixed(2)} GBP arrived after the order was marked paid by hand: check in Stripe that it was not paid twice`,
    });
  });

  test("a card order's confirmation mail goes without bank details, and its payment instructions carry the card payment while pending", async () => {
    const soap = await product('Olive Soap', 500);
    const { order } = await placeCard(checkoutInput(soap, 3, { email: 'mail.check@example.co.uk' }));
    // The mail goes after the answer, off the request path: wait for it.
    let mails: OutboxMessage[] = [];
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 50));
      mails = (await readOutbox(t)).filter((m) => m.to === 'mail.check@example.co.uk');
    }
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(order.orderNumber);
    expect(mails[0].text).not.toContain('Pay by bank transfer');
    const row = await orderRow(order.id);
    const confirmation = await t.shop.services.checkout.confirmationOf('MAIN', order.id);
    expect(confirmation.payment?.card?.clientSecret).toBe(`${row.paymentReference}_secret_standin`);
  });

  test('unpaid card orders are cancelled after the hold: PaymentIntent cancelled, stock back with the ledger, an event', async () => {
    const comb = await product('Wide Tooth Comb', 400, 10);
    const { order } = await placeCard(checkoutInput(comb, 4));
    const paidMeanwhile = await placeCard(checkoutInput(comb, 1));
    expect(await stockOf(t.shop.db, comb.id)).toBe(5);
    const intentId = (await orderRow(order.id)).paymentReference!;
    const paidIntent = (await orderRow(paidMeanwhile.order.id)).paymentReference!;
    // Stripe already took this one; its webhook has not arrived yet.
    stripeApi.intents.get(paidIntent)!.status = 'succeeded';
    const cardPayments = t.shop.services.cardPayments!;

    expect(await cardPayments.cancelUnpaid(new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect((await orderRow(order.id)).status).toBe('pending');

    await cardPayments.cancelUnpaid(new Date(Date.now() + 31 * 60_000));
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(stripeApi.intents.get(intentId)!.status).toBe('canceled');
    expect(stripeApi.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(true);
    expect((await eventsOf(order.id)).pop()).toEqual({ status: 'cancelled', note: 'Card payment not completed within 30 minutes' });
    expect(await stockOf(t.shop.db, comb.id)).toBe(9);
    const returned = await t.shop.db.repo(StockMovement).findBy({ orderId: order.id, reason: 'returned' });
    expect(returned.map((m) => ({ productId: m.productId, quantity: m.quantity }))).toEqual([{ productId: comb.id, quantity: 4 }]);
    // The one Stripe would not cancel waits for its webhook, which then pays it.
    expect((await orderRow(paidMeanwhile.order.id)).status).toBe('pending');
    expect((await send(eventFor('payment_intent.succeeded', paidIntent))).body.outcome).toBe('paid');
    expect(await cardPayments.cancelUnpaid(new Date(Date.now() + 31 * 60_000))).toBe(0);
  });

  test('staff refund a paid card order in full through Stripe: refunded as updateOrderStatus does (stock, points, event), never twice', async () => {
    const dryer = await product('Travel Hair Dryer', 2999, 6);
    const { user, headers } = await loggedIn(t);
    const staff = await loggedIn(t, { role: Role.ADMIN });
    const { order } = await placeCard(checkoutInput(dryer, 2, { email: user.email }), headers);
    const row = await orderRow(order.id);
    // Not paid yet: refused before Stripe is asked anything.
    const refundRequests = () => stripeApi.requests.filter((r) => r.path === '/v1/refunds');
    expect(error(await gql(t.url, REFUND, { id: order.id }, staff.headers)).code).toBe('BAD_USER_INPUT');
    expect(refundRequests()).toHaveLength(0);
    expect((await send(eventFor('payment_intent.succeeded', row.paymentReference!))).body.outcome).toBe('paid');
    expect(await stockOf(t.shop.db, dryer.id)).toBe(4);
    // Its status alone cannot say refunded: no money would move.
    expect(error(await gql(t.url, SET_STATUS, { id: order.id, status: 'refunded' }, staff.headers))).toEqual({
      message:
        "A card order's money goes back through Stripe: refund it with Refund whole order (refundCardOrder or refundOrderLines), not by its status",
      code: 'BAD_USER_INPUT',
    });
    expect((await orderRow(order.id)).status).toBe('paid');
    // Nor can it be cancelled once paid: the money would stay with the shop and nothing could refund it (R1).
    expect(error(await gql(t.url, SET_STATUS, { id: order.id, status: 'cancelled' }, staff.headers))).toEqual({
      message:
        'This card order is paid: refund it first with Refund whole order, which sends the money back through Stripe and returns the stock',
      code: 'BAD_USER_INPUT',
    });
    expect((await orderRow(order.id)).status).toBe('paid');
    // So the back office's status list offers neither.
    expect((await gql(t.url, NEXT_STATUSES, { id: order.id }, staff.headers)).data!.order.nextStatuses).toEqual(['dispatched']);
    // Customers may not refund.
    expect(error(await gql(t.url, REFUND, { id: order.id }, headers)).code).toBe('FORBIDDEN');
    expect(error(await gql(t.url, REFUND, { id: order.id })).code).toBe('UNAUTHENTICATED');

    const refunded = await gql(t.url, REFUND, { id: order.id, note: 'Arrived damaged' }, staff.headers);
    expect(refunded.errors).toBeUndefined();
    expect(refunded.data!.refundCardOrder).toEqual({ id: order.id, status: 'refunded' });
    expect(refundRequests()).toHaveLength(1);
    expect(refundRequests()[0]).toMatchObject({
      method: 'POST',
      idempotencyKey: `order-MAIN-${order.id}-${order.orderNumber}-refund`,
      form: { payment_intent: row.paymentReference!, reason: 'requested_by_customer', 'metadata[order_id]': String(order.id) },
    });
    const last = (await eventsOf(order.id)).pop()!;
    expect(last.status).toBe('refunded');
    expect(last.note).toMatch(
      new RegExp(`^Refunded £${(row.totalPence / 100).toFixed(2)} by card \\(Stripe re_test\\d+abc\\): Arrived damaged$`),
    );
    expect(await stockOf(t.shop.db, dryer.id)).toBe(6);
    const points = await t.shop.db.repo(RewardPoints).findBy({ orderId: order.id });
    expect(points.map((p) => p.reason).sort()).toEqual(['earned', 'reversed']);
    expect(points.reduce((sum, p) => sum + p.points, 0)).toBe(0);

    expect(error(await gql(t.url, REFUND, { id: order.id }, staff.headers))).toEqual({
      message: 'A refunded order cannot change status',
      code: 'BAD_USER_INPUT',
    });
    expect(refundRequests()).toHaveLength(1);
    const bank = await placeCard(checkoutInput(dryer, 1, { paymentMethod: 'bank-transfer' }));
    expect(error(await gql(t.url, REFUND, { id: bank.order.id }, staff.headers)).message).toMatch(/was not paid by card through Stripe/);
  });

  test('staff cancelling a pending card order close its PaymentIntent first, so the customer can no longer pay it (R3)', async () => {
    const balm = await product('Cuticle Balm', 700, 5);
    const staff = await loggedIn(t, { role: Role.ADMIN });
    const { order } = await placeCard(checkoutInput(balm, 1));
    const intentId = (await orderRow(order.id)).paymentReference!;
    expect((await gql(t.url, NEXT_STATUSES, { id: order.id }, staff.headers)).data!.order.nextStatuses).toEqual(['paid', 'cancelled']);
    expect((await gql(t.url, SET_STATUS, { id: order.id, status: 'cancelled' }, staff.headers)).errors).toBeUndefined();
    expect(stripeApi.intents.get(intentId)!.status).toBe('canceled');
    expect((await orderRow(order.id)).status).toBe('cancelled');
    // One Stripe has already taken stays as it is, and the order with it: staff are told why.
    const second = await placeCard(checkoutInput(balm, 1));
    const taken = (await orderRow(second.order.id)).paymentReference!;
    stripeApi.intents.get(taken)!.status = 'succeeded';
    expect(error(await gql(t.url, SET_STATUS, { id: second.order.id, status: 'cancelled' }, staff.headers)).code).toBe('BAD_USER_INPUT');
    expect((await orderRow(second.order.id)).status).toBe('pending');
  });

  test('the webhook body is bounded: an oversized one answers 413', async () => {
    const res = await fetch(`${t.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ padding: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
  });
});
