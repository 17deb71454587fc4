import { Role } from '../../api/src/common/roles';
import { StockMovement } from '../../api/src/modules/catalog/stock/stock-movement.entity';
import { ukDayAfter } from '../../api/src/modules/catalog/stock/expiry';
import { api } from '../helpers/legacy';
import { CREATE_ORDER, insertProduct, insertUser, orderInput, stockOf } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';
import type { CreateStockMovementInput, UpdateStockMovementInput } from '../generated/graphql';

const CREATE = graphql(`
  mutation StockLedgerCreate($input: CreateStockMovementInput!) {
    createStockMovement(input: $input) {
      id
      productId
      quantity
      reason
      note
      batchNumber
      expiryDate
      orderId
      daysUntilExpiry
      expiresSoon
    }
  }
`);
const UPDATE = graphql(`
  mutation StockLedgerUpdate($id: Int!, $input: UpdateStockMovementInput!) {
    updateStockMovement(id: $id, input: $input) {
      id
      productId
      quantity
      reason
      note
      batchNumber
      expiryDate
      orderId
      daysUntilExpiry
      expiresSoon
    }
  }
`);
const DELETE = graphql(`
  mutation StockLedgerDelete($id: Int!) {
    deleteStockMovement(id: $id) {
      id
    }
  }
`);
const BATCHES = graphql(`
  query StockLedgerBatches($o: StockBatchListOptions) {
    stockBatches(options: $o) {
      totalItems
      items {
        id
        productId
        batchNumber
        expiryDate
        daysUntilExpiry
        expiresSoon
      }
    }
  }
`);
const STATUS = graphql(`
  mutation StockLedgerMoveOrder($id: Int!, $status: String!) {
    updateOrderStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);
const CREATE_PRODUCT = graphql(`
  mutation StockLedgerCreateProduct($i: CreateProductInput!) {
    createProduct(input: $i) {
      id
      stockQuantity
    }
  }
`);
const SET_PRODUCT_STOCK = graphql(`
  mutation StockLedgerSetProductStock($id: Int!, $i: UpdateProductInput!) {
    updateProduct(id: $id, input: $i) {
      stockQuantity
    }
  }
`);
const UPDATE_PRODUCT = graphql(`
  mutation StockLedgerUpdateProduct($id: Int!, $i: UpdateProductInput!) {
    updateProduct(id: $id, input: $i) {
      id
    }
  }
`);
const DELETE_ORDER = graphql(`
  mutation StockLedgerDeleteOrder($id: Int!) {
    deleteOrder(id: $id) {
      id
    }
  }
`);
const CREATE_LOCATION = graphql(`
  mutation StockLedgerCreateLocation {
    createProductLocation(input: { name: "Shelf B2" }) {
      id
    }
  }
`);
const NAMED = graphql(`
  query StockLedgerNamed($o: StockMovementListOptions, $b: StockBatchListOptions) {
    stockMovements(options: $o) {
      items {
        id
        product {
          id
          name
          code
          stockQuantity
        }
        productLocation {
          id
          name
        }
      }
    }
    stockBatches(options: $b) {
      items {
        id
        product {
          name
        }
        productLocation {
          name
        }
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

describe.each(dialects)('the stock ledger on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
    staff = (await insertUser(t, Role.ADMIN)).headers;
    customer = (await insertUser(t, Role.USER)).headers;
  });
  afterAll(() => t?.close());

  const product = (name: string, stock: number) => insertProduct(t.shop.db, { name, pricePence: 999, stock });
  const create = (input: CreateStockMovementInput, headers = staff) => gql(t.url, CREATE, { input }, headers);
  const update = (id: number, input: UpdateStockMovementInput) => gql(t.url, UPDATE, { id, input }, staff);
  const remove = (id: number) => gql(t.url, DELETE, { id }, staff);
  const created = async (input: CreateStockMovementInput) => {
    const body = await create(input);
    expect(body.errors).toBeUndefined();
    return body.data!.createStockMovement;
  };
  const movementsOf = (productId: number) => t.shop.db.repo(StockMovement).find({ where: { productId }, order: { id: 'ASC' } });
  const ledgerSum = async (productId: number) => (await movementsOf(productId)).reduce((sum, m) => sum + m.quantity, 0);

  test('a movement changes the stock by its quantity; an edit applies the difference; a delete reverses it', async () => {
    const serum = await product('Hyaluronic Acid Serum', 5);
    const received = await created({ productId: serum.id, quantity: 10, reason: 'received', note: 'Delivery 4411' });
    expect(received).toMatchObject({ productId: serum.id, quantity: 10, reason: 'received', orderId: null });
    expect(await stockOf(t.shop.db, serum.id)).toBe(15);
    await created({ productId: serum.id, quantity: -3, reason: 'adjusted', note: 'Two broken in the stock room, one tester' });
    expect(await stockOf(t.shop.db, serum.id)).toBe(12);

    expect((await update(received.id, { quantity: 4 })).errors).toBeUndefined();
    expect(await stockOf(t.shop.db, serum.id)).toBe(6);
    expect((await update(received.id, { note: 'Delivery 4411, checked' })).errors).toBeUndefined();
    expect(await stockOf(t.shop.db, serum.id)).toBe(6);

    expect((await remove(received.id)).errors).toBeUndefined();
    expect(await stockOf(t.shop.db, serum.id)).toBe(2);
  });

  test('stock set in the product form is kept in the ledger: opening stock on create, the difference on each change', async () => {
    const createProduct = await gql(t.url, CREATE_PRODUCT, { i: { name: 'Rose Toner', salePrice: 9.99, stockQuantity: 12 } }, staff);
    expect(createProduct.errors).toBeUndefined();
    const id = createProduct.data!.createProduct.id;
    expect(await movementsOf(id)).toEqual([
      expect.objectContaining({ quantity: 12, reason: 'adjusted', note: 'Opening stock from the product form' }),
    ]);
    const changed = await gql(t.url, SET_PRODUCT_STOCK, { id, i: { stockQuantity: 7 } }, staff);
    expect(changed.errors).toBeUndefined();
    expect((await movementsOf(id)).at(-1)).toMatchObject({ quantity: -5, reason: 'adjusted', note: 'Stock set in the product form' });
    // A save that leaves the figure alone writes nothing.
    expect((await gql(t.url, UPDATE_PRODUCT, { id, i: { name: 'Rose Petal Toner', stockQuantity: 7 } }, staff)).errors).toBeUndefined();
    expect(await movementsOf(id)).toHaveLength(2);
    expect(await ledgerSum(id)).toBe(await stockOf(t.shop.db, id));
  });

  test('moving a movement to another product takes it off the first and adds it to the second', async () => {
    const mask = await product('Clay Face Mask', 0);
    const scrub = await product('Coffee Body Scrub', 3);
    const row = await created({ productId: mask.id, quantity: 8, reason: 'received' });
    expect(await stockOf(t.shop.db, mask.id)).toBe(8);
    const moved = await update(row.id, { productId: scrub.id, quantity: 6 });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateStockMovement).toMatchObject({ productId: scrub.id, quantity: 6 });
    expect(await stockOf(t.shop.db, mask.id)).toBe(0);
    expect(await stockOf(t.shop.db, scrub.id)).toBe(9);
    expect((await update(row.id, { productCode: mask.code })).errors).toBeUndefined();
    expect(await stockOf(t.shop.db, mask.id)).toBe(6);
    expect(await stockOf(t.shop.db, scrub.id)).toBe(3);
  });

  test('no staff movement takes the stock below 0: a count or adjustment may bring it to exactly 0', async () => {
    const oil = await product('Argan Hair Oil', 5);
    const over = await create({ productId: oil.id, quantity: -6, reason: 'adjusted' });
    expect(error(over)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'quantity',
      message: `${oil.name} has 5 in stock; this movement would take it below 0`,
    });
    expect(await stockOf(t.shop.db, oil.id)).toBe(5);
    expect(await movementsOf(oil.id)).toEqual([]);

    const counted = await created({ productId: oil.id, quantity: -5, reason: 'counted', note: 'Shelf count: none left' });
    expect(await stockOf(t.shop.db, oil.id)).toBe(0);
    const received = await created({ productId: oil.id, quantity: 4, reason: 'received' });
    await created({ productId: oil.id, quantity: -3, reason: 'adjusted' });
    expect(await stockOf(t.shop.db, oil.id)).toBe(1);

    const gone = await remove(received.id);
    expect(error(gone)).toEqual({
      code: 'CONFLICT',
      field: undefined,
      message: `Cannot delete this movement: ${oil.name} has 1 in stock, and taking its 4 off would leave less than none`,
    });
    const shrink = await update(received.id, { quantity: 2 });
    expect(error(shrink)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'quantity' });
    const back = await update(counted.id, { quantity: -7 });
    expect(error(back).code).toBe('BAD_USER_INPUT');
    expect(await stockOf(t.shop.db, oil.id)).toBe(1);
    expect((await movementsOf(oil.id)).map((m) => m.quantity)).toEqual([-5, 4, -3]);
  });

  test('reasons: received adds stock, adjusted is not 0, counted may be 0; batch and expiry belong on received rows', async () => {
    const balm = await product('Cocoa Butter Balm', 10);
    expect(error(await create({ productId: balm.id, quantity: -2, reason: 'received' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'quantity',
      message: "A 'received' movement adds stock: its quantity must be above 0",
    });
    expect(error(await create({ productId: balm.id, quantity: 0, reason: 'adjusted' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'quantity',
      message: "An 'adjusted' movement needs a quantity other than 0",
    });
    expect(error(await create({ productId: balm.id, quantity: 2, reason: 'adjusted', batchNumber: 'LOT-1' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'batchNumber',
      message: "Only 'received' movements carry a batch number",
    });
    expect(error(await create({ productId: balm.id, quantity: 2, reason: 'counted', expiryDate: '2030-01-01' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'expiryDate',
      message: "Only 'received' movements carry an expiry date",
    });
    expect(error(await create({ productId: balm.id, quantity: 2, reason: 'received', expiryDate: '2030-02-30' })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(error(await create({ productId: balm.id, quantity: 2, reason: 'lost' })).code).toBe('BAD_USER_INPUT');
    await created({ productId: balm.id, quantity: 0, reason: 'counted', note: 'Count agreed' });
    expect(await stockOf(t.shop.db, balm.id)).toBe(10);
    const row = await created({ productId: balm.id, quantity: 6, reason: 'received', batchNumber: 'CB-2291', expiryDate: '2031-03-31' });
    expect(row).toMatchObject({ batchNumber: 'CB-2291', expiryDate: '2031-03-31', expiresSoon: false });
    expect(await stockOf(t.shop.db, balm.id)).toBe(16);
  });

  test("'sold' and 'returned' rows are written by orders only: staff cannot add, edit or delete them (409)", async () => {
    const lotion = await product('Body Lotion 400 ml', 10);
    const refused = await create({ productId: lotion.id, quantity: -1, reason: 'sold' });
    expect(error(refused)).toEqual({
      code: 'CONFLICT',
      field: undefined,
      message: "Only orders write 'sold' stock movements; record other changes as 'received', 'adjusted' or 'counted'",
    });
    expect(error(await create({ productId: lotion.id, quantity: 1, reason: 'returned' })).code).toBe('CONFLICT');
    const adjusted = await created({ productId: lotion.id, quantity: 1, reason: 'adjusted' });
    expect(error(await update(adjusted.id, { reason: 'returned' })).code).toBe('CONFLICT');
    expect(await stockOf(t.shop.db, lotion.id)).toBe(11);

    const order = await gql(t.url, CREATE_ORDER, { input: orderInput([[lotion, 2]]) }, staff);
    expect(order.errors).toBeUndefined();
    const { id: orderId, orderNumber } = order.data!.createOrder.order;
    const sold = (await movementsOf(lotion.id)).find((m) => m.reason === 'sold')!;
    expect(sold).toMatchObject({ quantity: -2, orderId, note: `Order ${orderNumber}` });
    expect(await stockOf(t.shop.db, lotion.id)).toBe(9);

    const edit = await update(sold.id, { note: 'mine now' });
    expect(error(edit)).toEqual({
      code: 'CONFLICT',
      field: undefined,
      message: "'sold' stock movements are written by orders and cannot be edited; cancel or refund the order instead",
    });
    const del = await remove(sold.id);
    expect(error(del)).toEqual({
      code: 'CONFLICT',
      field: undefined,
      message: "'sold' stock movements are written by orders and cannot be deleted; cancel or refund the order instead",
    });

    expect((await gql(t.url, STATUS, { id: orderId, status: 'cancelled' }, staff)).errors).toBeUndefined();
    const returned = (await movementsOf(lotion.id)).find((m) => m.reason === 'returned')!;
    expect(returned).toMatchObject({ quantity: 2, orderId, note: `Order ${orderNumber} cancelled` });
    expect(error(await remove(returned.id)).code).toBe('CONFLICT');
    expect(await stockOf(t.shop.db, lotion.id)).toBe(11);
    expect((await movementsOf(lotion.id)).find((m) => m.id === sold.id)?.note).toBe(`Order ${orderNumber}`);
  });

  test('the ledger and the saleable stock agree through orders placed, refunded, cancelled and deleted', async () => {
    const shampoo = await product('Moisture Shampoo', 0);
    await created({ productId: shampoo.id, quantity: 20, reason: 'received', batchNumber: 'MS-1', expiryDate: '2030-06-30' });
    const place = async (quantity: number) =>
      (await gql(t.url, CREATE_ORDER, { input: orderInput([[shampoo, quantity]]) }, staff)).data!.createOrder.order;
    const refunded = await place(3);
    const deleted = await place(4);
    await place(2);
    for (const status of ['paid', 'refunded'])
      expect((await gql(t.url, STATUS, { id: refunded.id, status }, staff)).errors).toBeUndefined();
    // Only an order cancelled before it was paid may be deleted; its stock came back when it was cancelled.
    expect((await gql(t.url, STATUS, { id: deleted.id, status: 'cancelled' }, staff)).errors).toBeUndefined();
    expect((await gql(t.url, DELETE_ORDER, { id: deleted.id }, staff)).errors).toBeUndefined();
    await created({ productId: shampoo.id, quantity: -1, reason: 'adjusted' });
    expect(await stockOf(t.shop.db, shampoo.id)).toBe(17);
    expect(await ledgerSum(shampoo.id)).toBe(17);
    const rows = await movementsOf(shampoo.id);
    expect(rows.map((m) => [m.reason, m.quantity])).toEqual([
      ['received', 20],
      ['sold', -3],
      ['sold', -4],
      ['sold', -2],
      ['returned', 3],
      ['returned', 4],
      ['adjusted', -1],
    ]);
    // The deleted order's rows stay in the ledger, no longer pointing at it.
    expect(rows.filter((m) => m.note?.startsWith(`Order ${deleted.orderNumber}`)).map((m) => m.orderId)).toEqual([null, null]);
  });

  test('concurrent edits and deletes of one movement each apply once', async () => {
    const gel = await product('Curl Defining Gel', 0);
    const row = await created({ productId: gel.id, quantity: 10, reason: 'received' });
    const edits = await Promise.all([12, 14, 16, 18, 20].map((quantity) => update(row.id, { quantity })));
    expect(edits.every((b) => !b.errors)).toBe(true);
    const final = (await t.shop.db.repo(StockMovement).findOneByOrFail({ id: row.id })).quantity;
    expect(await stockOf(t.shop.db, gel.id)).toBe(final);
    const deletes = await Promise.all(Array.from({ length: 5 }, () => remove(row.id)));
    expect(deletes.filter((b) => !b.errors)).toHaveLength(1);
    expect(deletes.filter((b) => b.errors).map((b) => error(b).code)).toEqual(Array(4).fill('NOT_FOUND'));
    expect(await stockOf(t.shop.db, gel.id)).toBe(0);
  });

  test('stockBatches: received batches soonest expiry first, undated last; expiresSoon within 90 UK days; staff only', async () => {
    const cream = await product('Retinol Night Cream', 0);
    const at = (days: number) => ukDayAfter(days);
    const rows = [
      await created({ productId: cream.id, quantity: 5, reason: 'received', batchNumber: 'RN-LATE', expiryDate: at(400) }),
      await created({ productId: cream.id, quantity: 5, reason: 'received', batchNumber: 'RN-NONE' }),
      await created({ productId: cream.id, quantity: 5, reason: 'received', batchNumber: 'RN-91', expiryDate: at(91) }),
      await created({ productId: cream.id, quantity: 5, reason: 'received', batchNumber: 'RN-90', expiryDate: at(90) }),
      await created({ productId: cream.id, quantity: 5, reason: 'received', batchNumber: 'RN-PAST', expiryDate: at(-2) }),
    ];
    await created({ productId: cream.id, quantity: -1, reason: 'adjusted' });
    const body = await gql(t.url, BATCHES, { o: { productId: cream.id } }, staff);
    expect(body.errors).toBeUndefined();
    expect(body.data!.stockBatches.totalItems).toBe(5);
    expect(body.data!.stockBatches.items.map((b) => [b.batchNumber, b.daysUntilExpiry, b.expiresSoon])).toEqual([
      ['RN-PAST', -2, true],
      ['RN-90', 90, true],
      ['RN-91', 91, false],
      ['RN-LATE', 400, false],
      ['RN-NONE', null, false],
    ]);
    const soon = await gql(t.url, BATCHES, { o: { productId: cream.id, expiringWithinDays: 90 } }, staff);
    expect(soon.data!.stockBatches.items.map((b) => b.batchNumber)).toEqual(['RN-PAST', 'RN-90']);
    const search = await gql(t.url, BATCHES, { o: { search: 'rn-9', take: 1 } }, staff);
    expect(search.data!.stockBatches).toEqual({ totalItems: 2, items: [expect.objectContaining({ batchNumber: 'RN-90' })] });
    expect(rows.map((r) => r.expiresSoon)).toEqual([false, false, false, true, true]);
    expect(error(await gql(t.url, BATCHES, {}, {})).code).toBe('UNAUTHENTICATED');
    expect(error(await gql(t.url, BATCHES, {}, customer)).code).toBe('FORBIDDEN');
    expect(error(await gql(t.url, BATCHES, { o: { expiringWithinDays: -1 } }, staff)).code).toBe('BAD_USER_INPUT');
  });

  test('staff read the product and location of each movement and batch (the ledger names them); others cannot', async () => {
    const balm = await product('Shea Lip Balm', 0);
    const location = await gql(t.url, CREATE_LOCATION, {}, staff);
    expect(location.errors).toBeUndefined();
    const locationId = location.data!.createProductLocation.id;
    const row = await created({
      productId: balm.id,
      productLocationId: locationId,
      quantity: 7,
      reason: 'received',
      batchNumber: 'LOT-77',
      expiryDate: ukDayAfter(30),
    });
    const body = await gql(t.url, NAMED, { o: { productId: balm.id }, b: { productId: balm.id } }, staff);
    expect(body.errors).toBeUndefined();
    expect(body.data!.stockMovements.items).toEqual([
      {
        id: row.id,
        product: { id: balm.id, name: 'Shea Lip Balm', code: balm.code, stockQuantity: 7 },
        productLocation: { id: locationId, name: 'Shelf B2' },
      },
    ]);
    expect(body.data!.stockBatches.items).toEqual([
      { id: row.id, product: { name: 'Shea Lip Balm' }, productLocation: { name: 'Shelf B2' } },
    ]);
    expect((await gql(t.url, NAMED, { o: { productId: balm.id } }, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('the legacy /stocks rows move stock too and answer 409 for an order row', async () => {
    const toner = await product('Witch Hazel Toner', 2);
    const added = await api(t, 'POST', '/stocks', {
      headers: staff,
      body: { ProductCode: toner.code, Quantity: '6', Reason: 'received', BatchNumber: 'WH-7', ExpiryDate: '2030-09-30' },
    });
    expect(added.status).toBe(201);
    expect(added.body.result).toMatchObject({
      Quantity: 6,
      Reason: 'received',
      BatchNumber: 'WH-7',
      ExpiryDate: '2030-09-30',
      OrderID: null,
    });
    expect(await stockOf(t.shop.db, toner.id)).toBe(8);
    const id = added.body.result.StockID;
    expect((await api(t, 'PUT', `/stocks/${id}`, { headers: staff, body: { Quantity: 3 } })).status).toBe(200);
    expect(await stockOf(t.shop.db, toner.id)).toBe(5);
    const sold = await api(t, 'POST', '/stocks', { headers: staff, body: { ProductCode: toner.code, Quantity: -1, Reason: 'sold' } });
    expect(sold).toEqual({
      status: 409,
      body: { message: "Only orders write 'sold' stock movements; record other changes as 'received', 'adjusted' or 'counted'" },
    });
    expect((await api(t, 'DELETE', `/stocks/${id}`, { headers: staff })).status).toBe(200);
    expect(await stockOf(t.shop.db, toner.id)).toBe(2);
  });
});
