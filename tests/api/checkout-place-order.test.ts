import { Role } from '../../api/src/common/roles';
import { ProductClass } from '../../api/src/modules/attributes/product-class';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { ShopSettings } from '../../api/src/modules/content/settings/shop-settings.entity';
import type { OrderConfirmation } from '../../api/src/modules/orders/orders.module';
import { Order, OrderLine } from '../../api/src/modules/orders/order/order.entity';
import { insertDiscountCode, insertProduct, insertUser, stockOf } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import type { CheckoutLineInput, PlaceOrderInput } from '../generated/graphql';
import { gql, GqlBody, startTestShop, TestShop } from '../helpers/test-shop';

const SHIPPING_OPTIONS = graphql(`
  query TestOldShippingOptions {
    shippingOptions(weightGrams: 500, subtotal: 20) {
      method
      price
      free
    }
  }
`);

const PLACE = graphql(`
  mutation TestPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessToken
      orderPath
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
          sortCode
          accountNumber
        }
      }
      order {
        id
        orderNumber
        status
        userId
        email
        customerName
        postcode
        shippingMethod
        paymentMethod
        subtotal
        discount
        shipping
        total
        vat
        lines {
          productId
          quantity
          unitPrice
          lineTotal
          vat
        }
      }
    }
  }
`);
const ORDER = graphql(`
  query TestPlacedOrder($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      id
      orderNumber
      total
      vat
      paymentInstructions {
        reference
        amount
      }
    }
  }
`);
const OPTIONS = graphql(`
  query TestCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String, $postcode: String) {
    checkoutOptions(lines: $lines, discountCode: $code, postcode: $postcode) {
      lines {
        productId
        name
        code
        slug
        mainImage
        quantity
        unitPrice
        originalPrice
        lineTotal
        available
      }
      subtotal
      discount
      discountCode
      discountMessage
      vat
      weightGrams
      postcode
      refusal
      options {
        method
        name
        delivery
        price
        free
        total
        vat
        dispatchDate
        deliveryFrom
        deliveryTo
      }
    }
  }
`);

const error = (body: GqlBody<unknown>) => ({
  message: body.errors?.[0]?.message,
  code: body.errors?.[0]?.extensions?.code,
  field: body.errors?.[0]?.extensions?.field,
});
let keySerial = 0;
const newKey = () => `checkout-${Date.now().toString(36)}-${++keySerial}-${Math.random().toString(36).slice(2, 10)}`;

/** A complete placeOrder input for these lines; override any field. */
function checkoutInput(lines: [Product, number][], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: 'olivia.brown@example.co.uk',
    customerName: 'Olivia Brown',
    phone: '07700 900456',
    addressLine1: '12 Mill Lane',
    addressLine2: null,
    city: 'York',
    postcode: 'yo1 7hh',
    shippingMethod: 'tracked-2-4',
    termsAccepted: true,
    paymentMethod: 'bank-transfer',
    idempotencyKey: newKey(),
    lines: lines.map(([p, quantity]) => ({ productId: p.id, quantity })),
    ...overrides,
  };
}

