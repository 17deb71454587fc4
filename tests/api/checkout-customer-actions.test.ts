import { Role } from '../../api/src/common/roles';
import { StockMovement } from '../../api/src/modules/catalog/stock/stock-movement.entity';
import { Order } from '../../api/src/modules/orders/order/order.entity';
import { OrderEvent } from '../../api/src/modules/orders/order/order-event.entity';
import { insertProduct, insertUser, stockOf } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import type { PlaceOrderInput } from '../generated/graphql';
import { gql, GqlBody, startTestShop, TestShop } from '../helpers/test-shop';

const PLACE = graphql(`
  mutation TestPlaceOrderAction($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessToken
      replayed
      order {
        id
        orderNumber
        status
      }
    }
  }
`);
const CANCEL = graphql(`
  mutation TestCancelMyOrder($id: Int!, $token: String) {
    cancelMyOrder(id: $id, accessToken: $token) {
      id
      status
    }
  }
`);
const RETURN = graphql(`
  mutation TestRequestReturn($id: Int!, $reason: String!, $token: String) {
    requestReturn(id: $id, reason: $reason, accessToken: $token) {
      id
      status
    }
  }
`);
const STATUS = graphql(`
  mutation TestUpdateOrderStatus($id: Int!, $status: String!, $tracking: String) {
    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking) {
      id
      status
    }
  }
`);
const HISTORY = graphql(`
  query TestOrderEvents($id: Int!) {
    order(id: $id) {
      events {
        status
        note
        userName
      }
    }
  }
`);
const DAY = 24 * 3600 * 1000;

const error = (body: GqlBody<unknown>) => ({ message: body.errors?.[0]?.message, code: body.errors?.[0]?.extensions?.code });
let keySerial = 0;
const newKey = () => `actions-${Date.now().toString(36)}-${++keySerial}-${Math.random().toString(36).slice(2, 10)}`;

const input = (productId: number, quantity: number, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  email: 'noah.clarke@example.co.uk',
  customerName: 'Noah Clarke',
  phone: null,
  addressLine1: '3 Quay Street',
  city: 'Bristol',
  postcode: 'BS1 4DJ',
  shippingMethod: 'tracked-1-2',
  termsAccepted: true,
  paymentMethod: 'bank-transfer',
  idempotencyKey: newKey(),
  lines: [{ productId, quantity }],
  ...overrides,
});

