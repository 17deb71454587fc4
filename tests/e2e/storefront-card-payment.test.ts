import fs from 'node:fs';
import type { Page } from 'playwright-core';
import Stripe from 'stripe';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated, launchChromium } from '../helpers/browser';
import { spawnShop, type SpawnedShop } from '../helpers/spawn-shop';
import { startStripeJsStandIn, type StripeJsStandIn } from '../helpers/stripe-js-stand-in';
import { startStripeStandIn, STRIPE_TEST_KEYS, type StripeStandIn, stripeEnv } from '../helpers/stripe-stand-in';

/**
 * A guest pays by card in Chromium against the built demo shop with card payments on: Stripe's API and
 * Stripe.js are stand-ins on this machine (tests/helpers). The checkout offers the card first, places the
 * order, shows the payment step (Stripe.js fetched only then; axe finds nothing serious), and Pay goes on
 * to the confirmation page, which says the payment is being confirmed until Stripe's signed webhook marks
 * the order paid; a replay of the webhook changes nothing. At 375 and 1440 px, with no console error and no
 * CSP violation.
 */
let shop: SpawnedShop;
let chrome: Awaited<ReturnType<typeof launchChromium>>;
let stripeApi: StripeStandIn;
let stripeJs: StripeJsStandIn;
const SHOTS = '/tmp/shots-card-payment';
const stripe = new Stripe(STRIPE_TEST_KEYS.SECRET_KEY);

beforeAll(async () => {
  stripeApi = await startStripeStandIn();
  stripeJs = await startStripeJsStandIn();
  shop = await spawnShop({ SEED: 'demo', ...stripeEnv(stripeApi), STRIPE_JS_URL: stripeJs.url });
  chrome = await launchChromium();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await chrome?.close();
  await shop?.stop();
  if (shop) fs.rmSync(shop.dataDir, { recursive: true, force: true });
  await stripeJs?.close();
  await stripeApi?.close();
});

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(shop.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await res.json()) as { data: T }).data;
}

/** A product in stock, from the Latest Deals product and those related to it. */
async function productInStock(skip: number): Promise<{ slug: string; name: string }> {
  const { latestDeals } = await gql<{ latestDeals: { linkType: string; linkSlug: string }[] }>('{ latestDeals { linkType linkSlug } }');
  const slug = latestDeals.find((d) => d.linkType === 'product')!.linkSlug;
  const { storeProduct } = await gql<{
    storeProduct: { slug: string; name: string; stockQuantity: number; related: { slug: string; name: string; stockQuantity: number }[] };
  }>(`{ storeProduct(slug: "${slug}") { slug name stockQuantity related(limit: 8) { slug name stockQuantity } } }`);
  const found = [storeProduct, ...storeProduct.related].filter((p) => p.stockQuantity >= 3);
  return found[skip % found.length];
}

