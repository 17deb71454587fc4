import { Role } from '../../api/src/common/roles';
import { api } from '../helpers/legacy';
import { CREATE_ORDER, insertOrder, insertProduct, insertUser, orderInput } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';
import type { OrderEventsMoveMutationVariables, OrderListOptions } from '../generated/graphql';

const MOVE = graphql(`
  mutation OrderEventsMove($id: Int!, $status: String!, $note: String, $trackingNumber: String, $carrier: String) {
    updateOrderStatus(id: $id, status: $status, note: $note, trackingNumber: $trackingNumber, carrier: $carrier) {
      id
      status
      nextStatuses
    }
  }
`);
const HISTORY = graphql(`
  query OrderEventsHistory($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      id
      status
      nextStatuses
      events {
        status
        createdAt
        userId
        userName
        note
        trackingNumber
        carrier
      }
    }
  }
`);
const CUSTOMER_HISTORY = graphql(`
  query OrderEventsCustomerHistory($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      id
      events {
        status
        createdAt
        trackingNumber
        carrier
      }
    }
  }
`);
const LIST = graphql(`
  query OrderEventsList($o: OrderListOptions) {
    orders(options: $o) {
      totalItems
      items {
        orderNumber
        status
        nextStatuses
      }
    }
  }
`);

type Body = Awaited<ReturnType<typeof gql>>;
const error = (body: Body) => ({
  code: body.errors?.[0]?.extensions?.code,
  message: body.errors?.[0]?.message,
  field: (body.errors?.[0]?.extensions as { field?: string } | undefined)?.field,
});

