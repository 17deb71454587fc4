import { Role } from '../../api/src/common/roles';
import type { Product } from '../../api/src/modules/catalog/product/product.entity';
import { StockMovement } from '../../api/src/modules/catalog/stock/stock-movement.entity';
import { Order, OrderLine } from '../../api/src/modules/orders/order/order.entity';
import { OrderEvent } from '../../api/src/modules/orders/order/order-event.entity';
import { RewardPoints } from '../../api/src/modules/orders/reward-points/reward-points.entity';
import { graphql } from '../generated';
import type { PlaceOrderInput, RefundLineInput } from '../generated/graphql';
import { firstError, loggedIn, readOutbox } from '../helpers/accounts';
import { insertDiscountCode, insertProduct, stockOf } from '../helpers/orders';
import { startStripeStandIn, StripeStandIn, stripeEnv } from '../helpers/stripe-stand-in';
import { dialects } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const PLACE = graphql(`
  mutation TestRefundsPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        id
        orderNumber
        lines {
          id
          productName
        }
      }
    }
  }
`);

const MARK_PAID = graphql(`
  mutation TestRefundsMarkPaid($id: Int!, $status: String!) {
    updateOrderStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

const PREVIEW = graphql(`
  query TestRefundsPreview($id: Int!, $lines: [RefundLineInput!]!, $includeDelivery: Boolean) {
    orderRefundPreview(id: $id, lines: $lines, includeDelivery: $includeDelivery) {
      amount
      delivery
      wholeOrder
      method
      message
      lines {
        lineId
        productName
        quantity
        amount
      }
    }
  }
`);

const REFUND = graphql(`
  mutation TestRefundsRefundLines($id: Int!, $lines: [RefundLineInput!]!, $includeDelivery: Boolean, $note: String) {
    refundOrderLines(id: $id, lines: $lines, includeDelivery: $includeDelivery, note: $note) {
      id
      status
      refunded
      shippingRefunded
      lines {
        id
        quantity
        refundedQuantity
      }
    }
  }
`);

const REFUND_CARD_ORDER = graphql(`
  mutation TestRefundsWholeCardOrder($id: Int!) {
    refundCardOrder(id: $id) {
      id
    }
  }
`);

let keySerial = 0;
const newKey = () => `refund-${Date.now().toString(36)}-${++keySerial}-${Math.random().toString(36).slice(2, 10)}`;

describe.each(dialects)('refunds of chosen lines on %s', (dialect) => {
  let t: TestShop;
  let stripeApi: StripeStandIn;
  let staff: Record<string, string>;
  let staffName: string;

  beforeAll(async () => {
    stripeApi = await startStripeStandIn();
    t = await startTestShop(dialect, { env: stripeEnv(stripeApi) });
    const admin = await loggedIn(t, { role: Role.ADMIN, name: 'Priya Patel' });
    staff = admin.headers;
    staffName = admin.user.name;
    await insertDiscountCode(t.shop.db, { code: 'FIVEOFF', amountOffPence: 500 });
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi?.close();
  });

  const refundsAtStripe = () => stripeApi.requests.filter((r) => r.path === '/v1/refunds');
  const eventsOf = async (id: number) =>
    (await t.shop.db.repo(OrderEvent).find({ where: { orderId: id }, order: { id: 'ASC' } })).map((e) => ({
      status: e.status,
      userName: e.userName,
      note: e.note,
    }));
  const pointsOf = async (orderId: number) =>
    (await t.shop.db.repo(RewardPoints).find({ where: { orderId }, order: { id: 'ASC' } })).map((p) => ({
      reason: p.reason,
      points: p.points,
    }));

  /**
   * A paid order of a customer account: 3 × serum at £23.50 and 1 × balm at £8.99 (subtotal £79.49), £5 off
   * with FIVEOFF, next-day tracked delivery. The £5 is spread by value: £4.43 on the serums, £0.57 on the balm.
   */
  async function paidOrder(paymentMethod: 'card' | 'bank-transfer') {
    const serum = await insertProduct(t.shop.db, { name: 'Vitamin C Serum', pricePence: 2350, stock: 10, shippingWeightGrams: 100 });
    const balm = await insertProduct(t.shop.db, { name: 'Rose Lip Balm', pricePence: 899, stock: 10, shippingWeightGrams: 50 });
    const customer = await loggedIn(t);
    const input: PlaceOrderInput = {
      email: customer.user.email,
      customerName: 'Amelia Jones',
      addressLine1: '3 Station Road',
      city: 'Leeds',
      postcode: 'LS1 4DY',
      shippingMethod: 'tracked-1-2',
      discountCode: 'FIVEOFF',
      termsAccepted: true,
      paymentMethod,
      idempotencyKey: newKey(),
      lines: [
        { productId: serum.id, quantity: 3 },
        { productId: balm.id, quantity: 1 },
      ],
    };
    const placed = await gql(t.url, PLACE, { input }, customer.headers);
    expect(placed.errors).toBeUndefined();
    const { order } = placed.data!.placeOrder;
    const paid = await gql(t.url, MARK_PAID, { id: order.id, status: 'paid' }, staff);
    expect(paid.errors).toBeUndefined();
    const row = await t.shop.db.repo(Order).findOneByOrFail({ id: order.id });
    const [serumLine, balmLine] = order.lines;
    return { order, row, serum, balm, serumLine: serumLine.id, balmLine: balmLine.id, customer };
  }

  const refund = (id: number, lines: RefundLineInput[], extra: { includeDelivery?: boolean; note?: string } = {}) =>
    gql(t.url, REFUND, { id, lines, ...extra }, staff);

  test('a part refund of a card order posts its share after the discount to Stripe, returns its stock, takes back its points and names the member of staff', async () => {
    const { order, row, serum, serumLine } = await paidOrder('card');
    expect(row.discountPence).toBe(500);
    expect(await stockOf(t.shop.db, serum.id)).toBe(7);
    expect(await pointsOf(order.id)).toEqual([{ reason: 'earned', points: 23 * 3 + 8 }]);

    const preview = await gql(t.url, PREVIEW, { id: order.id, lines: [{ lineId: serumLine, quantity: 1 }] }, staff);
    expect(preview.data!.orderRefundPreview).toEqual({
      amount: 22.02,
      delivery: 0,
      wholeOrder: false,
      method: 'card',
      message: "£22.02 goes back to the customer's card through Stripe.",
      lines: [{ lineId: serumLine, productName: 'Vitamin C Serum', quantity: 1, amount: 22.02 }],
    });
    const before = refundsAtStripe().length;
    const body = await refund(order.id, [{ lineId: serumLine, quantity: 1 }], { note: 'One bottle arrived cracked' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.refundOrderLines).toMatchObject({ status: 'paid', refunded: 22.02, shippingRefunded: false });
    expect(body.data!.refundOrderLines.lines.map((l) => l.refundedQuantity)).toEqual([1, 0]);

    const posted = refundsAtStripe().slice(before);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      idempotencyKey: `order-MAIN-${order.id}-${order.orderNumber}-refund-1`,
      form: {
        payment_intent: row.paymentReference!,
        amount: '2202',
        reason: 'requested_by_customer',
        'metadata[order_id]': String(order.id),
        'metadata[refund_number]': '1',
        'metadata[lines]': `${serumLine}x1`,
      },
    });
    const last = (await eventsOf(order.id)).pop()!;
    expect(last).toEqual({
      status: 'part-refunded',
      userName: staffName,
      note: expect.stringMatching(
        /^Refunded £22\.02 by card \(Stripe re_test\d+abc\) for 1 × Vitamin C Serum \(£22\.02\): One bottle arrived cracked$/,
      ),
    });
    expect(await stockOf(t.shop.db, serum.id)).toBe(8);
    const returned = await t.shop.db.repo(StockMovement).findBy({ orderId: order.id, reason: 'returned' });
    expect(returned.map((m) => ({ productId: m.productId, quantity: m.quantity, note: m.note }))).toEqual([
      { productId: serum.id, quantity: 1, note: `Order ${order.orderNumber} refund 1` },
    ]);
    expect(await pointsOf(order.id)).toEqual([
      { reason: 'earned', points: 77 },
      { reason: 'reversed', points: -23 },
    ]);
    const mail = (await readOutbox(t)).find((m) => m.subject === `We have refunded part of your order ${order.orderNumber}`);
    expect(mail?.text).toContain('1 × Vitamin C Serum');
    expect(mail?.text).toContain('£22.02');

    // The second unit of the same line: the pence left over from rounding go with it, so the line adds up.
    const second = await refund(order.id, [{ lineId: serumLine, quantity: 1 }]);
    expect(second.errors).toBeUndefined();
    expect(refundsAtStripe().pop()).toMatchObject({
      idempotencyKey: `order-MAIN-${order.id}-${order.orderNumber}-refund-2`,
      form: { amount: '2203' },
    });
  });

  test('what was refunded cannot be refunded again, and unclear asks are refused before Stripe is asked', async () => {
    const { order, serumLine, balmLine, customer } = await paidOrder('card');
    expect((await refund(order.id, [{ lineId: balmLine, quantity: 1 }])).errors).toBeUndefined();
    const before = refundsAtStripe().length;
    const refused = async (lines: RefundLineInput[]) => firstError(await refund(order.id, lines));
    expect(await refused([{ lineId: balmLine, quantity: 1 }])).toEqual({
      message: 'Rose Lip Balm has already been refunded in full',
      code: 'BAD_USER_INPUT',
      field: 'lines',
    });
    expect((await refused([{ lineId: serumLine, quantity: 4 }]))?.message).toBe('Only 3 of Vitamin C Serum were ordered');
    expect((await refused([{ lineId: serumLine, quantity: 0 }]))?.message).toBe(
      'The quantity of Vitamin C Serum to refund must be a whole number of at least 1',
    );
    expect((await refused([]))?.message).toBe('Choose at least one line to refund');
    expect((await refused([{ lineId: 999999, quantity: 1 }]))?.message).toBe('This order has no line 999999');
    expect(
      (
        await refused([
          { lineId: serumLine, quantity: 1 },
          { lineId: serumLine, quantity: 1 },
        ])
      )?.message,
    ).toBe('Vitamin C Serum is named more than once; name each line once');
    expect(refundsAtStripe()).toHaveLength(before);
    expect(
      firstError(await gql(t.url, REFUND, { id: order.id, lines: [{ lineId: serumLine, quantity: 1 }] }, customer.headers))?.code,
    ).toBe('FORBIDDEN');
    // A part refund leaves the whole-order refund to refundOrderLines.
    expect(firstError(await gql(t.url, REFUND_CARD_ORDER, { id: order.id }, staff))?.message).toBe(
      `Part of order ${order.orderNumber} has already been refunded: refund what is left of its lines (refundOrderLines)`,
    );
    expect(refundsAtStripe()).toHaveLength(before);
  });

  test("refunding the last lines refunds delivery too and moves the order to 'refunded'; every point comes back", async () => {
    const { order, row, serum, balm, serumLine, balmLine } = await paidOrder('card');
    expect((await refund(order.id, [{ lineId: serumLine, quantity: 2 }])).errors).toBeUndefined();
    expect(refundsAtStripe().pop()!.form.amount).toBe('4405');
    const preview = await gql(
      t.url,
      PREVIEW,
      {
        id: order.id,
        lines: [
          { lineId: serumLine, quantity: 1 },
          { lineId: balmLine, quantity: 1 },
        ],
      },
      staff,
    );
    const lastAmountPence = 2202 + 842 + row.shippingPence;
    expect(preview.data!.orderRefundPreview).toMatchObject({
      amount: lastAmountPence / 100,
      delivery: row.shippingPence / 100,
      wholeOrder: true,
    });
    const body = await refund(order.id, [
      { lineId: serumLine, quantity: 1 },
      { lineId: balmLine, quantity: 1 },
    ]);
    expect(body.errors).toBeUndefined();
    expect(body.data!.refundOrderLines).toMatchObject({ status: 'refunded', refunded: row.totalPence / 100, shippingRefunded: true });
    expect(refundsAtStripe().pop()!.form.amount).toBe(String(lastAmountPence));
    expect(4405 + lastAmountPence).toBe(row.totalPence);
    const last = (await eventsOf(order.id)).pop()!;
    expect(last.status).toBe('refunded');
    expect(last.note).toMatch(/for 1 × Vitamin C Serum \(£22\.02\), 1 × Rose Lip Balm \(£8\.42\) and delivery \(£\d+\.\d\d\)$/);
    expect(await stockOf(t.shop.db, serum.id)).toBe(10);
    expect(await stockOf(t.shop.db, balm.id)).toBe(10);
    const points = await pointsOf(order.id);
    expect(points).toEqual([
      { reason: 'earned', points: 77 },
      { reason: 'reversed', points: -46 },
      { reason: 'reversed', points: -31 },
    ]);
    expect(firstError(await refund(order.id, [{ lineId: serumLine, quantity: 1 }]))?.message).toBe(
      `Order ${order.orderNumber} has already been refunded in full`,
    );
  });

  test('the same refund sent twice at once refunds once: both ask Stripe under one key, and one is refused', async () => {
    const { order, balmLine } = await paidOrder('card');
    const before = refundsAtStripe().length;
    const answers = await Promise.all([
      refund(order.id, [{ lineId: balmLine, quantity: 1 }]),
      refund(order.id, [{ lineId: balmLine, quantity: 1 }]),
    ]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(['CONFLICT', 'BAD_USER_INPUT']).toContain(firstError(answers.find((a) => a.errors)!)?.code);
    const posted = refundsAtStripe().slice(before);
    expect(new Set(posted.map((r) => r.idempotencyKey))).toEqual(new Set([`order-MAIN-${order.id}-${order.orderNumber}-refund-1`]));
    expect((await t.shop.db.repo(OrderLine).findOneByOrFail({ id: balmLine })).refundedQuantity).toBe(1);
    expect((await eventsOf(order.id)).filter((e) => e.status === 'part-refunded')).toHaveLength(1);
  });

  test('two different refunds at once never share a Stripe refund: each one recorded is the one Stripe made for its number', async () => {
    const { order, serumLine, balmLine } = await paidOrder('card');
    const before = refundsAtStripe().length;
    const answers = await Promise.all([
      refund(order.id, [{ lineId: serumLine, quantity: 1 }]),
      refund(order.id, [{ lineId: balmLine, quantity: 1 }]),
    ]);
    const refused = answers.filter((a) => a.errors);
    for (const a of refused) expect(firstError(a)).toEqual({ message: expect.any(String), code: 'CONFLICT', field: undefined });
    // What Stripe made under each key: the first request (one sent again with other parameters is refused).
    const made = new Map<string, string>();
    for (const r of refundsAtStripe().slice(before)) if (!made.has(r.idempotencyKey!)) made.set(r.idempotencyKey!, r.form.amount);
    const row = await t.shop.db.repo(Order).findOneByOrFail({ id: order.id });
    expect(row.refundCount).toBe(2 - refused.length);
    const recorded = [...made].filter(([key]) => Number(key.split('-refund-')[1]) <= row.refundCount);
    expect(recorded.reduce((sum, [, amount]) => sum + Number(amount), 0)).toBe(row.refundedPence);
  });

  test('delivery can go with an earlier refund when staff ask, and then never again', async () => {
    const { order, row, serumLine, balmLine } = await paidOrder('card');
    expect(row.shippingPence).toBeGreaterThan(0);
    const first = await refund(order.id, [{ lineId: balmLine, quantity: 1 }], { includeDelivery: true });
    expect(first.errors).toBeUndefined();
    expect(refundsAtStripe().pop()!.form.amount).toBe(String(842 + row.shippingPence));
    const rest = await gql(t.url, PREVIEW, { id: order.id, lines: [{ lineId: serumLine, quantity: 3 }] }, staff);
    expect(rest.data!.orderRefundPreview).toMatchObject({ amount: 66.07, delivery: 0, wholeOrder: true });
  });

  test('a bank-transfer order: the refund is recorded as made by staff, with no request to Stripe', async () => {
    const { order, serumLine } = await paidOrder('bank-transfer');
    const preview = await gql(t.url, PREVIEW, { id: order.id, lines: [{ lineId: serumLine, quantity: 1 }] }, staff);
    expect(preview.data!.orderRefundPreview).toMatchObject({
      amount: 22.02,
      method: 'bank-transfer',
      message:
        'This order was paid by bank transfer: no money moves through the shop, so send £22.02 back to the customer yourself; this records the refund.',
    });
    const before = refundsAtStripe().length;
    const body = await refund(order.id, [{ lineId: serumLine, quantity: 1 }]);
    expect(body.errors).toBeUndefined();
    expect(refundsAtStripe()).toHaveLength(before);
    expect((await eventsOf(order.id)).pop()).toEqual({
      status: 'part-refunded',
      userName: staffName,
      note: 'Refund of £22.02 for 1 × Vitamin C Serum (£22.02) recorded by staff: paid by bank transfer, so no money moved through the shop',
    });
    expect((await t.shop.db.repo(OrderLine).findOneByOrFail({ id: serumLine })).refundedQuantity).toBe(1);
  });

  test("after a part refund, updateOrderStatus('refunded') returns only the stock and points not yet returned", async () => {
    const { order, serum, balm, serumLine } = await paidOrder('bank-transfer');
    expect((await refund(order.id, [{ lineId: serumLine, quantity: 1 }])).errors).toBeUndefined();
    expect((await gql(t.url, MARK_PAID, { id: order.id, status: 'refunded' }, staff)).errors).toBeUndefined();
    expect(await stockOf(t.shop.db, serum.id)).toBe(10);
    expect(await stockOf(t.shop.db, balm.id)).toBe(10);
    expect((await pointsOf(order.id)).reduce((sum, p) => sum + p.points, 0)).toBe(0);
  });

  test('an unpaid order cannot be refunded', async () => {
    const product: Product = await insertProduct(t.shop.db, { name: 'Clay Mask', pricePence: 1450, stock: 5 });
    const placed = await gql(t.url, PLACE, {
      input: {
        email: 'guest@example.co.uk',
        customerName: 'Guest Shopper',
        addressLine1: '1 High Street',
        city: 'Bath',
        postcode: 'BA1 1AA',
        shippingMethod: 'tracked-2-4',
        termsAccepted: true,
        paymentMethod: 'bank-transfer',
        idempotencyKey: newKey(),
        lines: [{ productId: product.id, quantity: 1 }],
      },
    });
    const { order } = placed.data!.placeOrder;
    expect(firstError(await refund(order.id, [{ lineId: order.lines[0].id, quantity: 1 }]))?.message).toBe(
      `Order ${order.orderNumber} has not been paid yet, so there is nothing to refund: cancel it instead`,
    );
  });
});