/** Console errors, page errors and CSP violations of a page. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text()} (${msg.location().url})`));
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.addInitScript(
    "window.__cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));",
  );
  return { problems, csp: () => page.evaluate<string[]>('window.__cspViolations') };
}

let eventSerial = 0;
/** Stripe's signed payment_intent.succeeded for the PaymentIntent, as Stripe would send it. */
function succeeded(intentId: string) {
  const intent = stripeApi.intents.get(intentId)!;
  const payload = JSON.stringify({
    id: `evt_e2e${++eventSerial}x`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { ...intent, status: 'succeeded', amount_received: intent.amount } },
  });
  return async () => {
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_TEST_KEYS.WEBHOOK_SECRET });
    const res = await fetch(`${shop.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as { outcome?: string } };
  };
}

const ORDER_STATUS = `query ($id: Int!, $token: String) { order(id: $id, accessToken: $token) { status events { status } } }`;

for (const [i, width] of [375, 1440].entries()) {
  test(`a guest pays by card at ${width} px: the payment step, then the confirmation follows the payment until the webhook marks it paid`, async () => {
    const product = await productInStock(i);
    const context = await chrome.browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      const seen = await watch(page);
      await gotoHydrated(page, `${shop.url}/product/${product.slug}`);
      await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Added to your basket' });
      await drawer.getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL('**/checkout');
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

      await page.getByLabel('Email address').fill(`card.guest.${width}.${Date.now()}@example.co.uk`);
      await page.getByLabel('Full name').fill('Amelia Hart');
      await page.getByLabel('Address line 1').fill('10 Downing Street');
      await page.getByLabel('Town or city').fill('London');
      await page.getByLabel('Postcode').fill('SW1A 1AA');
      const methods = page.getByRole('group', { name: 'How would you like to pay?' });
      const card = methods.getByRole('radio', { name: /Card, Apple Pay or Google Pay/ });
      expect(await card.isChecked()).toBe(true);
      await methods.getByRole('radio', { name: /Bank transfer/ }).waitFor();
      // Stripe.js is not fetched for the form: only once a card payment is to be taken.
      expect(stripeJs.loads()).toBe(i);
      await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();

      const heading = page.getByRole('heading', { name: /^Pay for order / });
      await heading.waitFor();
      const orderNumber = (await heading.textContent())!.replace('Pay for order ', '');
      await page.getByLabel('Card number').waitFor();
      expect(stripeJs.loads()).toBe(i + 1);
      const pay = page.getByRole('button', { name: /^Pay £\d+\.\d{2}$/ });
      await pay.waitFor();
      expect(await pay.isEnabled()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/payment-step-${width}.png`, fullPage: true });

      await pay.click();
      await page.waitForURL(/\/checkout\/confirmation\?order=\d+.*redirect_status=succeeded#t=/);
      const url = new URL(page.url());
      const orderId = Number(url.searchParams.get('order'));
      const token = decodeURIComponent(url.hash.replace(/^#t=/, ''));
      const intentId = url.searchParams.get('payment_intent')!;
      expect(stripeApi.intents.get(intentId)!.metadata).toMatchObject({ order_id: String(orderId), order_number: orderNumber });
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
      await page.getByText('We are confirming your payment with your card provider.').waitFor();
      expect((await gql<{ order: { status: string } }>(ORDER_STATUS, { id: orderId, token })).order.status).toBe('pending');

      const send = succeeded(intentId);
      expect(await send()).toEqual({ status: 200, body: { received: true, outcome: 'paid' } });
      await page.getByText(/^Payment received: thank you\./).waitFor({ timeout: 30_000 });
      expect(await page.getByText(/^Payment received/).textContent()).toContain(orderNumber);
      await page.screenshot({ path: `${SHOTS}/confirmation-paid-${width}.png`, fullPage: true });

      // Stripe sending the same event again changes nothing.
      const before = await gql<{ order: { status: string; events: { status: string }[] } }>(ORDER_STATUS, { id: orderId, token });
      expect(await send()).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
      const after = await gql<{ order: { status: string; events: { status: string }[] } }>(ORDER_STATUS, { id: orderId, token });
      expect(after).toEqual(before);
      expect(after.order.status).toBe('paid');
      expect(after.order.events.filter((e) => e.status === 'paid')).toHaveLength(1);

      expect(seen.problems).toEqual([]);
      expect(await seen.csp()).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('a page other than the checkout keeps the strict CSP: a Stripe.js script there is refused', async () => {
  const context = await chrome.browser.newContext();
  try {
    const page = await context.newPage();
    const seen = await watch(page);
    await gotoHydrated(page, `${shop.url}/cart`);
    const loaded = await page.evaluate<boolean>(
      `new Promise((resolve) => {
        const script = document.createElement('script');
        script.src = ${JSON.stringify(stripeJs.url)};
        script.onload = () => resolve(true);
        script.onerror = () => resolve(false);
        document.head.appendChild(script);
      })`,
    );
    expect(loaded).toBe(false);
    expect((await seen.csp()).some((v) => v.startsWith('script-src'))).toBe(true);
  } finally {
    await context.close();
  }
});
