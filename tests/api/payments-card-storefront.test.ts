import { loadConfig } from '../../api/src/config';
import { Order } from '../../api/src/modules/orders/order/order.entity';
import { OrderEvent } from '../../api/src/modules/orders/order/order-event.entity';
import { graphql } from '../generated';
import type { PlaceOrderInput } from '../generated/graphql';
import { insertProduct, stockOf } from '../helpers/orders';
import { startStripeStandIn, STRIPE_TEST_KEYS, StripeStandIn, stripeEnv } from '../helpers/stripe-stand-in';
import { sqliteOnly } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

/**
 * What the storefront needs of card payments: the ways to pay the checkout offers (paymentMethods), where
 * Stripe.js is loaded from, the checkout pages' CSP that lets it in (and no other page's), and a
 * customer's cancel of a pending card order, which cancels its PaymentIntent at Stripe first.
 */
const METHODS = graphql(`
  query TestPaymentMethods {
    paymentMethods {
      id
      label
    }
  }
`);

const PLACE_CARD = graphql(`
  mutation TestPlaceStorefrontCardOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessToken
      order {
        id
        status
      }
      payment {
        card {
          clientSecret
          publishableKey
          stripeJsUrl
        }
      }
    }
  }
`);

const CANCEL_MINE = graphql(`
  mutation TestCancelMyCardOrder($id: Int!, $token: String) {
    cancelMyOrder(id: $id, accessToken: $token) {
      id
      status
    }
  }
`);

let serial = 0;
const input = (productId: number, paymentMethod = 'card'): PlaceOrderInput => ({
  email: 'isla.brown@example.co.uk',
  customerName: 'Isla Brown',
  phone: null,
  addressLine1: '12 Mill Lane',
  addressLine2: null,
  city: 'York',
  postcode: 'YO1 7HH',
  shippingMethod: 'tracked-2-4',
  termsAccepted: true,
  paymentMethod,
  idempotencyKey: `storefront-card-${Date.now().toString(36)}-${++serial}-${Math.random().toString(36).slice(2, 10)}`,
  lines: [{ productId, quantity: 2 }],
});

/** The Content-Security-Policy a page is sent with, as directive → sources. */
async function cspOf(url: string): Promise<Map<string, string[]>> {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  await res.arrayBuffer();
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('config: Stripe.js comes from js.stripe.com; STRIPE_JS_URL (tests only) must be an http(s) address', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/x' };
  expect(loadConfig(base).stripeJsUrl).toBe('https://js.stripe.com/v3/');
  expect(loadConfig({ ...base, STRIPE_JS_URL: 'http://127.0.0.1:4999/v3/' }).stripeJsUrl).toBe('http://127.0.0.1:4999/v3/');
  expect(() => loadConfig({ ...base, STRIPE_JS_URL: 'javascript:alert(1)' })).toThrow('STRIPE_JS_URL must be an http(s) address');
});

describe.each(sqliteOnly)('card payments off (no Stripe keys) on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect);
  });
  afterAll(() => t?.close());

  test('the checkout is offered bank transfer only, and its pages keep the strict CSP', async () => {
    expect((await gql(t.url, METHODS, {})).data!.paymentMethods).toEqual([{ id: 'bank-transfer', label: 'Bank transfer' }]);
    const csp = await cspOf(`${t.url}/checkout`);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.has('frame-src')).toBe(false);
  });
});