describe.each(dialects)('checkout under load and the customer’s own actions on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
  });
  afterAll(() => t?.close());

  const place = (body: PlaceOrderInput, headers: Record<string, string> = {}) => gql(t.url, PLACE, { input: body }, headers);

  test('20 concurrent orders for 5 in stock: exactly 5 succeed, stock ends at 0, the others say which product and how many are left', async () => {
    const palette = await insertProduct(t.shop.db, {
      name: 'Nude Eyeshadow Palette',
      pricePence: 2800,
      stock: 5,
      shippingWeightGrams: 200,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(input(palette.id, 1))));
    const ok = answers.filter((a) => !a.errors);
    const refused = answers.filter((a) => a.errors);
    expect(ok).toHaveLength(5);
    expect(new Set(ok.map((a) => a.data!.placeOrder.order.id)).size).toBe(5);
    expect(await stockOf(t.shop.db, palette.id)).toBe(0);
    for (const a of refused)
      expect(error(a)).toEqual({ code: 'BAD_USER_INPUT', message: 'Not enough stock of Nude Eyeshadow Palette: 0 left, 1 asked for' });
    const sold = await t.shop.db.repo(StockMovement).findBy({ productId: palette.id, reason: 'sold' });
    expect(sold.reduce((s, m) => s - m.quantity, 0)).toBe(5);
  });

  test('the same idempotency key sent twice at once makes one order', async () => {
    const lipstick = await insertProduct(t.shop.db, { name: 'Matte Lipstick', pricePence: 1500, stock: 10 });
    const body = input(lipstick.id, 2);
    for (let round = 0; round < 3; round++) {
      const key = newKey();
      const answers = await Promise.all([place({ ...body, idempotencyKey: key }), place({ ...body, idempotencyKey: key })]);
      for (const a of answers) expect(a.errors).toBeUndefined();
      const [a, b] = answers.map((x) => x.data!.placeOrder);
      expect(a.order.id).toBe(b.order.id);
      expect(a.accessToken).toBe(b.accessToken);
      expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    }
    expect(await stockOf(t.shop.db, lipstick.id)).toBe(4);
  });

  test('the last unit asked twice at once with one key: one order, and the second is answered that order, not "out of stock"', async () => {
    const kit = await insertProduct(t.shop.db, { name: 'Nail Kit', pricePence: 2000, stock: 1 });
    const key = newKey();
    const answers = await Promise.all([place(input(kit.id, 1, { idempotencyKey: key })), place(input(kit.id, 1, { idempotencyKey: key }))]);
    for (const a of answers) expect(a.errors).toBeUndefined();
    expect(answers[0].data!.placeOrder.order.id).toBe(answers[1].data!.placeOrder.order.id);
    expect(await stockOf(t.shop.db, kit.id)).toBe(0);
  });

  test('a guest cancels a pending order with its token: stock back with a ledger row, an event; then it cannot be cancelled again', async () => {
    const cream = await insertProduct(t.shop.db, { name: 'Eye Cream', pricePence: 1900, stock: 6 });
    const { accessToken, order } = (await place(input(cream.id, 2))).data!.placeOrder;
    expect(await stockOf(t.shop.db, cream.id)).toBe(4);
    expect(error(await gql(t.url, CANCEL, { id: order.id }))).toEqual({ code: 'NOT_FOUND', message: `No order with id ${order.id}` });
    expect(error(await gql(t.url, CANCEL, { id: order.id, token: 'wrong' })).code).toBe('NOT_FOUND');
    expect((await gql(t.url, CANCEL, { id: order.id, token: accessToken })).data!.cancelMyOrder).toEqual({
      id: order.id,
      status: 'cancelled',
    });
    expect(await stockOf(t.shop.db, cream.id)).toBe(6);
    const returned = await t.shop.db.repo(StockMovement).findBy({ productId: cream.id, reason: 'returned' });
    expect(returned.map((m) => m.quantity)).toEqual([2]);
    const events = await t.shop.db.repo(OrderEvent).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    expect(events.map((e) => [e.status, e.note])).toEqual([
      ['pending', 'Order placed'],
      ['cancelled', 'Cancelled by the customer'],
    ]);
    expect(error(await gql(t.url, CANCEL, { id: order.id, token: accessToken })).message).toBe(
      'This order is cancelled, so it can no longer be cancelled here; please contact us',
    );
  });

  test('a customer cancels their own pending order, not a paid one, and not another customer’s (404)', async () => {
    const owner = await insertUser(t, Role.USER);
    const other = await insertUser(t, Role.USER);
    const mist = await insertProduct(t.shop.db, { name: 'Face Mist', pricePence: 900, stock: 10 });
    const first = (await place(input(mist.id, 1, { email: owner.user.email }), owner.headers)).data!.placeOrder.order;
    const second = (await place(input(mist.id, 1, { email: owner.user.email }), owner.headers)).data!.placeOrder.order;
    expect(error(await gql(t.url, CANCEL, { id: first.id }, other.headers)).code).toBe('NOT_FOUND');
    expect((await gql(t.url, CANCEL, { id: first.id }, owner.headers)).data!.cancelMyOrder.status).toBe('cancelled');
    await gql(t.url, STATUS, { id: second.id, status: 'paid' }, staff);
    expect(error(await gql(t.url, CANCEL, { id: second.id }, owner.headers))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This order is paid, so it can no longer be cancelled here; please contact us',
    });
    expect(await stockOf(t.shop.db, mist.id)).toBe(9);
    const history = (await gql(t.url, HISTORY, { id: first.id }, staff)).data!.order.events;
    expect(history[1]).toMatchObject({ status: 'cancelled', userName: owner.user.name });
  });

  test('a return is requested within 14 days of delivery as an event staff see; refused before delivery, after the window, and twice', async () => {
    const owner = await insertUser(t, Role.USER);
    const dryer = await insertProduct(t.shop.db, { name: 'Travel Hair Dryer', pricePence: 3500, stock: 10 });
    const deliver = async () => {
      const { order } = (await place(input(dryer.id, 1, { email: owner.user.email }), owner.headers)).data!.placeOrder;
      return order.id as number;
    };
    const recent = await deliver();
    expect(error(await gql(t.url, RETURN, { id: recent, reason: 'Too loud' }, owner.headers))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'A return can be requested once an order is delivered; this one is pending',
    });
    for (const [status, tracking] of [
      ['paid', null],
      ['dispatched', 'RM123456789GB'],
      ['delivered', null],
    ] as [string, string | null][]) {
      expect((await gql(t.url, STATUS, { id: recent, status, tracking }, staff)).errors).toBeUndefined();
    }
    expect(error(await gql(t.url, RETURN, { id: recent, reason: '  ' }, owner.headers)).message).toBe(
      'Please tell us why you are returning the order',
    );
    expect(error(await gql(t.url, RETURN, { id: recent, reason: 'Too loud' })).code).toBe('NOT_FOUND');
    expect((await gql(t.url, RETURN, { id: recent, reason: 'Too loud for me' }, owner.headers)).data!.requestReturn).toEqual({
      id: recent,
      status: 'delivered',
    });
    expect(error(await gql(t.url, RETURN, { id: recent, reason: 'Again' }, owner.headers))).toEqual({
      code: 'CONFLICT',
      message: 'A return has already been requested for this order',
    });
    const history = (await gql(t.url, HISTORY, { id: recent }, staff)).data!.order.events;
    expect(history.map((e) => e.status)).toEqual(['pending', 'paid', 'dispatched', 'delivered', 'return-requested']);
    expect(history[4]).toMatchObject({ note: 'Too loud for me', userName: owner.user.name });

    const old = await deliver();
    for (const [status, tracking] of [
      ['paid', null],
      ['dispatched', 'RM987654321GB'],
      ['delivered', null],
    ] as [string, string | null][])
      await gql(t.url, STATUS, { id: old, status, tracking }, staff);
    const deliveredAt = new Date(Date.now() - 20 * DAY);
    await t.shop.db.repo(OrderEvent).update({ orderId: old, status: 'delivered' }, { createdAt: deliveredAt });
    const late = error(await gql(t.url, RETURN, { id: old, reason: 'Changed my mind' }, owner.headers));
    expect(late.code).toBe('BAD_USER_INPUT');
    expect(late.message).toMatch(
      /^Returns are accepted within 14 days of delivery; this order was delivered on \d{1,2} \w+ \d{4}, so the last day was \d{1,2} \w+ \d{4}$/,
    );
    await t.shop.db.repo(OrderEvent).update({ orderId: old, status: 'delivered' }, { createdAt: new Date(Date.now() - 13 * DAY) });
    expect((await gql(t.url, RETURN, { id: old, reason: 'Changed my mind' }, owner.headers)).errors).toBeUndefined();
    expect((await t.shop.db.repo(Order).findOneByOrFail({ id: old })).status).toBe('delivered');
  });
});
