import { Role } from '../../api/src/common/roles';
import type { Product } from '../../api/src/modules/catalog/product/product.entity';
import { CREATE_ORDER, insertDiscountCode, insertProduct, insertUser, orderInput, timesUsedOf } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import type { PlaceOrderInput } from '../generated/graphql';
import { gql, GqlBody, startTestShop, TestShop } from '../helpers/test-shop';

/**
 * N7: discount codes limited to a first order and to once per customer (by account and by e-mail,
 * trimmed and lower-case): checked by placeOrder, the back office's add order and the checkout's
 * preview (checkoutOptions), with the reason said; two orders at once get such a code only once.
 */

const PLACE = graphql(`
  mutation DiscountLimitsPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        id
        email
        discount
        total
      }
    }
  }
`);
const OPTIONS = graphql(`
  query DiscountLimitsCheckoutOptions($lines: [CheckoutLineInput!]!, $code: String) {
    checkoutOptions(lines: $lines, discountCode: $code) {
      discount
      discountCode
      discountMessage
      discountNote
    }
  }
`);
const STATUS = graphql(`
  mutation DiscountLimitsOrderStatus($id: Int!, $status: String!) {
    updateOrderStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);
const CREATE_CODE = graphql(`
  mutation DiscountLimitsCreateCode($input: CreateDiscountCodeInput!) {
    createDiscountCode(input: $input) {
      code
      firstOrderOnly
      oncePerCustomer
    }
  }
`);
const CREATE_PLAIN_CODE = graphql(`
  mutation DiscountLimitsCreatePlainCode($input: CreateDiscountCodeInput!) {
    createDiscountCode(input: $input) {
      firstOrderOnly
      oncePerCustomer
    }
  }
`);

const refusal = (body: GqlBody<unknown>) => ({
  code: body.errors?.[0]?.extensions?.code,
  message: body.errors?.[0]?.message,
  field: body.errors?.[0]?.extensions?.field,
});
let serial = 0;
const newKey = () => `limits-${Date.now().toString(36)}-${++serial}-${Math.random().toString(36).slice(2, 10)}`;

describe.each(dialects)('discount codes limited per customer on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  let balm: Product;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
    balm = await insertProduct(t.shop.db, { name: 'Cocoa Lip Balm', pricePence: 2000, stock: 10_000, shippingWeightGrams: 50 });
  });
  afterAll(() => t?.close());

  const input = (email: string, discountCode: string | null): PlaceOrderInput => ({
    email,
    customerName: 'Maya Singh',
    phone: null,
    addressLine1: '4 Canal Street',
    addressLine2: null,
    city: 'Manchester',
    postcode: 'M1 3HE',
    shippingMethod: 'tracked-2-4',
    termsAccepted: true,
    paymentMethod: 'bank-transfer',
    idempotencyKey: newKey(),
    lines: [{ productId: balm.id, quantity: 1 }],
    discountCode,
  });
  const place = (email: string, code: string | null, headers: Record<string, string> = {}) =>
    gql(t.url, PLACE, { input: input(email, code) }, headers);
  const placed = async (email: string, code: string | null, headers: Record<string, string> = {}) => {
    const body = await place(email, code, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.placeOrder.order;
  };
  const preview = async (code: string, headers: Record<string, string> = {}) =>
    (await gql(t.url, OPTIONS, { lines: [{ productId: balm.id, quantity: 1 }], code }, headers)).data!.checkoutOptions;

  test('a first-order, once-per-customer code: a new guest gets it; the same e-mail, typed in another case with spaces, is told they have used it', async () => {
    await insertDiscountCode(t.shop.db, { code: 'HELLO10', percentOff: 10, firstOrderOnly: true, oncePerCustomer: true });
    expect((await placed('maya.singh@example.co.uk', 'hello10')).discount).toBe(2);
    expect(refusal(await place('  Maya.Singh@Example.co.uk ', 'HELLO10'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'You have already used HELLO10',
      field: 'discountCode',
    });
    // Without the code the order goes through as usual.
    expect((await placed('maya.singh@example.co.uk', null)).discount).toBe(0);
  });

  test("a first-order code: refused to an e-mail with an earlier order ('… is for a first order only'); a cancelled earlier order does not count", async () => {
    const code = await insertDiscountCode(t.shop.db, { code: 'FIRSTBUY', percentOff: 10, firstOrderOnly: true });
    const earlier = await placed('leo.moss@example.co.uk', null);
    expect(refusal(await place('leo.moss@example.co.uk', 'FIRSTBUY'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'FIRSTBUY is for a first order only',
      field: 'discountCode',
    });
    expect((await gql(t.url, STATUS, { id: earlier.id, status: 'cancelled' }, staff)).errors).toBeUndefined();
    const first = await placed('leo.moss@example.co.uk', 'FIRSTBUY');
    expect(first.discount).toBe(2);
    // A first order only comes once: the next is not a first order.
    expect(refusal(await place('leo.moss@example.co.uk', 'FIRSTBUY')).message).toBe('FIRSTBUY is for a first order only');
    expect(await timesUsedOf(t.shop.db, code.id)).toBe(1);
  });

  test('once per customer by account: the account that used it is refused under another e-mail; cancelling that order gives the use back', async () => {
    await insertDiscountCode(t.shop.db, { code: 'ONCEONLY', amountOffPence: 300, oncePerCustomer: true });
    const customer = await insertUser(t, Role.USER);
    // An existing customer may use it (it is not first-order only).
    await placed('ann.old@example.co.uk', null, customer.headers);
    const used = await placed('ann.old@example.co.uk', 'ONCEONLY', customer.headers);
    expect(used.discount).toBe(3);
    expect(refusal(await place('another.address@example.co.uk', 'ONCEONLY', customer.headers)).message).toBe(
      'You have already used ONCEONLY',
    );
    // The e-mail is a key of its own: a guest with that address is refused too; a new address as a guest is not.
    expect(refusal(await place('ann.old@example.co.uk', 'ONCEONLY')).message).toBe('You have already used ONCEONLY');
    expect((await gql(t.url, STATUS, { id: used.id, status: 'cancelled' }, staff)).errors).toBeUndefined();
    expect((await placed('another.address@example.co.uk', 'ONCEONLY', customer.headers)).discount).toBe(3);
  });

  test("the checkout's preview checks a signed-in customer's account and tells a guest the limits, to be checked when the order is placed", async () => {
    await insertDiscountCode(t.shop.db, { code: 'WELCOME5', amountOffPence: 500, firstOrderOnly: true, oncePerCustomer: true });
    const customer = await insertUser(t, Role.USER);
    expect(await preview('welcome5', customer.headers)).toEqual({
      discount: 5,
      discountCode: 'WELCOME5',
      discountMessage: null,
      discountNote: null,
    });
    await placed('fresh.customer@example.co.uk', null, customer.headers);
    expect(await preview('WELCOME5', customer.headers)).toEqual({
      discount: 0,
      discountCode: null,
      discountMessage: 'WELCOME5 is for a first order only',
      discountNote: null,
    });
    expect(await preview('WELCOME5')).toEqual({
      discount: 5,
      discountCode: 'WELCOME5',
      discountMessage: null,
      discountNote: 'WELCOME5 is for a first order only, once per customer: we check this when you place your order.',
    });
  });

  test("the back office's add order keeps the same limits", async () => {
    await insertDiscountCode(t.shop.db, { code: 'STAFFONCE', percentOff: 5, oncePerCustomer: true });
    const first = await gql(
      t.url,
      CREATE_ORDER,
      { input: orderInput([[balm, 1]], { email: 'walk.in@example.co.uk', discountCode: 'STAFFONCE' }) },
      staff,
    );
    expect(first.errors).toBeUndefined();
    const second = await gql(
      t.url,
      CREATE_ORDER,
      { input: orderInput([[balm, 1]], { email: 'Walk.In@example.co.uk', discountCode: 'STAFFONCE' }) },
      staff,
    );
    expect(refusal(second).message).toBe('You have already used STAFFONCE');
  });

  test('eight orders placed at once from one e-mail with a once-per-customer code: exactly one gets it, the others are told why', async () => {
    const code = await insertDiscountCode(t.shop.db, { code: 'RACEONCE', percentOff: 10, oncePerCustomer: true });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => place(i % 2 ? 'racer@example.co.uk' : ' RACER@example.co.uk', 'RACEONCE')),
    );
    const won = answers.filter((a) => !a.errors);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.errors))
      expect(refusal(lost)).toEqual({ code: 'BAD_USER_INPUT', message: 'You have already used RACEONCE', field: 'discountCode' });
    expect(await timesUsedOf(t.shop.db, code.id)).toBe(1);
  });

  test('staff set both limits on a code in the back office and read them back', async () => {
    const body = await gql(
      t.url,
      CREATE_CODE,
      { input: { code: 'newbie15', percentOff: 15, firstOrderOnly: true, oncePerCustomer: true } },
      staff,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createDiscountCode).toEqual({ code: 'NEWBIE15', firstOrderOnly: true, oncePerCustomer: true });
    const plain = await gql(t.url, CREATE_PLAIN_CODE, { input: { code: 'PLAIN3', amountOff: 3 } }, staff);
    expect(plain.data!.createDiscountCode).toEqual({ firstOrderOnly: false, oncePerCustomer: false });
  });
});