describe.each(sqliteOnly)('order events and next statuses on %s', (dialect) => {
  let t: TestShop;
  let staff: { id: number; name: string; headers: Record<string, string> };
  let customer: { id: number; headers: Record<string, string> };
  let stranger: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
    const s = await insertUser(t, Role.ADMIN, 'Priya Shah');
    staff = { id: s.user.id, name: s.user.name, headers: s.headers };
    const c = await insertUser(t, Role.USER, 'Grace Okafor');
    customer = { id: c.user.id, headers: c.headers };
    stranger = (await insertUser(t, Role.USER, 'Tom Price')).headers;
  });
  afterAll(() => t?.close());

  const move = (id: number, status: string, more: Omit<OrderEventsMoveMutationVariables, 'id' | 'status'> = {}) =>
    gql(t.url, MOVE, { id, status, ...more }, staff.headers);
  const history = async (id: number) => {
    const body = await gql(t.url, HISTORY, { id }, staff.headers);
    expect(body.errors).toBeUndefined();
    return body.data!.order;
  };

  test('placing an order writes its first event, naming who placed it', async () => {
    const gloss = await insertProduct(t.shop.db, { name: 'Lip Gloss Rosé', pricePence: 650, stock: 10 });
    const placed = await gql(t.url, CREATE_ORDER, { input: orderInput([[gloss, 1]], { userId: customer.id }) }, staff.headers);
    expect(placed.errors).toBeUndefined();
    const order = await history(placed.data!.createOrder.order.id);
    expect(order.events).toEqual([
      {
        status: 'pending',
        createdAt: expect.any(String),
        userId: staff.id,
        userName: 'Priya Shah',
        note: 'Order placed',
        trackingNumber: null,
        carrier: null,
      },
    ]);
    expect(order.nextStatuses).toEqual(['paid', 'cancelled']);
  });

  test('every status change writes one event, oldest first; dispatch carries the tracking number and carrier', async () => {
    const wax = await insertProduct(t.shop.db, { name: 'Edge Wax', pricePence: 499, stock: 10 });
    const order = await insertOrder(t.shop.db, { lines: [{ product: wax, quantity: 1 }], userId: customer.id });
    expect((await move(order.id, 'paid', { note: '  Paid by bank transfer  ' })).data!.updateOrderStatus).toEqual({
      id: order.id,
      status: 'paid',
      nextStatuses: ['dispatched', 'cancelled', 'refunded'],
    });
    const dispatched = await move(order.id, 'dispatched', { trackingNumber: ' rm 1234 5678 9gb ', carrier: 'Royal Mail' });
    expect(dispatched.errors).toBeUndefined();
    expect(dispatched.data!.updateOrderStatus.nextStatuses).toEqual(['delivered', 'refunded']);
    expect((await move(order.id, 'delivered')).errors).toBeUndefined();
    expect((await move(order.id, 'refunded', { note: 'Damaged in transit' })).data!.updateOrderStatus.nextStatuses).toEqual([]);
    const { events } = await history(order.id);
    expect(events.map((e) => [e.status, e.note, e.trackingNumber, e.carrier, e.userName])).toEqual([
      ['paid', 'Paid by bank transfer', null, null, 'Priya Shah'],
      ['dispatched', null, 'RM 1234 5678 9GB', 'Royal Mail', 'Priya Shah'],
      ['delivered', null, null, null, 'Priya Shah'],
      ['refunded', 'Damaged in transit', null, null, 'Priya Shah'],
    ]);
    const times = events.map((e) => Date.parse(String(e.createdAt)));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  test('dispatching without a tracking number is BAD_USER_INPUT and changes nothing; tracking is refused on other moves', async () => {
    const comb = await insertProduct(t.shop.db, { name: 'Wide Tooth Comb', pricePence: 299, stock: 10 });
    const order = await insertOrder(t.shop.db, { status: 'paid', lines: [{ product: comb, quantity: 1 }] });
    expect(error(await move(order.id, 'dispatched'))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'trackingNumber',
      message: "Dispatching an order needs the carrier's tracking number",
    });
    expect(error(await move(order.id, 'dispatched', { trackingNumber: '   ', carrier: 'Royal Mail' })).field).toBe('trackingNumber');
    expect(error(await move(order.id, 'dispatched', { trackingNumber: 'AB<script>' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'trackingNumber',
      message: 'Tracking number must be 4 to 40 letters, digits, spaces or hyphens',
    });
    expect(error(await move(order.id, 'dispatched', { trackingNumber: 'RM123456789GB', carrier: 'x'.repeat(61) })).field).toBe('carrier');
    expect(error(await move(order.id, 'cancelled', { trackingNumber: 'RM123456789GB' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'trackingNumber',
      message: 'A tracking number is given only when dispatching an order',
    });
    expect(error(await move(order.id, 'cancelled', { note: 'n'.repeat(501) })).field).toBe('note');
    const after = await history(order.id);
    expect(after.status).toBe('paid');
    expect(after.events).toEqual([]);

    const body = await api(t, 'PUT', `/orders/${order.id}`, { headers: staff.headers, body: { Status: 'dispatched' } });
    expect(body).toEqual({ status: 400, body: { message: "Dispatching an order needs the carrier's tracking number" } });
    const viaRest = await api(t, 'PUT', `/orders/${order.id}`, {
      headers: staff.headers,
      body: { Status: 'dispatched', TrackingNumber: 'DPD 1550 2211', Carrier: 'DPD', Note: 'Two parcels' },
    });
    expect(viaRest.status).toBe(200);
    expect((await history(order.id)).events).toEqual([
      expect.objectContaining({ status: 'dispatched', trackingNumber: 'DPD 1550 2211', carrier: 'DPD', note: 'Two parcels' }),
    ]);
  });

  test('a refused move writes no event; cancelling writes one', async () => {
    const tint = await insertProduct(t.shop.db, { name: 'Brow Tint', pricePence: 899, stock: 10 });
    const order = await insertOrder(t.shop.db, { lines: [{ product: tint, quantity: 1 }] });
    expect(error(await move(order.id, 'delivered')).code).toBe('BAD_USER_INPUT');
    expect((await move(order.id, 'cancelled', { note: 'Customer changed their mind' })).errors).toBeUndefined();
    expect(error(await move(order.id, 'paid')).message).toBe('A cancelled order cannot change status');
    expect((await history(order.id)).events.map((e) => e.status)).toEqual(['cancelled']);
  });

  test("events: staff, the order's own customer and a guest with its token; who and the note are for staff; others are refused", async () => {
    const polish = await insertProduct(t.shop.db, { name: 'Nail Polish Coral', pricePence: 550, stock: 10 });
    const order = await insertOrder(t.shop.db, {
      status: 'paid',
      lines: [{ product: polish, quantity: 1 }],
      userId: customer.id,
      accessToken: 'guest-token-for-events-test-000000001',
    });
    expect(
      (await move(order.id, 'dispatched', { trackingNumber: 'RM000111222GB', carrier: 'Royal Mail', note: 'Packed by Sam' })).errors,
    ).toBeUndefined();

    const own = await gql(t.url, CUSTOMER_HISTORY, { id: order.id }, customer.headers);
    expect(own.errors).toBeUndefined();
    expect(own.data!.order.events).toEqual([
      { status: 'dispatched', createdAt: expect.any(String), trackingNumber: 'RM000111222GB', carrier: 'Royal Mail' },
    ]);
    const nosy = await gql(t.url, HISTORY, { id: order.id }, customer.headers);
    expect(nosy.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');

    const guest = await gql(t.url, CUSTOMER_HISTORY, { id: order.id, token: 'guest-token-for-events-test-000000001' }, {});
    expect(guest.errors).toBeUndefined();
    expect(guest.data!.order.events).toEqual(own.data!.order.events);
    const guestNosy = await gql(t.url, HISTORY, { id: order.id, token: 'guest-token-for-events-test-000000001' }, {});
    expect(guestNosy.errors?.map((e) => e.extensions?.code)).toContain('UNAUTHENTICATED');
    expect(error(await gql(t.url, CUSTOMER_HISTORY, { id: order.id }, stranger)).code).toBe('NOT_FOUND');
  });

  test('the staff order list searches order number, name and e-mail, filters by status and answers nextStatuses', async () => {
    const soap = await insertProduct(t.shop.db, { name: 'Black Soap', pricePence: 399, stock: 10 });
    await insertOrder(t.shop.db, {
      lines: [{ product: soap, quantity: 1 }],
      orderNumber: 'BS-EV-0001',
      customerName: 'Imogen Blythe',
      email: 'imogen@example.co.uk',
      status: 'paid',
    });
    await insertOrder(t.shop.db, {
      lines: [{ product: soap, quantity: 1 }],
      orderNumber: 'BS-EV-0002',
      customerName: 'Oliver Blythe',
      email: 'ob@example.co.uk',
      status: 'delivered',
    });
    const list = async (o: OrderListOptions) => (await gql(t.url, LIST, { o }, staff.headers)).data!.orders;
    expect(await list({ search: 'blythe', status: 'paid' })).toEqual({
      totalItems: 1,
      items: [{ orderNumber: 'BS-EV-0001', status: 'paid', nextStatuses: ['dispatched', 'cancelled', 'refunded'] }],
    });
    expect((await list({ search: 'OB@EXAMPLE' })).items.map((o) => o.orderNumber)).toEqual(['BS-EV-0002']);
    expect((await list({ search: 'ev-000' })).totalItems).toBe(2);
  });
});