describe.each(dialects)('placeOrder, checkoutOptions and the confirmation seam on %s', (dialect) => {
  let t: TestShop;
  let standard: ProductClass;
  let zero: ProductClass;
  const placed: OrderConfirmation[] = [];

  beforeAll(async () => {
    t = await startTestShop(dialect);
    const db = t.shop.db;
    await db.repo(ShopSettings).insert({
      branchCode: 'MAIN',
      shopName: 'Beauty Shop',
      bankAccountName: 'Beauty Shop Ltd',
      bankSortCode: '12-34-56',
      bankAccountNumber: '12345678',
    });
    const classes = db.repo(ProductClass);
    standard = await classes.save(
      classes.create({ branchCode: 'MAIN', code: 'STD', name: 'Standard VAT', vatRateBasisPoints: 2000 } as Partial<ProductClass>),
    );
    zero = await classes.save(
      classes.create({ branchCode: 'MAIN', code: 'ZERO', name: 'Zero rated', vatRateBasisPoints: 0 } as Partial<ProductClass>),
    );
    t.shop.services.checkout.onOrderPlaced = (confirmation) => {
      placed.push(confirmation);
    };
  });
  afterAll(() => t?.close());

  const product = async (name: string, pricePence: number, stock = 50, more: Partial<Product> = {}) => {
    const p = await insertProduct(t.shop.db, { name, pricePence, stock, shippingWeightGrams: more.shippingWeightGrams ?? 100 });
    if (Object.keys(more).length) await t.shop.db.repo(Product).update({ id: p.id }, more);
    return Object.assign(p, more);
  };
  // Some inputs are deliberately not a PlaceOrderInput (a price, a total, a wrong value): they are sent as written.
  const place = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
    gql(t.url, PLACE, { input: input as PlaceOrderInput }, headers);
  const ok = async (input: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const body = await place(input, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.placeOrder;
  };

  test('a guest places an order: priced from the database, VAT per line, bank transfer instructions, the access token once', async () => {
    const serum = await product('Night Repair Serum', 2499, 10, { productClassId: standard.id, shippingWeightGrams: 150 });
    const book = await product('Skincare Guide Book', 600, 10, { productClassId: zero.id, shippingWeightGrams: 300 });
    await insertDiscountCode(t.shop.db, { code: 'SPRING10', percentOff: 10 });
    const answer = await ok(
      checkoutInput(
        [
          [serum, 2],
          [book, 1],
        ],
        { discountCode: 'spring10', email: ' Olivia.Brown@Example.co.uk ' },
      ),
    );
    // 2 × £24.99 + £6.00 = £55.98; 10% off = £5.60 → £50.38, over £50: tracked 2-4 days is free.
    expect(answer.order).toMatchObject({
      status: 'pending',
      userId: null,
      email: 'olivia.brown@example.co.uk',
      postcode: 'YO1 7HH',
      shippingMethod: 'tracked-2-4',
      paymentMethod: 'bank-transfer',
      subtotal: 55.98,
      discount: 5.6,
      shipping: 0,
      total: 50.38,
    });
    // Discount 560 spread over 4998 and 600: 500 and 60; VAT (4998 − 500) / 6 = 749.67 → 750; the book is zero-rated.
    expect(answer.order.lines).toEqual([
      { productId: serum.id, quantity: 2, unitPrice: 24.99, lineTotal: 49.98, vat: 7.5 },
      { productId: book.id, quantity: 1, unitPrice: 6, lineTotal: 6, vat: 0 },
    ]);
    expect(answer.order.vat).toBe(7.5);
    expect(answer.replayed).toBe(false);
    expect(answer.accessToken).toEqual(expect.any(String));
    expect(answer.orderPath).toBe(`/order/${answer.order.id}#t=${encodeURIComponent(answer.accessToken!)}`);
    expect(answer.payment).toEqual({
      method: 'bank-transfer',
      label: 'Bank transfer',
      status: 'pending',
      reference: answer.order.orderNumber,
      amount: 50.38,
      bankTransfer: { accountName: 'Beauty Shop Ltd', sortCode: '12-34-56', accountNumber: '12345678' },
      message: `Please pay £50.38 by bank transfer to Beauty Shop Ltd, sort code 12-34-56, account number 12345678, quoting ${answer.order.orderNumber} as the reference. We dispatch your order once the payment arrives.`,
    });
    expect(await stockOf(t.shop.db, serum.id)).toBe(8);
    const stored = await t.shop.db.repo(OrderLine).findBy({ orderId: answer.order.id });
    expect(stored.map((l) => l.vatPence).sort()).toEqual([0, 750]);
    expect((await t.shop.db.repo(Order).findOneByOrFail({ id: answer.order.id })).vatPence).toBe(750);

    const read = await gql(t.url, ORDER, { id: answer.order.id, token: answer.accessToken });
    expect(read.data!.order).toEqual({
      id: answer.order.id,
      orderNumber: answer.order.orderNumber,
      total: 50.38,
      vat: 7.5,
      paymentInstructions: { reference: answer.order.orderNumber, amount: 50.38 },
    });
  });

  test('delivery carries standard-rate VAT; a product without a class is standard-rated', async () => {
    const balm = await product('Lip Balm Trio', 1000, 10);
    const answer = await ok(checkoutInput([[balm, 1]], { shippingMethod: 'signed-1-2' }));
    // £10.00 goods (VAT 1.67) + £7.99 delivery (VAT 1.33) = £17.99, VAT £3.00.
    expect(answer.order).toMatchObject({ subtotal: 10, shipping: 7.99, total: 17.99, vat: 3 });
    expect(answer.order.lines[0].vat).toBe(1.67);
  });

  test('the same idempotency key again answers the first order (same id, number and token) and takes no more stock', async () => {
    const mask = await product('Sheet Mask', 450, 10);
    const input = checkoutInput([[mask, 2]]);
    const first = await ok(input);
    const again = await ok(input);
    const refreshed = await ok({ ...input, lines: [{ productId: mask.id, quantity: 5 }] });
    expect(again).toMatchObject({
      replayed: true,
      accessToken: first.accessToken,
      orderPath: first.orderPath,
      order: { id: first.order.id, orderNumber: first.order.orderNumber },
    });
    expect(refreshed.order.id).toBe(first.order.id);
    expect(await stockOf(t.shop.db, mask.id)).toBe(8);
    expect(await t.shop.db.repo(Order).countBy({ email: 'olivia.brown@example.co.uk', id: first.order.id })).toBe(1);
    const other = await place({ ...input, email: 'someone.else@example.co.uk' });
    expect(error(other)).toMatchObject({ code: 'CONFLICT' });
    expect(JSON.stringify(other)).not.toContain(first.accessToken);
  });

  test('a logged-in customer gets the order on their account and no guest token; another customer cannot read it (404)', async () => {
    const { user, headers } = await insertUser(t, Role.USER);
    const other = await insertUser(t, Role.USER);
    const toner = await product('Rose Toner', 799, 10);
    const answer = await ok(checkoutInput([[toner, 1]], { email: user.email }), headers);
    expect(answer).toMatchObject({ accessToken: null, orderPath: `/account/orders/${answer.order.id}`, order: { userId: user.id } });
    expect((await gql(t.url, ORDER, { id: answer.order.id }, headers)).data!.order.id).toBe(answer.order.id);
    expect(error(await gql(t.url, ORDER, { id: answer.order.id }, other.headers)).code).toBe('NOT_FOUND');
    expect(error(await gql(t.url, ORDER, { id: answer.order.id })).code).toBe('NOT_FOUND');
  });

  test('terms, idempotency key, payment method and postcode are checked, with messages naming the field', async () => {
    const gel = await product('Brow Gel', 900, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ termsAccepted: false }, 'You must accept the terms and conditions', 'termsAccepted'],
      [
        { idempotencyKey: 'short' },
        'Idempotency key must be 22 to 100 letters, digits, hyphens or underscores (at least 128 random bits, e.g. a UUID)',
        'idempotencyKey',
      ],
      [
        { idempotencyKey: 'has spaces in it, so not a key' },
        'Idempotency key must be 22 to 100 letters, digits, hyphens or underscores (at least 128 random bits, e.g. a UUID)',
        'idempotencyKey',
      ],
      [{ paymentMethod: 'card' }, 'Payment method must be bank-transfer', 'paymentMethod'],
      [{ postcode: 'ZZZZ 9ZZ' }, 'Enter a UK postcode, like SW1A 1AA', 'postcode'],
      [{ shippingMethod: 'next-day' }, 'Shipping method must be one of tracked-1-2, tracked-2-4, signed-1-2, signed-2-4', 'shippingMethod'],
      // A name or address goes into the shop's mails: no lines of a stranger's own (R12).
      [
        { customerName: 'Eve\r\nBcc: victim@example.com' },
        'Customer name must be one line, without line breaks or control characters',
        'customerName',
      ],
      [
        { addressLine1: '1 Row\u2028Click here' },
        'Address line 1 must be one line, without line breaks or control characters',
        'addressLine1',
      ],
      [{ city: 'York\u0007' }, 'City must be one line, without line breaks or control characters', 'city'],
    ];
    for (const [override, message, field] of cases) {
      expect(error(await place(checkoutInput([[gel, 1]], override)))).toEqual({ code: 'BAD_USER_INPUT', message, field });
    }
    expect(await stockOf(t.shop.db, gel.id)).toBe(10);
  });

  test('the input has no price or total: a client sending one is refused by GraphQL validation, and no order is made', async () => {
    const cream = await product('Hand Cream', 1200, 10);
    const before = await t.shop.db.repo(Order).count();
    const withPrice = await place({ ...checkoutInput([]), lines: [{ productId: cream.id, quantity: 1, unitPrice: 0.01 }] });
    expect(error(withPrice).code).toBe('BAD_USER_INPUT');
    expect(withPrice.errors?.[0].message).toMatch(/unitPrice/);
    const withTotal = await place({ ...checkoutInput([[cream, 1]]), total: 0.01 });
    expect(withTotal.errors?.[0].message).toMatch(/total/);
    const inline = await gql(
      t.url,
      `mutation { placeOrder(input: { email: "a@example.co.uk", customerName: "A", addressLine1: "1 Row", city: "York", postcode: "YO1 7HH",
      shippingMethod: "tracked-2-4", termsAccepted: true, paymentMethod: "bank-transfer", idempotencyKey: "${newKey()}", lines: [{ productId: ${cream.id}, quantity: 1, price: 0.01 }] }) { replayed } }`,
    );
    expect(error(inline).code).toBe('BAD_USER_INPUT');
    expect(inline.errors?.[0].message).toMatch(/"price" is not defined/);
    expect(await t.shop.db.repo(Order).count()).toBe(before);
    expect(await stockOf(t.shop.db, cream.id)).toBe(10);
  });

  test('a parcel too heavy or too big is refused naming the reason', async () => {
    const heavy = await product('Salon Shampoo 5 l', 2500, 10, { shippingWeightGrams: 5_500 });
    const chair = await product('Styling Chair', 9900, 10, { lengthCm: 70, widthCm: 40, heightCm: 30 });
    const box = await product('Gift Box', 1500, 10, { lengthCm: 40, widthCm: 40, heightCm: 40 });
    expect(error(await place(checkoutInput([[heavy, 4]])))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'lines',
      message: 'This order weighs 22 kg; we can post at most 20 kg in one order',
    });
    expect(error(await place(checkoutInput([[chair, 1]]))).message).toBe(
      'Styling Chair measures 70 × 40 × 30 cm, larger than our biggest parcel (61 × 46 × 46 cm), so we cannot post it',
    );
    expect(error(await place(checkoutInput([[box, 3]]))).message).toMatch(
      /^These items take 192 litres, more than our biggest parcel holds/,
    );
    expect(await stockOf(t.shop.db, box.id)).toBe(10);
  });

  test('checkoutOptions: subtotal, discount, VAT, the four services with dates; a refusal instead of prices', async () => {
    const oil = await product('Argan Oil', 1800, 10, { shippingWeightGrams: 250 });
    await insertDiscountCode(t.shop.db, { code: 'FIVER', amountOffPence: 500 });
    const body = await gql(t.url, OPTIONS, { lines: [{ productId: oil.id, quantity: 2 }], code: 'fiver', postcode: 'sw1a1aa' });
    expect(body.errors).toBeUndefined();
    const quote = body.data!.checkoutOptions;
    expect(quote).toMatchObject({
      subtotal: 36,
      discount: 5,
      discountCode: 'FIVER',
      discountMessage: null,
      vat: 5.17,
      weightGrams: 500,
      postcode: 'SW1A 1AA',
      refusal: null,
    });
    expect(quote.options.map((o) => [o.method, o.name, o.delivery, o.price, o.free, o.total, o.vat])).toEqual([
      ['tracked-1-2', 'Tracked with email updates', '1-2 business days', 5.99, false, 36.99, 6.17],
      ['tracked-2-4', 'Tracked with email updates', '2-4 days', 3.99, false, 34.99, 5.84],
      ['signed-1-2', 'Tracked and signed for', '1-2 business days', 7.99, false, 38.99, 6.5],
      ['signed-2-4', 'Tracked and signed for', '2-4 days', 6.99, false, 37.99, 6.34],
    ]);
    for (const o of quote.options) {
      expect(o.dispatchDate <= o.deliveryFrom && o.deliveryFrom < o.deliveryTo).toBe(true);
      expect(o.dispatchDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    const badCode = (await gql(t.url, OPTIONS, { lines: [{ productId: oil.id, quantity: 3 }], code: 'NOPE' })).data!.checkoutOptions;
    expect(badCode).toMatchObject({ subtotal: 54, discount: 0, discountCode: null, discountMessage: 'This discount code is not valid' });
    expect(badCode.options[1]).toMatchObject({ method: 'tracked-2-4', price: 0, free: true, total: 54 });

    const heavy = await product('Bulk Conditioner', 3000, 10, { shippingWeightGrams: 7_000 });
    const refused = (await gql(t.url, OPTIONS, { lines: [{ productId: heavy.id, quantity: 3 }] })).data!.checkoutOptions;
    expect(refused.refusal).toBe('This order weighs 21 kg; we can post at most 20 kg in one order');
    expect(refused.options.map((o) => [o.price, o.total, o.vat])).toEqual(Array(4).fill([null, null, null]));
    expect(error(await gql(t.url, OPTIONS, { lines: [{ productId: oil.id, quantity: 1 }], postcode: 'nowhere' })).field).toBe('postcode');
  });

  test("checkoutOptions lines: the database's prices in the order asked, the same product added together, the product's discount as placeOrder charges it, the stock left", async () => {
    const serum = await product('Vitamin C Serum', 1250, 3, {
      discountInAmountPence: 250,
      galleryImages: 'vitamin-c-front.webp,vitamin-c-side.webp',
      costPricePence: 400,
      wholeSalePricePence: 700,
    });
    const balm = await product('Cuticle Balm', 600, 20);
    const quote = async (lines: [Product, number][]) => {
      const body = await gql(t.url, OPTIONS, { lines: lines.map(([p, quantity]) => ({ productId: p.id, quantity })) });
      expect(body.errors).toBeUndefined();
      return body.data!.checkoutOptions;
    };

    const first = await quote([
      [serum, 1],
      [balm, 2],
      [serum, 2],
    ]);
    expect(first.lines).toEqual([
      {
        productId: serum.id,
        name: 'Vitamin C Serum',
        code: serum.code,
        slug: serum.slug,
        mainImage: 'vitamin-c-front.webp',
        quantity: 3,
        unitPrice: 10,
        originalPrice: 12.5,
        lineTotal: 30,
        available: 3,
      },
      {
        productId: balm.id,
        name: 'Cuticle Balm',
        code: balm.code,
        slug: balm.slug,
        mainImage: null,
        quantity: 2,
        unitPrice: 6,
        originalPrice: null,
        lineTotal: 12,
        available: 20,
      },
    ]);
    expect(first.subtotal).toBe(42);
    // Only public fields: the line has no cost or wholesale price to ask for.
    const costly = await gql(t.url, `query ($lines: [CheckoutLineInput!]!) { checkoutOptions(lines: $lines) { lines { costPrice } } }`, {
      lines: [{ productId: serum.id, quantity: 1 }],
    });
    expect(costly.errors?.[0].message).toMatch(/Cannot query field "costPrice" on type "CheckoutLine"/);

    // A basket stored in the browser at yesterday's prices gets today's: the line carries no price to send.
    await t.shop.db.repo(Product).update({ id: balm.id }, { salePricePence: 725 });
    const repriced = await quote([[balm, 2]]);
    expect(repriced.lines[0]).toMatchObject({ unitPrice: 7.25, lineTotal: 14.5, originalPrice: null });
    const withPrice = await gql(t.url, OPTIONS, { lines: [{ productId: balm.id, quantity: 2, unitPrice: 1 } as CheckoutLineInput] });
    expect(error(withPrice).code).toBe('BAD_USER_INPUT');
    expect(withPrice.errors?.[0].message).toMatch(/unitPrice/);

    // Asking for more than is left is priced (the page tells the shopper); placeOrder refuses it.
    const tooMany = await quote([[serum, 5]]);
    expect(tooMany.lines[0]).toMatchObject({ quantity: 5, available: 3, lineTotal: 50 });
    expect(error(await place(checkoutInput([[serum, 5]])))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Not enough stock of Vitamin C Serum: 3 left, 5 asked for',
    });

    // The discounted unit price is the one placeOrder charges, line for line.
    const order = await ok(
      checkoutInput([
        [serum, 1],
        [balm, 2],
        [serum, 2],
      ]),
    );
    const quoted = (
      await quote([
        [serum, 1],
        [balm, 2],
        [serum, 2],
      ])
    ).lines;
    expect(order.order.lines).toEqual(
      quoted.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        lineTotal: l.lineTotal,
        vat: expect.any(Number),
      })),
    );
    expect(order.order.lines[0]).toMatchObject({ productId: serum.id, quantity: 3, unitPrice: 10, lineTotal: 30 });
    expect(quoted[0].available).toBe(0);
  });

  test('checkoutOptions refuses an unknown or inactive product as placeOrder does, naming the line', async () => {
    const gone = await product('Discontinued Blusher', 900, 10, { isActive: false });
    const kept = await product('Pressed Powder', 1100, 10);
    const unknown = await gql(t.url, OPTIONS, {
      lines: [
        { productId: kept.id, quantity: 1 },
        { productId: 987_654, quantity: 1 },
      ],
    });
    expect(error(unknown)).toEqual({ code: 'BAD_USER_INPUT', message: 'Line 2: no product with id 987654', field: 'lines[1].productId' });
    expect(unknown.data).toBeNull();
    const inactive = await gql(t.url, OPTIONS, { lines: [{ productId: gone.id, quantity: 1 }] });
    expect(error(inactive)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Discontinued Blusher is no longer on sale',
      field: 'lines[0].productId',
    });
    expect(error(await place(checkoutInput([[gone, 1]])))).toEqual(error(inactive));
  });

  test('the old shippingOptions query still answers the basket page', async () => {
    const body = await gql(t.url, SHIPPING_OPTIONS);
    expect(body.data!.shippingOptions).toHaveLength(4);
  });

  test('the onOrderPlaced hook gets what the confirmation mail needs, once per new order', async () => {
    const soap = await product('Olive Soap', 350, 10, { productClassId: standard.id });
    const input = checkoutInput([[soap, 2]]);
    const answer = await ok(input);
    await ok(input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mine = placed.filter((c) => c.order.id === answer.order.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      order: { orderNumber: answer.order.orderNumber, email: 'olivia.brown@example.co.uk', vatPence: answer.order.vat! * 100 },
      lines: [{ productName: 'Olive Soap', quantity: 2, vatPence: 117 }],
      payment: { reference: answer.order.orderNumber, bankTransfer: { sortCode: '12-34-56' } },
      orderPath: answer.orderPath,
      delivery: { name: 'Tracked with email updates', time: '2-4 days' },
    });
    expect(mine[0].estimate?.deliveryTo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const loaded = await t.shop.services.checkout.confirmationOf('MAIN', answer.order.id);
    expect(loaded.orderPath).toBe(`/order/${answer.order.id}`);
  });
});

test('placeOrder counts against the per-address order limit like other public writes (createOrder rule)', async () => {
  const t = await startTestShop('sqlite', { env: { RATE_LIMITS: 'createOrder=2/1h' } });
  try {
    const p = await insertProduct(t.shop.db, { name: 'Cotton Pads', pricePence: 199, stock: 10 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await gql(t.url, PLACE, { input: checkoutInput([[p, 1]]) as PlaceOrderInput }));
    expect(answers.slice(0, 2).map((a) => a.errors)).toEqual([undefined, undefined]);
    expect(error(answers[2])).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many orders from your address/) });
  } finally {
    await t.close();
  }
});
