import { Role } from '../../api/src/common/roles';
import { OrderEvent } from '../../api/src/modules/orders/order/order-event.entity';
import { ukDate } from '../../api/src/common/uk-days';
import { addDays } from '../../api/src/modules/orders/order/order-returns';
import { insertOrder, insertProduct, insertUser } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const GUEST_VIEW = graphql(`
  query TestReturnsGuestView($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      id
      status
      returnRequestableUntil
      events {
        status
        createdAt
        trackingNumber
        carrier
      }
    }
  }
`);
const MOVE = graphql(`
  mutation TestReturnsOrderStatus($id: Int!, $status: String!, $tracking: String, $carrier: String) {
    updateOrderStatus(id: $id, status: $status, trackingNumber: $tracking, carrier: $carrier) {
      id
      status
    }
  }
`);
const RETURN = graphql(`
  mutation TestReturnsRequestReturn($id: Int!, $reason: String!, $token: String) {
    requestReturn(id: $id, reason: $reason, accessToken: $token) {
      id
      status
      returnRequestableUntil
      events {
        status
      }
    }
  }
`);
const LIST = graphql(`
  query TestReturnsOrders($o: OrderListOptions) {
    orders(options: $o) {
      totalItems
      items {
        orderNumber
        status
      }
    }
  }
`);
const NOTIFICATIONS = graphql(`
  query TestReturnsNotifications {
    staffNotifications {
      entries {
        kind
        count
        path
      }
    }
  }
`);
const DAY = 24 * 3600 * 1000;

describe.each(dialects)('guest tracking, the return window and staff return requests on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
  });
  afterAll(() => t?.close());

  const guestOrder = async (token: string, status = 'paid') => {
    const serum = await insertProduct(t.shop.db, { name: `Vitamin C Serum ${token.slice(-4)}`, pricePence: 2200, stock: 20 });
    return insertOrder(t.shop.db, { status, accessToken: token, lines: [{ product: serum, quantity: 1 }] });
  };

  test('a guest with the token sees the tracking number once dispatched; without it, nothing', async () => {
    const token = 'guest-tracking-token-000000000000001';
    const order = await guestOrder(token);
    expect(
      (await gql(t.url, MOVE, { id: order.id, status: 'dispatched', tracking: 'RM555666777GB', carrier: 'Royal Mail' }, staff)).errors,
    ).toBeUndefined();
    const seen = await gql(t.url, GUEST_VIEW, { id: order.id, token });
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.order.events).toEqual([
      { status: 'dispatched', createdAt: expect.any(String), trackingNumber: 'RM555666777GB', carrier: 'Royal Mail' },
    ]);
    expect(seen.data!.order.returnRequestableUntil).toBeNull();
    for (const wrong of [undefined, 'guest-tracking-token-000000000000002']) {
      const refused = await gql(t.url, GUEST_VIEW, { id: order.id, token: wrong });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(JSON.stringify(refused)).not.toContain('RM555666777GB');
    }
  });

  test('returnRequestableUntil: the 14th UK day after delivery, gone once asked (the answer says so) and after the window', async () => {
    const token = 'guest-return-token-0000000000000001';
    const order = await guestOrder(token, 'dispatched');
    await gql(t.url, MOVE, { id: order.id, status: 'delivered' }, staff);
    const until = (await gql(t.url, GUEST_VIEW, { id: order.id, token })).data!.order.returnRequestableUntil;
    expect(until).toBe(addDays(ukDate(new Date()), 14));
    const asked = await gql(t.url, RETURN, { id: order.id, reason: 'The shade is wrong', token });
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.requestReturn).toMatchObject({ status: 'delivered', returnRequestableUntil: null });
    expect(asked.data!.requestReturn.events.map((e) => e.status)).toEqual(['delivered', 'return-requested']);

    const late = await guestOrder('guest-return-token-0000000000000002', 'dispatched');
    await gql(t.url, MOVE, { id: late.id, status: 'delivered' }, staff);
    await t.shop.db.repo(OrderEvent).update({ orderId: late.id, status: 'delivered' }, { createdAt: new Date(Date.now() - 16 * DAY) });
    expect(
      (await gql(t.url, GUEST_VIEW, { id: late.id, token: 'guest-return-token-0000000000000002' })).data!.order.returnRequestableUntil,
    ).toBeNull();
  });

  test('staff: the list filters orders with a return request, and the notification counts those still delivered', async () => {
    const before = (await gql(t.url, NOTIFICATIONS, {}, staff)).data!.staffNotifications.entries.find((e) => e.kind === 'returnRequests')!;
    expect(before.path).toBe('/dashboard/orders?status=delivered&returns=requested');
    const token = 'guest-return-token-0000000000000003';
    const order = await guestOrder(token, 'delivered');
    await t.shop.db
      .repo(OrderEvent)
      .save(t.shop.db.repo(OrderEvent).create({ branchCode: 'MAIN', orderId: order.id, status: 'delivered' }));
    expect((await gql(t.url, RETURN, { id: order.id, reason: 'Arrived damaged', token })).errors).toBeUndefined();
    const count = async () =>
      (await gql(t.url, NOTIFICATIONS, {}, staff)).data!.staffNotifications.entries.find((e) => e.kind === 'returnRequests')!.count;
    expect(await count()).toBe(before.count + 1);

    const waiting = (await gql(t.url, LIST, { o: { returnRequested: true, status: 'delivered', take: 50 } }, staff)).data!.orders;
    expect(waiting.items.map((o) => o.orderNumber)).toContain(order.orderNumber);
    expect(waiting.items.every((o) => o.status === 'delivered')).toBe(true);
    const all = (await gql(t.url, LIST, { o: { take: 50 } }, staff)).data!.orders;
    expect(waiting.totalItems).toBeLessThan(all.totalItems);

    expect((await gql(t.url, MOVE, { id: order.id, status: 'refunded' }, staff)).errors).toBeUndefined();
    expect(await count()).toBe(before.count);
    const refunded = (await gql(t.url, LIST, { o: { returnRequested: true, status: 'refunded' } }, staff)).data!.orders;
    expect(refunded.items.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
  });
});
