import { print } from 'graphql';
import { hashAccessToken } from '../../api/src/modules/orders/order/access-token';
import { Order } from '../../api/src/modules/orders/order/order.entity';
import { Role } from '../../api/src/common/roles';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { bearer, createUser } from '../helpers/accounts';
import { CREATE_ORDER, insertDiscountCode, insertProduct, insertUser, orderInput, stockOf, timesUsedOf } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import type { CreateOrderInput } from '../generated/graphql';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const ORDER = graphql(`
  query TestCreatedOrder($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      id
      orderNumber
      total
    }
  }
`);
const SHIPPING = graphql(`
  query TestShippingOptions($w: Int!, $s: Float!) {
    shippingOptions(weightGrams: $w, subtotal: $s) {
      method
      name
      delivery
      price
      free
    }
  }
`);
const DAY = 24 * 3600 * 1000;

type Body = Awaited<ReturnType<typeof gql>>;
const error = (body: Body) => ({
  message: body.errors?.[0]?.message,
  code: body.errors?.[0]?.extensions?.code,
  field: body.errors?.[0]?.extensions?.field,
});

describe.each(dialects)('createOrder and shippingOptions on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  let customer: { id: number; headers: Record<string, string> };

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
    const c = await insertUser(t, Role.USER);
    customer = { id: c.user.id, headers: c.headers };
  });
  afterAll(() => t?.close());

  const create = (input: CreateOrderInput, headers = staff) => gql(t.url, CREATE_ORDER, { input }, headers);
  /** Sends what the schema refuses (a price, a total), so the input is not the schema's type. */
  const createUnchecked = (input: Record<string, unknown>) => gql(t.url, print(CREATE_ORDER), { input }, staff);
  const product = (
    name: string,
    pricePence: number,
    stock = 50,
    more: { shippingWeightGrams?: number; discountPence?: number; isActive?: boolean } = {},
  ) => insertProduct(t.shop.db, { name, pricePence, stock, ...more });
  const placed = async (input: CreateOrderInput) => {
    const body = await create(input);
    expect(body.errors).toBeUndefined();
    return body.data!.createOrder;
  };

  test('anonymous callers are UNAUTHENTICATED and customers FORBIDDEN; no order is made and no stock taken', async () => {
    const toner = await product('Rose Water Toner', 799, 10);
    const before = await t.shop.db.repo(Order).count();
    expect(error(await create(orderInput([[toner, 1]]), {})).code).toBe('UNAUTHENTICATED');
    expect(error(await create(orderInput([[toner, 1]]), customer.headers)).code).toBe('FORBIDDEN');
    expect(await t.shop.db.repo(Order).count()).toBe(before);
    expect(await stockOf(t.shop.db, toner.id)).toBe(10);
  });

  test('a basket is priced from the database: discounted unit prices, merged lines, totals in pence, stock taken', async () => {
    const serum = await product('Vitamin C Serum', 2499, 10, { discountPence: 500, shippingWeightGrams: 150 });
    const balm = await product('Shea Lip Balm', 350, 20, { shippingWeightGrams: 20 });
    const { order, accessToken } = await placed(
      orderInput([[serum, 1], { productCode: balm.code.toLowerCase(), quantity: 2 }, { productId: serum.id, quantity: 2 }], {
        email: ' Amelia.Hart@Example.CO.UK ',
        postcode: 'ls14ap',
        addressLine2: '  ',
        phone: null,
      }),
    );
    expect(order).toMatchObject({
      status: 'pending',
      userId: null,
      email: 'amelia.hart@example.co.uk',
      postcode: 'LS1 4AP',
      addressLine2: null,
      phone: null,
      shippingMethod: 'tracked-1-2',
      subtotal: 66.97,
      discount: 0,
      shipping: 5.99,
      total: 72.96,
    });
    expect(order.orderNumber).toMatch(/^BS-\d{8}-[0-9A-Z]{6}$/);
    expect(order.lines).toEqual([
      { productId: serum.id, productName: 'Vitamin C Serum', productCode: serum.code, quantity: 3, unitPrice: 19.99, lineTotal: 59.97 },
      { productId: balm.id, productName: 'Shea Lip Balm', productCode: balm.code, quantity: 2, unitPrice: 3.5, lineTotal: 7 },
    ]);
    expect(await stockOf(t.shop.db, serum.id)).toBe(7);
    expect(await stockOf(t.shop.db, balm.id)).toBe(18);

    const stored = await t.shop.db.repo(Order).findOneByOrFail({ id: order.id });
    expect(stored.accessTokenHash).toBe(hashAccessToken(accessToken));
    expect(JSON.stringify(stored)).not.toContain(accessToken);
    expect((await gql(t.url, ORDER, { id: order.id, token: accessToken })).data!.order).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
      total: 72.96,
    });
    expect(error(await gql(t.url, ORDER, { id: order.id, token: 'not-the-token' })).code).toBe('NOT_FOUND');
  });

  test('the input has no price field: a price sent by a client is refused by the schema, and only database prices count', async () => {
    const mask = await product('Clay Face Mask', 1250);
    const withPrice = await createUnchecked({ ...orderInput([]), lines: [{ productId: mask.id, quantity: 1, unitPrice: 0.01 }] });
    expect(error(withPrice).code).toBe('BAD_USER_INPUT');
    expect(withPrice.errors?.[0].message).toMatch(/unitPrice/);
    const withTotal = await createUnchecked({ ...orderInput([[mask, 1]]), total: 0.01 });
    expect(error(withTotal).code).toBe('BAD_USER_INPUT');
    const types = await gql(
      t.url,
      graphql(`
        query TestOrderInputFields {
          line: __type(name: "CreateOrderLineInput") {
            inputFields {
              name
            }
          }
          order: __type(name: "CreateOrderInput") {
            inputFields {
              name
            }
          }
        }
      `),
    );
    expect(types.data!.line!.inputFields!.map((f) => f.name).sort()).toEqual(['productCode', 'productId', 'quantity']);
    expect(
      types.data!.order!.inputFields!.map((f) => f.name).filter((n: string) => /price|total|subtotal|shipping$|discount$/i.test(n)),
    ).toEqual([]);
    expect((await placed(orderInput([[mask, 2]]))).order).toMatchObject({ subtotal: 25, total: 30.99 });
  });

  test.each([
    ['tracked-1-2', 2_000, 5.99],
    ['tracked-1-2', 2_001, 8.99],
    ['tracked-1-2', 20_000, 13.99],
    ['tracked-2-4', 1_000, 3.99],
    ['tracked-2-4', 10_000, 7.99],
    ['tracked-2-4', 10_001, 11.99],
    ['signed-1-2', 500, 7.99],
    ['signed-1-2', 9_000, 9.99],
    ['signed-1-2', 19_000, 14.99],
    ['signed-2-4', 2_000, 6.99],
    ['signed-2-4', 4_000, 8.99],
    ['signed-2-4', 12_000, 13.99],
  ])('%s for a %i g basket costs £%d', async (method, grams, price) => {
    const item = await product(`Weighted Item ${method} ${grams}`, 1000, 10, { shippingWeightGrams: grams / 2 });
    const { order } = await placed(orderInput([[item, 2]], { shippingMethod: method }));
    expect(order).toMatchObject({ shippingMethod: method, subtotal: 20, shipping: price, total: Math.round((20 + price) * 100) / 100 });
  });

  test('over 20 kg is refused with a clear message and takes no stock', async () => {
    const tub = await product('Salon Conditioner 5 L', 3000, 10, { shippingWeightGrams: 5_001 });
    expect(error(await create(orderInput([[tub, 4]])))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'lines',
      message: 'This order weighs 20.004 kg; we can post at most 20 kg in one order',
    });
    expect(await stockOf(t.shop.db, tub.id)).toBe(10);
  });

  test('tracked 2-4 days is free over £50 after discount: £50.00 pays £3.99, £50.01 is free; signed-for is never free', async () => {
    const palette = await product('Eyeshadow Palette', 2500, 50, { shippingWeightGrams: 300 });
    const penny = await product('Hair Grip', 1, 50);
    expect((await placed(orderInput([[palette, 2]], { shippingMethod: 'tracked-2-4' }))).order).toMatchObject({
      subtotal: 50,
      shipping: 3.99,
      total: 53.99,
    });
    expect(
      (
        await placed(
          orderInput(
            [
              [palette, 2],
              [penny, 1],
            ],
            { shippingMethod: 'tracked-2-4' },
          ),
        )
      ).order,
    ).toMatchObject({ subtotal: 50.01, shipping: 0, total: 50.01 });
    expect((await placed(orderInput([[palette, 3]], { shippingMethod: 'signed-2-4' }))).order).toMatchObject({
      subtotal: 75,
      shipping: 6.99,
      total: 81.99,
    });
    await insertDiscountCode(t.shop.db, { code: 'FIVER', amountOffPence: 500 });
    const discounted = (
      await placed(
        orderInput(
          [
            [palette, 2],
            [penny, 1],
          ],
          { shippingMethod: 'tracked-2-4', discountCode: 'fiver' },
        ),
      )
    ).order;
    expect(discounted).toMatchObject({ subtotal: 50.01, discount: 5, shipping: 3.99, total: 49 });
  });

  test('asking for more than is in stock is refused naming the product and the stock left; nothing is taken', async () => {
    const oil = await product('Argan Hair Oil', 1599, 3);
    const comb = await product('Wide Tooth Comb', 299, 10);
    expect(
      error(
        await create(
          orderInput([
            [comb, 1],
            [oil, 2],
            [oil, 2],
          ]),
        ),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'lines[1].quantity',
      message: 'Not enough stock of Argan Hair Oil: 3 left, 4 asked for',
    });
    expect(await stockOf(t.shop.db, oil.id)).toBe(3);
    expect(await stockOf(t.shop.db, comb.id)).toBe(10);
    await placed(orderInput([[oil, 3]]));
    expect(error(await create(orderInput([[oil, 1]]))).message).toBe('Not enough stock of Argan Hair Oil: 0 left, 1 asked for');
  });

  test('concurrent orders never oversell: 12 shoppers for 5 in stock, two products locked in either order', async () => {
    const cream = await product('Hand Cream Limited Edition', 899, 5);
    const mist = await product('Body Mist Limited Edition', 699, 40);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create(
          orderInput(
            i % 2
              ? [
                  [cream, 1],
                  [mist, 1],
                ]
              : [
                  [mist, 1],
                  [cream, 1],
                ],
          ),
        ),
      ),
    );
    const ok = answers.filter((a) => !a.errors);
    expect(ok).toHaveLength(5);
    for (const a of answers.filter((x) => x.errors))
      expect(error(a)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Not enough stock of Hand Cream Limited Edition: 0 left, 1 asked for',
      });
    expect(await stockOf(t.shop.db, cream.id)).toBe(0);
    expect(await stockOf(t.shop.db, mist.id)).toBe(35);
    const sold = await t.shop.db.dataSource.query('SELECT SUM(quantity) AS n FROM order_lines WHERE product_id = ?', [cream.id]);
    expect(Number(sold[0].n)).toBe(5);
    expect(new Set(ok.map((a) => a.data!.createOrder.order.orderNumber)).size).toBe(5);
  });

  test('discount codes: percent and amount off, case-insensitive, counted once per order; the amount never exceeds the subtotal', async () => {
    const brush = await product('Kabuki Brush', 1999, 50);
    const percent = await insertDiscountCode(t.shop.db, { code: 'GLOW15', percentOff: 15 });
    const amount = await insertDiscountCode(t.shop.db, { code: 'TENOFF', amountOffPence: 1000, minSubtotalPence: 2000 });
    const huge = await insertDiscountCode(t.shop.db, { code: 'BIGGIFT', amountOffPence: 10_000 });
    expect((await placed(orderInput([[brush, 3]], { discountCode: ' glow15 ' }))).order).toMatchObject({
      subtotal: 59.97,
      discount: 9,
      shipping: 5.99,
      total: 56.96,
    });
    expect((await placed(orderInput([[brush, 2]], { discountCode: 'TenOff' }))).order).toMatchObject({
      subtotal: 39.98,
      discount: 10,
      total: 35.97,
    });
    expect((await placed(orderInput([[brush, 1]], { discountCode: 'BIGGIFT' }))).order).toMatchObject({
      subtotal: 19.99,
      discount: 19.99,
      shipping: 5.99,
      total: 5.99,
    });
    expect(await timesUsedOf(t.shop.db, percent.id)).toBe(1);
    expect(await timesUsedOf(t.shop.db, amount.id)).toBe(1);
    expect(await timesUsedOf(t.shop.db, huge.id)).toBe(1);
    expect(error(await create(orderInput([[brush, 1]], { discountCode: 'TENOFF' })))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'discountCode',
      message: 'This discount code needs a subtotal of at least £20.00',
    });
  });

  test('unknown, inactive, expired, not yet started and used-up codes are not valid, and the order takes no stock', async () => {
    const liner = await product('Gel Eyeliner', 850, 10);
    const now = Date.now();
    await insertDiscountCode(t.shop.db, { code: 'EXPIRED', percentOff: 10, endsAt: new Date(now - DAY) });
    await insertDiscountCode(t.shop.db, { code: 'LATER', percentOff: 10, startsAt: new Date(now + DAY) });
    await insertDiscountCode(t.shop.db, { code: 'OFF', percentOff: 10, isActive: false });
    const usedUp = await insertDiscountCode(t.shop.db, { code: 'USEDUP', percentOff: 10, usageLimit: 2, timesUsed: 2 });
    await insertDiscountCode(t.shop.db, { code: 'CURRENT', percentOff: 10, startsAt: new Date(now - DAY), endsAt: new Date(now + DAY) });
    for (const code of ['NOPE', 'EXPIRED', 'LATER', 'OFF', 'USEDUP']) {
      expect(error(await create(orderInput([[liner, 1]], { discountCode: code })))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'discountCode',
        message: 'This discount code is not valid',
      });
    }
    expect(await stockOf(t.shop.db, liner.id)).toBe(10);
    expect(await timesUsedOf(t.shop.db, usedUp.id)).toBe(2);
    expect((await placed(orderInput([[liner, 2]], { discountCode: 'current' }))).order).toMatchObject({
      subtotal: 17,
      discount: 1.7,
      total: 21.29,
    });
  });

  test('a usage limit holds under concurrent orders: a code left with one use is used once', async () => {
    const lash = await product('Volume Mascara', 1400, 20);
    const last = await insertDiscountCode(t.shop.db, { code: 'LASTONE', amountOffPence: 300, usageLimit: 3, timesUsed: 2 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(orderInput([[lash, 1]], { discountCode: 'LASTONE' }))));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    for (const a of answers.filter((x) => x.errors)) expect(error(a).message).toBe('This discount code is not valid');
    expect(await timesUsedOf(t.shop.db, last.id)).toBe(3);
    expect(await stockOf(t.shop.db, lash.id)).toBe(19);
  });

  test('userId links the order to a customer of the branch, who then sees it in myOrders; a staff id is refused', async () => {
    const soap = await product('Olive Oil Soap', 450);
    const { order } = await placed(orderInput([[soap, 1]], { userId: customer.id }));
    expect(order.userId).toBe(customer.id);
    const mine = await gql(
      t.url,
      graphql(`
        query TestMyOrderIds {
          myOrders {
            items {
              id
            }
          }
        }
      `),
      undefined,
      customer.headers,
    );
    expect(mine.data!.myOrders.items.map((o) => o.id)).toContain(order.id);
    const admin = await insertUser(t, Role.ADMIN);
    for (const userId of [admin.user.id, 999_999]) {
      expect(error(await create(orderInput([[soap, 1]], { userId })))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'userId',
        message: `No customer with id ${userId} in this branch`,
      });
    }
  });

  test("staff of another branch cannot order this branch's products, codes or customers", async () => {
    const kit = await product('Nail Care Kit', 1800, 10);
    await insertDiscountCode(t.shop.db, { code: 'MAINONLY', percentOff: 20 });
    const leeds = await createUser(t.shop.db, { role: Role.ADMIN, branchCode: 'LEEDS' });
    const headers = {
      ...bearer(t.shop.tokens.sign({ userId: leeds.id, role: Role.ADMIN, branchCode: 'LEEDS' })),
      'x-branch-code': 'leeds',
    };
    expect(error(await create(orderInput([[kit, 1]]), headers)).message).toBe(`Line 1: no product with id ${kit.id}`);
    expect(error(await create(orderInput([{ productCode: kit.code, quantity: 1 }]), headers)).message).toBe(
      `Line 1: no product with code ${kit.code}`,
    );
    const leedsKit = await insertProduct(t.shop.db, { name: 'Leeds Nail Kit', pricePence: 1800, stock: 10 });
    await t.shop.db.repo(Product).update({ id: leedsKit.id }, { branchCode: 'LEEDS' });
    expect(error(await create(orderInput([[leedsKit, 1]], { discountCode: 'MAINONLY' }), headers)).message).toBe(
      'This discount code is not valid',
    );
    expect(error(await create(orderInput([[leedsKit, 1]], { userId: customer.id }), headers)).message).toBe(
      `No customer with id ${customer.id} in this branch`,
    );
    const { order } = (await create(orderInput([[leedsKit, 1]]), headers)).data!.createOrder;
    expect((await t.shop.db.repo(Order).findOneByOrFail({ id: order.id })).branchCode).toBe('LEEDS');
    expect(await stockOf(t.shop.db, kit.id)).toBe(10);
  });

  test('bad input is refused with messages naming the field', async () => {
    const gloss = await product('Lip Gloss', 600, 10);
    const hidden = await product('Retired Lipstick', 900, 10, { isActive: false });
    const cases: [CreateOrderInput, string, string][] = [
      [orderInput([[gloss, 1]], { postcode: '12345' }), 'postcode', 'Enter a UK postcode, like SW1A 1AA'],
      [orderInput([[gloss, 1]], { customerName: '  ' }), 'customerName', 'Customer name is required'],
      [orderInput([[gloss, 1]], { email: 'amelia' }), 'email', 'Email must be a valid email address, like name@example.co.uk'],
      [
        orderInput([[gloss, 1]], { shippingMethod: 'next-day' }),
        'shippingMethod',
        'Shipping method must be one of tracked-1-2, tracked-2-4, signed-1-2, signed-2-4',
      ],
      [orderInput([]), 'lines', 'An order needs at least one line'],
      [orderInput(Array.from({ length: 51 }, () => [gloss, 1] as [typeof gloss, number])), 'lines', 'An order can have at most 50 lines'],
      [orderInput([[gloss, 0]]), 'lines[0].quantity', 'Line 1: quantity must be between 1 and 99'],
      [
        orderInput([
          [gloss, 1],
          [gloss, 100],
        ]),
        'lines[1].quantity',
        'Line 2: quantity must be between 1 and 99',
      ],
      [
        orderInput([
          [gloss, 60],
          [gloss, 40],
        ]),
        'lines[1].quantity',
        'At most 99 of Lip Gloss can go in one order',
      ],
      [orderInput([{ quantity: 1 }]), 'lines[0].productId', 'Line 1 needs a productId or a productCode'],
      [
        orderInput([{ productId: gloss.id, productCode: gloss.code, quantity: 1 }]),
        'lines[0].productId',
        'Line 1 gives both a productId and a productCode; give one',
      ],
      [orderInput([[gloss, 1], { productId: 987_654, quantity: 1 }]), 'lines[1].productId', 'Line 2: no product with id 987654'],
      [orderInput([{ productCode: 'NO-SUCH-CODE', quantity: 1 }]), 'lines[0].productCode', 'Line 1: no product with code NO-SUCH-CODE'],
      [orderInput([[hidden, 1]]), 'lines[0].productId', 'Retired Lipstick is no longer on sale'],
    ];
    for (const [input, field, message] of cases) expect(error(await create(input))).toEqual({ code: 'BAD_USER_INPUT', field, message });
    expect(await stockOf(t.shop.db, gloss.id)).toBe(10);
  });

  test('shippingOptions lists the four services priced for a basket, for anyone', async () => {
    const options = await gql(t.url, SHIPPING, { w: 2_500, s: 50 });
    expect(options.data!.shippingOptions).toEqual([
      { method: 'tracked-1-2', name: 'Tracked with email updates', delivery: '1-2 business days', price: 8.99, free: false },
      { method: 'tracked-2-4', name: 'Tracked with email updates', delivery: '2-4 days', price: 7.99, free: false },
      { method: 'signed-1-2', name: 'Tracked and signed for', delivery: '1-2 business days', price: 9.99, free: false },
      { method: 'signed-2-4', name: 'Tracked and signed for', delivery: '2-4 days', price: 8.99, free: false },
    ]);
    const free = await gql(t.url, SHIPPING, { w: 100, s: 50.01 });
    expect(free.data!.shippingOptions.map((o) => o.price)).toEqual([5.99, 0, 7.99, 6.99]);
    expect(error(await gql(t.url, SHIPPING, { w: 20_500, s: 10 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'weightGrams',
      message: 'This order weighs 20.5 kg; we can post at most 20 kg in one order',
    });
    expect(error(await gql(t.url, SHIPPING, { w: 100, s: -1 })).field).toBe('subtotal');
  });
});
