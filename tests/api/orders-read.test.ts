import { Role } from '../../api/src/common/roles';
import { insertOrder, insertProduct, insertUser } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const ORDERS = graphql(`
  query TestOrders($options: OrderListOptions) {
    orders(options: $options) {
      totalItems
      items {
        id
        orderNumber
        email
        customerName
        status
        total
      }
    }
  }
`);
const ORDER = graphql(`
  query TestOrder($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      id
      orderNumber
      status
      subtotal
      shipping
      discount
      total
      lines {
        productId
        productName
        productCode
        quantity
        unitPrice
        lineTotal
      }
    }
  }
`);
const MY_ORDERS = graphql(`
  query TestMyOrders($options: ListOptions) {
    myOrders(options: $options) {
      totalItems
      items {
        id
        orderNumber
      }
    }
  }
`);
const BATCH_LINES = graphql(`
  query TestBatchOrderLines {
    orders(options: { search: "batch-", take: 5 }) {
      items {
        orderNumber
        lines {
          quantity
        }
      }
    }
  }
`);

describe.each(dialects)('orders: reading them on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  let superAdmin: Record<string, string>;
  let alice: { id: number; headers: Record<string, string> };
  let bob: { id: number; headers: Record<string, string> };

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
    superAdmin = (await insertUser(t, Role.SUPER_ADMIN)).headers;
    const a = await insertUser(t, Role.USER, 'Alice Smith');
    const b = await insertUser(t, Role.USER, 'Bob Jones');
    alice = { id: a.user.id, headers: a.headers };
    bob = { id: b.user.id, headers: b.headers };
  });
  afterAll(() => t?.close());

  test('orders: anonymous is UNAUTHENTICATED, a customer FORBIDDEN, admin and super-admin get the list', async () => {
    expect((await gql(t.url, ORDERS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.url, ORDERS, {}, alice.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const headers of [staff, superAdmin]) {
      const body = await gql(t.url, ORDERS, {}, headers);
      expect(body.errors).toBeUndefined();
      expect(typeof body.data!.orders.totalItems).toBe('number');
    }
  });

  test('orders: searches order number, e-mail and customer name case-insensitively, filters by status, sorts and pages', async () => {
    const serum = await insertProduct(t.shop.db, { name: 'Vitamin C Serum', pricePence: 1850, stock: 40 });
    const made = [
      await insertOrder(t.shop.db, {
        orderNumber: 'SRCH-1001',
        email: 'priya.patel@example.co.uk',
        customerName: 'Priya Patel',
        status: 'paid',
        lines: [{ product: serum, quantity: 1 }],
      }),
      await insertOrder(t.shop.db, {
        orderNumber: 'SRCH-1002',
        email: 'tom@srch-mail.co.uk',
        customerName: 'Tom Baker',
        status: 'pending',
        lines: [{ product: serum, quantity: 3 }],
      }),
      await insertOrder(t.shop.db, {
        orderNumber: 'SRCH-1003',
        email: 'zara@example.co.uk',
        customerName: 'Zara SRCH-Holmes',
        status: 'paid',
        lines: [{ product: serum, quantity: 2 }],
      }),
    ];
    const list = async (options: Record<string, unknown>) => {
      const body = await gql(t.url, ORDERS, { options }, staff);
      expect(body.errors).toBeUndefined();
      return body.data!.orders;
    };
    expect((await list({ search: 'srch-1002' })).items.map((o) => o.orderNumber)).toEqual(['SRCH-1002']);
    expect((await list({ search: 'PRIYA.PATEL@' })).items.map((o) => o.orderNumber)).toEqual(['SRCH-1001']);
    expect((await list({ search: 'zara holmes' })).totalItems).toBe(0);
    expect((await list({ search: 'srch-holmes' })).items.map((o) => o.customerName)).toEqual(['Zara SRCH-Holmes']);
    expect((await list({ search: 'srch' })).totalItems).toBe(3);
    expect((await list({ search: 'srch', status: 'paid' })).items.map((o) => o.orderNumber).sort()).toEqual(['SRCH-1001', 'SRCH-1003']);
    const byTotal = await list({ search: 'srch', sortBy: 'total', sortDirection: 'DESC' });
    expect(byTotal.items.map((o) => o.total)).toEqual([55.5, 40.99, 22.49]);
    expect(byTotal.items[0].orderNumber).toBe(made[1].orderNumber);
    const page = await list({ search: 'srch', sortBy: 'total', skip: 1, take: 1 });
    expect(page).toEqual({ totalItems: 3, items: [expect.objectContaining({ orderNumber: 'SRCH-1003', total: 40.99 })] });
    const newest = await list({ search: 'srch' });
    expect(newest.items.map((o) => o.orderNumber)).toEqual(['SRCH-1003', 'SRCH-1002', 'SRCH-1001']);
    const byNumber = await list({ search: 'srch', sortBy: 'orderNumber', sortDirection: 'DESC' });
    expect(byNumber.items.map((o) => o.orderNumber)).toEqual(['SRCH-1003', 'SRCH-1002', 'SRCH-1001']);
    const byCustomer = await list({ search: 'srch', sortBy: 'customerName' });
    expect(byCustomer.items.map((o) => o.customerName)).toEqual(['Priya Patel', 'Tom Baker', 'Zara SRCH-Holmes']);
  });

  test('orders: an unknown status filter or a page over 100 is BAD_USER_INPUT', async () => {
    const bad = await gql(t.url, ORDERS, { options: { status: 'lost' } }, staff);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toBe('Status must be one of pending, paid, dispatched, delivered, cancelled or refunded');
    expect((await gql(t.url, ORDERS, { options: { take: 101 } }, staff)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('order: staff and the owner read it with its lines in pounds; another customer and anonymous get NOT_FOUND', async () => {
    const shampoo = await insertProduct(t.shop.db, { name: 'Argan Oil Shampoo 250ml', pricePence: 899, stock: 12 });
    const mask = await insertProduct(t.shop.db, { name: 'Deep Repair Hair Mask', pricePence: 1450, stock: 8 });
    const order = await insertOrder(t.shop.db, {
      userId: alice.id,
      lines: [
        { product: shampoo, quantity: 2 },
        { product: mask, quantity: 1 },
      ],
    });
    const expected = {
      id: order.id,
      orderNumber: order.orderNumber,
      status: 'pending',
      subtotal: 32.48,
      shipping: 3.99,
      discount: 0,
      total: 36.47,
      lines: [
        {
          productId: shampoo.id,
          productName: 'Argan Oil Shampoo 250ml',
          productCode: shampoo.code,
          quantity: 2,
          unitPrice: 8.99,
          lineTotal: 17.98,
        },
        { productId: mask.id, productName: 'Deep Repair Hair Mask', productCode: mask.code, quantity: 1, unitPrice: 14.5, lineTotal: 14.5 },
      ],
    };
    for (const headers of [staff, alice.headers]) {
      const body = await gql(t.url, ORDER, { id: order.id }, headers);
      expect(body.errors).toBeUndefined();
      expect(body.data!.order).toEqual(expected);
    }
    for (const headers of [bob.headers, {}]) {
      const body = await gql(t.url, ORDER, { id: order.id }, headers);
      expect(body.data).toBeNull();
      expect(body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(body.errors?.[0].message).toBe(`No order with id ${order.id}`);
    }
    expect((await gql(t.url, ORDER, { id: 999999 }, staff)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  test('order: a guest reads a guest order only with its access token; a wrong or missing token answers NOT_FOUND', async () => {
    const balm = await insertProduct(t.shop.db, { name: 'Shea Lip Balm', pricePence: 450, stock: 30 });
    const token = 'guest-token-8f1c2d9e7a6b5c4d3e2f1a0b9c8d7e6f';
    const order = await insertOrder(t.shop.db, { accessToken: token, lines: [{ product: balm, quantity: 4 }] });
    const ok = await gql(t.url, ORDER, { id: order.id, token });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.order).toMatchObject({ id: order.id, total: 21.99, lines: [{ quantity: 4, lineTotal: 18 }] });
    for (const wrong of [undefined, '', token.slice(0, -1) + 'x', token.toUpperCase()]) {
      expect((await gql(t.url, ORDER, { id: order.id, token: wrong })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const other = await insertOrder(t.shop.db, { accessToken: 'another-guest-token', lines: [{ product: balm, quantity: 1 }] });
    expect((await gql(t.url, ORDER, { id: other.id, token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const stored = await t.shop.db.dataSource.query('SELECT access_token_hash AS h FROM orders WHERE id = ?', [order.id]);
    expect(stored[0].h).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].h).not.toContain(token);
  });

  test('myOrders: a customer sees only their own orders, newest first; anonymous is UNAUTHENTICATED', async () => {
    const soap = await insertProduct(t.shop.db, { name: 'Black Soap Bar', pricePence: 650, stock: 20 });
    const base = Date.now() - 60 * 60 * 1000;
    const first = await insertOrder(t.shop.db, { userId: bob.id, createdAt: new Date(base), lines: [{ product: soap, quantity: 1 }] });
    const second = await insertOrder(t.shop.db, {
      userId: bob.id,
      createdAt: new Date(base + 60_000),
      lines: [{ product: soap, quantity: 2 }],
    });
    await insertOrder(t.shop.db, { userId: alice.id, lines: [{ product: soap, quantity: 1 }] });
    const mine = await gql(t.url, MY_ORDERS, {}, bob.headers);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myOrders).toEqual({
      totalItems: 2,
      items: [
        { id: second.id, orderNumber: second.orderNumber },
        { id: first.id, orderNumber: first.orderNumber },
      ],
    });
    const paged = await gql(t.url, MY_ORDERS, { options: { skip: 1, take: 1 } }, bob.headers);
    expect(paged.data!.myOrders).toEqual({ totalItems: 2, items: [{ id: first.id, orderNumber: first.orderNumber }] });
    expect((await gql(t.url, MY_ORDERS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('orders: lines of a whole page load in one batch (DataLoader), not one query per order', async () => {
    const comb = await insertProduct(t.shop.db, { name: 'Wide Tooth Comb', pricePence: 299, stock: 100 });
    for (let i = 0; i < 5; i++) await insertOrder(t.shop.db, { orderNumber: `BATCH-${i}`, lines: [{ product: comb, quantity: i + 1 }] });
    const spy = jest.spyOn(t.shop.services.orders, 'linesOf');
    try {
      const body = await gql(t.url, BATCH_LINES, {}, staff);
      expect(body.errors).toBeUndefined();
      expect(body.data!.orders.items).toHaveLength(5);
      expect(body.data!.orders.items.map((o) => o.lines[0].quantity).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