describe.each(sqliteOnly)('card payments on, for the storefront, on %s', (dialect) => {
  let t: TestShop;
  let stripeApi: StripeStandIn;
  beforeAll(async () => {
    stripeApi = await startStripeStandIn();
    t = await startTestShop(dialect, { env: { ...stripeEnv(stripeApi), STRIPE_JS_URL: 'http://127.0.0.1:4999/stripe-stand-in.js' } });
  });
  afterAll(async () => {
    await t?.close();
    await stripeApi?.close();
  });

  test('the checkout offers card (with Apple Pay and Google Pay) first, then bank transfer', async () => {
    expect((await gql(t.url, METHODS, {})).data!.paymentMethods).toEqual([
      { id: 'card', label: 'Card, Apple Pay or Google Pay' },
      { id: 'bank-transfer', label: 'Bank transfer' },
    ]);
  });

  test("a card order's payment says where Stripe.js is loaded from (STRIPE_JS_URL, set by tests only)", async () => {
    const product = await insertProduct(t.shop.db, { name: 'Shea Body Butter', pricePence: 1450, stock: 10 });
    const placed = (await gql(t.url, PLACE_CARD, { input: input(product.id) })).data!.placeOrder;
    expect(placed.payment.card).toEqual({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_/),
      publishableKey: STRIPE_TEST_KEYS.PUBLISHABLE_KEY,
      stripeJsUrl: 'http://127.0.0.1:4999/stripe-stand-in.js',
    });
  });

  test("only the checkout's pages let Stripe.js in: its script, its frames and api.stripe.com; other pages keep the strict CSP", async () => {
    for (const path of ['/checkout', '/checkout/confirmation?order=1']) {
      const csp = await cspOf(t.url + path);
      expect(csp.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:4999']);
      expect(csp.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
    }
    for (const path of ['/', '/cart', '/product/anything', '/graphql']) {
      const csp = await cspOf(t.url + path);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.has('frame-src')).toBe(false);
    }
  });

  test("a guest's cancel of a pending card order cancels its PaymentIntent at Stripe, then the order (stock back)", async () => {
    const product = await insertProduct(t.shop.db, { name: 'Rosehip Oil', pricePence: 1800, stock: 6 });
    const placed = (await gql(t.url, PLACE_CARD, { input: input(product.id) })).data!.placeOrder;
    expect(await stockOf(t.shop.db, product.id)).toBe(4);
    const intentId = (await t.shop.db.repo(Order).findOneByOrFail({ id: placed.order.id })).paymentReference!;
    const cancelled = await gql(t.url, CANCEL_MINE, { id: placed.order.id, token: placed.accessToken });
    expect(cancelled.data!.cancelMyOrder).toEqual({ id: placed.order.id, status: 'cancelled' });
    expect(stripeApi.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(true);
    expect(stripeApi.intents.get(intentId)!.status).toBe('canceled');
    expect(await stockOf(t.shop.db, product.id)).toBe(6);
  });

  test('a card payment already going through cannot be cancelled by the customer: refused, the order stays pending', async () => {
    const product = await insertProduct(t.shop.db, { name: 'Clay Mask', pricePence: 1200, stock: 6 });
    const placed = (await gql(t.url, PLACE_CARD, { input: input(product.id) })).data!.placeOrder;
    const intentId = (await t.shop.db.repo(Order).findOneByOrFail({ id: placed.order.id })).paymentReference!;
    stripeApi.intents.get(intentId)!.status = 'processing';
    const refused = await gql(t.url, CANCEL_MINE, { id: placed.order.id, token: placed.accessToken });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Your card payment for this order is already going through, so it can no longer be cancelled here; please contact us',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await t.shop.db.repo(Order).findOneByOrFail({ id: placed.order.id })).status).toBe('pending');
    expect(await stockOf(t.shop.db, product.id)).toBe(4);
    const events = await t.shop.db.repo(OrderEvent).findBy({ orderId: placed.order.id });
    expect(events.map((e) => e.status)).toEqual(['pending']);
  });

  test("a bank-transfer order's cancel asks nothing of Stripe", async () => {
    const product = await insertProduct(t.shop.db, { name: 'Lavender Soap', pricePence: 600, stock: 6 });
    const placed = (await gql(t.url, PLACE_CARD, { input: input(product.id, 'bank-transfer') })).data!.placeOrder;
    const before = stripeApi.requests.length;
    expect((await gql(t.url, CANCEL_MINE, { id: placed.order.id, token: placed.accessToken })).data!.cancelMyOrder.status).toBe(
      'cancelled',
    );
    expect(stripeApi.requests.length).toBe(before);
  });
});
