import { Role } from '../../api/src/common/roles';
import { insertOrder, insertProduct, insertUser, stockOf } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const UPDATE = graphql(`
  mutation TestStatusUpdate($id: Int!, $status: String!, $trackingNumber: String) {
    updateOrderStatus(id: $id, status: $status, trackingNumber: $trackingNumber) {
      id
      status
      total
    }
  }
`);
const DELETE = graphql(`
  mutation TestStatusDeleteOrder($id: Int!) {
    deleteOrder(id: $id) {
      id
      orderNumber
      status
    }
  }
`);
const ORDER = graphql(`
  query TestStatusOrder($id: Int!) {
    order(id: $id) {
      id
      status
    }
  }
`);

describe.each(dialects)('orders: status changes and deletion on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
    customer = (await insertUser(t, Role.USER)).headers;
  });
  afterAll(() => t?.close());

  // Dispatching needs the carrier's tracking number (tests/api/order-events.test.ts covers the refusal).
  const move = (id: number, status: string, headers = staff) =>
    gql(t.url, UPDATE, { id, status, ...(status === 'dispatched' ? { trackingNumber: 'RM123456789GB' } : {}) }, headers);

  test('updateOrderStatus and deleteOrder: anonymous is UNAUTHENTICATED, a customer FORBIDDEN, and nothing changes', async () => {
    const toner = await insertProduct(t.shop.db, { name: 'Rose Water Toner', pricePence: 799, stock: 10 });
    const order = await insertOrder(t.shop.db, { lines: [{ product: toner, quantity: 1 }] });
    expect((await move(order.id, 'paid', {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await move(order.id, 'paid', customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t.url, DELETE, { id: order.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.url, DELETE, { id: order.id }, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t.url, ORDER, { id: order.id }, staff)).data!.order.status).toBe('pending');
  });

  test('an order goes pending → paid → dispatched → delivered, stock untouched along the way', async () => {
    const cream = await insertProduct(t.shop.db, { name: 'Shea Butter Body Cream', pricePence: 1299, stock: 10 });
    const order = await insertOrder(t.shop.db, { lines: [{ product: cream, quantity: 2 }] });
    for (const status of ['paid', 'dispatched', 'delivered']) {
      const body = await move(order.id, status);
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateOrderStatus).toEqual({ id: order.id, status, total: 29.97 });
    }
    expect(await stockOf(t.shop.db, cream.id)).toBe(10);
  });

  test('a move off the path is BAD_USER_INPUT naming the allowed next statuses', async () => {
    const gel = await insertProduct(t.shop.db, { name: 'Edge Control Gel', pricePence: 650, stock: 5 });
    const pending = await insertOrder(t.shop.db, { lines: [{ product: gel, quantity: 1 }] });
    const skip = await move(pending.id, 'delivered');
    expect(skip.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(skip.errors?.[0].message).toBe('A pending order can move only to paid or cancelled, not to delivered');
    const paid = await insertOrder(t.shop.db, { status: 'paid', lines: [{ product: gel, quantity: 1 }] });
    expect((await move(paid.id, 'pending')).errors?.[0].message).toBe(
      'A paid order can move only to dispatched, cancelled or refunded, not to pending',
    );
    expect((await move(paid.id, 'paid')).errors?.[0].message).toBe(
      'A paid order can move only to dispatched, cancelled or refunded, not to paid',
    );
    const dispatched = await insertOrder(t.shop.db, { status: 'dispatched', lines: [{ product: gel, quantity: 1 }] });
    expect((await move(dispatched.id, 'cancelled')).errors?.[0].message).toBe(
      'A dispatched order can move only to delivered or refunded, not to cancelled',
    );
    const delivered = await insertOrder(t.shop.db, { status: 'delivered', lines: [{ product: gel, quantity: 1 }] });
    expect((await move(delivered.id, 'paid')).errors?.[0].message).toBe('A delivered order can move only to refunded, not to paid');
    const cancelled = await insertOrder(t.shop.db, { status: 'cancelled', lines: [{ product: gel, quantity: 1 }] });
    expect((await move(cancelled.id, 'paid')).errors?.[0].message).toBe('A cancelled order cannot change status');
    const unknown = await move(paid.id, 'shipped');
    expect(unknown.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'status' });
    expect(unknown.errors?.[0].message).toBe('Status must be one of pending, paid, dispatched, delivered, cancelled or refunded');
    expect((await move(999999, 'paid')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await stockOf(t.shop.db, gel.id)).toBe(5);
  });

  test('cancelling puts every line back into stock, adding up lines of the same product', async () => {
    const oil = await insertProduct(t.shop.db, { name: 'Jamaican Black Castor Oil', pricePence: 999, stock: 10 });
    const spray = await insertProduct(t.shop.db, { name: 'Leave-In Conditioner Spray', pricePence: 725, stock: 0 });
    const order = await insertOrder(t.shop.db, {
      lines: [
        { product: oil, quantity: 2 },
        { product: spray, quantity: 3 },
        { product: oil, quantity: 1 },
      ],
    });
    const body = await move(order.id, 'cancelled');
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateOrderStatus.status).toBe('cancelled');
    expect(await stockOf(t.shop.db, oil.id)).toBe(13);
    expect(await stockOf(t.shop.db, spray.id)).toBe(3);
    expect((await move(order.id, 'refunded')).errors?.[0].message).toBe('A cancelled order cannot change status');
    expect(await stockOf(t.shop.db, oil.id)).toBe(13);
  });

  test('refunding a paid or a delivered order restocks it once; a product deleted since is skipped', async () => {
    const liner = await insertProduct(t.shop.db, { name: 'Liquid Eyeliner Black', pricePence: 550, stock: 4 });
    const gone = await insertProduct(t.shop.db, { name: 'Discontinued Blush', pricePence: 800, stock: 0 });
    const paid = await insertOrder(t.shop.db, {
      status: 'paid',
      lines: [
        { product: liner, quantity: 1 },
        { product: gone, quantity: 2 },
      ],
    });
    await t.shop.db.dataSource.query('DELETE FROM products WHERE id = ?', [gone.id]);
    expect((await move(paid.id, 'refunded')).data!.updateOrderStatus.status).toBe('refunded');
    expect(await stockOf(t.shop.db, liner.id)).toBe(5);
    const delivered = await insertOrder(t.shop.db, { status: 'delivered', lines: [{ product: liner, quantity: 2 }] });
    expect((await move(delivered.id, 'refunded')).data!.updateOrderStatus.status).toBe('refunded');
    expect(await stockOf(t.shop.db, liner.id)).toBe(7);
    expect((await move(delivered.id, 'refunded')).errors?.[0].message).toBe('A refunded order cannot change status');
    expect(await stockOf(t.shop.db, liner.id)).toBe(7);
  });

  test('two staff cancelling the same order at once restock it only once', async () => {
    const mist = await insertProduct(t.shop.db, { name: 'Setting Spray Mist', pricePence: 1100, stock: 6 });
    const order = await insertOrder(t.shop.db, { status: 'paid', lines: [{ product: mist, quantity: 3 }] });
    const answers = await Promise.all([move(order.id, 'cancelled'), move(order.id, 'cancelled'), move(order.id, 'refunded')]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    for (const a of answers.filter((x) => x.errors)) expect(['BAD_USER_INPUT', 'CONFLICT']).toContain(a.errors![0].extensions?.code);
    expect(await stockOf(t.shop.db, mist.id)).toBe(9);
  });

  // Which orders may be deleted, and the REST refusal: tests/api/orders-delete.test.ts.
  test('deleteOrder keeps a delivered order and a cancelled one with no recorded history; an unknown id is NOT_FOUND', async () => {
    const brush = await insertProduct(t.shop.db, { name: 'Boar Bristle Brush', pricePence: 1575, stock: 2 });
    for (const status of ['delivered', 'cancelled']) {
      const order = await insertOrder(t.shop.db, { status, lines: [{ product: brush, quantity: 1 }] });
      expect((await gql(t.url, DELETE, { id: order.id }, staff)).errors?.[0].extensions?.code).toBe('CONFLICT');
      expect((await gql(t.url, ORDER, { id: order.id }, staff)).data!.order.status).toBe(status);
    }
    expect(await stockOf(t.shop.db, brush.id)).toBe(2);
    const unknown = await gql(t.url, DELETE, { id: 999_999 }, staff);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'No order with id 999999', extensions: { code: 'NOT_FOUND' } });
  });
});
