import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { readOutboxDir } from '../helpers/outbox';
import { gotoHydrated } from '../helpers/browser';

/**
 * Track Your Order in Chromium against the built demo shop: a guest who lost the order's link opens the
 * footer page, keeps reading its seeded text, fills the order number and e-mail, is told the link is on its
 * way, opens the mailed link and sees the order. axe finds nothing serious; screenshots at three widths.
 */
const e2e = demoShopInChromium();
const SHOTS = '/tmp/shots-track-order';
const TRACK_PATH = '/Track%20Your%20Order/track-your-order';

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(e2e.shop.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A guest order placed the way the checkout places it, whose link the guest then loses. */
async function placeGuestOrder(email: string): Promise<{ id: number; orderNumber: string }> {
  const { latestDeals } = await gql<{ latestDeals: { linkType: string; linkSlug: string }[] }>('{ latestDeals { linkType linkSlug } }');
  const slug = latestDeals.find((d) => d.linkType === 'product')!.linkSlug;
  const { storeProduct } = await gql<{
    storeProduct: { id: number; stockQuantity: number; related: { id: number; stockQuantity: number }[] };
  }>(`{ storeProduct(slug: "${slug}") { id stockQuantity related(limit: 8) { id stockQuantity } } }`);
  const product = [storeProduct, ...storeProduct.related].find((p) => p.stockQuantity >= 1)!;
  const { placeOrder } = await gql<{ placeOrder: { order: { id: number; orderNumber: string } } }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } } }',
    {
      input: {
        email,
        customerName: 'Isla Reid',
        phone: null,
        addressLine1: '9 Mill Lane',
        city: 'York',
        postcode: 'YO1 7HH',
        shippingMethod: 'tracked-2-4',
        termsAccepted: true,
        paymentMethod: 'bank-transfer',
        idempotencyKey: crypto.randomUUID(),
        lines: [{ productId: product.id, quantity: 1 }],
      },
    },
  );
  return placeOrder.order;
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

test('a guest who lost the link fills Track Your Order, opens the mailed link and sees the order', async () => {
  const email = `lost.link.${Date.now()}@example.co.uk`;
  const order = await placeGuestOrder(email);
  const context = await e2e.chrome.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const seen = await watch(page);
    await gotoHydrated(page, `${e2e.shop.url}${TRACK_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Track Your Order' }).waitFor();
    // The seeded text stays above the form.
    await page.getByText('Every order is sent with tracking.', { exact: false }).waitFor();
    await page.getByLabel('Order number').fill(order.orderNumber.toLowerCase());
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an order matches, we have sent its link to that e-mail.' }).waitFor();
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/track-order-sent-1280.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const outbox = path.join(e2e.shop.dataDir, 'outbox');
    let mail: Awaited<ReturnType<typeof readOutboxDir>>[number] | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await readOutboxDir(outbox)).find((m) => m.to === email && m.subject === `The link to your order ${order.orderNumber}`);
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail).toBeDefined();
    const link = /https?:\/\/[^/\s]+(\/order\/\d+#t=[A-Za-z0-9_%-]+)/.exec(mail!.text);
    expect(link?.[1]).toMatch(new RegExp(`^/order/${order.id}#t=`));

    await gotoHydrated(page, e2e.shop.url + link![1]);
    await page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }).waitFor();
    await page.getByText('Isla Reid').first().waitFor();
    expect(seen.problems).toEqual([]);
    expect(await seen.csp()).toEqual([]);
  } finally {
    await context.close();
  }
});

test('Track Your Order lays out at 375, 768 and 1440 px with its errors showing (screenshots)', async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const context = await e2e.chrome.browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const seen = await watch(page);
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${e2e.shop.url}${TRACK_PATH}`);
      await page.getByRole('button', { name: 'Send me the link' }).click();
      await page.getByText('Order number is required').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/track-order-${width}.png`, fullPage: true });
      expect([width, await page.evaluate('document.documentElement.scrollWidth')]).toEqual([width, width]);
    }
    expect(seen.problems).toEqual([]);
  } finally {
    await context.close();
  }
});
