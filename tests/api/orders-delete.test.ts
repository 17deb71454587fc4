import { Role } from '../../api/src/common/roles';
import { api } from '../helpers/legacy';
import { CREATE_ORDER, insertProduct, insertUser, orderInput, stockOf } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const STATUS = graphql(`
  mutation OrdersDeleteStatus($id: Int!, $status: String!, $trackingNumber: String) {
    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {
      id
      status
    }
  }
`);
const DELETE = graphql(`
  mutation OrdersDeleteDelete($id: Int!) {
    deleteOrder(id: $id) {
      id
      orderNumber
      status
    }
  }
`);
const ORDER = graphql(`
  query OrdersDeleteOrder($id: Int!) {
    order(id: $id) {
      id
      status
      deletable
    }
  }
`);
const LIST = graphql(`
  query OrdersDeleteList {
    orders(options: { take: 100 }) {
      items {
        id
        status
        deletable
      }
    }
  }
`);

// Orders are business records (UK VAT records are kept for six years): only an order cancelled
// straight from pending may be deleted; the rest are cancelled or refunded instead.
describe.each(sqliteOnly)('orders: deletion keeps business records on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
  });
  afterAll(() => t?.close());

  /** An order placed through the API and moved along `path`, so its history is the real one. */
  const orderThrough = async (...path: string[]) => {
    const product = await insertProduct(t.shop.db, { name: 'Argan Hair Oil', pricePence: 1450, stock: 10 });
    const body = await gql(t.url, CREATE_ORDER, { input: orderInput([[product, 2]]) }, staff);
    expect(body.errors).toBeUndefined();
    const order = body.data!.createOrder.order;
    for (const status of path) {
      const moved = await gql(
        t.url,
        STATUS,
        { id: order.id, status, ...(status === 'dispatched' ? { trackingNumber: 'RM123456789GB' } : {}) },
        staff,
      );
      expect(moved.errors).toBeUndefined();
    }
    return { ...order, product };
  };

  test.each([
    ['pending', []],
    ['paid', ['paid']],
    ['dispatched', ['paid', 'dispatched']],
    ['delivered', ['paid', 'dispatched', 'delivered']],
    ['cancelled after payment', ['paid', 'cancelled']],
    ['refunded', ['paid', 'refunded']],
  ])('a %s order cannot be deleted by GraphQL: CONFLICT, and the order and its stock stay as they were', async (_, path) => {
    const order = await orderThrough(...path);
    const before = await stockOf(t.shop.db, order.product.id);
    const status = (await gql(t.url, ORDER, { id: order.id }, staff)).data!.order;
    expect(status.deletable).toBe(false);
    const body = await gql(t.url, DELETE, { id: order.id }, staff);
    expect(body.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(body.errors?.[0].message).toMatch(
      new RegExp(`^Order ${order.orderNumber} (is pending: cancel it instead|was paid, so it is kept as a business record)`),
    );
    expect((await gql(t.url, ORDER, { id: order.id }, staff)).data!.order).toEqual(status);
    expect(await stockOf(t.shop.db, order.product.id)).toBe(before);
  });

  test('an order cancelled straight from pending is deletable and deleted, with its lines; its stock came back on cancelling, once', async () => {
    const order = await orderThrough('cancelled');
    expect(await stockOf(t.shop.db, order.product.id)).toBe(10);
    expect((await gql(t.url, ORDER, { id: order.id }, staff)).data!.order).toEqual({ id: order.id, status: 'cancelled', deletable: true });
    const body = await gql(t.url, DELETE, { id: order.id }, staff);
    expect(body.errors).toBeUndefined();
    expect(body.data!.deleteOrder).toEqual({ id: order.id, orderNumber: order.orderNumber, status: 'cancelled' });
    expect(await stockOf(t.shop.db, order.product.id)).toBe(10);
    const lines = await t.shop.db.dataSource.query('SELECT COUNT(*) AS n FROM order_lines WHERE order_id = ?', [order.id]);
    expect(Number(lines[0].n)).toBe(0);
    expect((await gql(t.url, ORDER, { id: order.id }, staff)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  test('the staff list says which orders may be deleted', async () => {
    const kept = await orderThrough('paid', 'cancelled');
    const gone = await orderThrough('cancelled');
    const items = (await gql(t.url, LIST, {}, staff)).data!.orders.items;
    expect(items.find((o) => o.id === kept.id)?.deletable).toBe(false);
    expect(items.find((o) => o.id === gone.id)?.deletable).toBe(true);
  });

  test('legacy REST: DELETE /api/orders/:id answers 409 with a message saying to cancel or refund instead; a pending-cancelled order is deleted', async () => {
    const paid = await orderThrough('paid');
    const refused = await api(t, 'DELETE', `/orders/${paid.id}`, { headers: staff });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `Order ${paid.orderNumber} was paid, so it is kept as a business record: cancel or refund it instead. Only an order cancelled before it was paid can be deleted.`,
    });
    expect((await api(t, 'GET', `/orders/${paid.id}`, { headers: staff })).status).toBe(200);
    const cancelled = await orderThrough('cancelled');
    const removed = await api(t, 'DELETE', `/orders/${cancelled.id}`, { headers: staff });
    expect([removed.status, removed.body.message]).toEqual([200, 'Order deleted successfully']);
    expect((await api(t, 'GET', `/orders/${cancelled.id}`, { headers: staff })).status).toBe(404);
  });
});
