import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { readOutboxDir } from '../helpers/outbox';
import { gotoHydrated, reloadHydrated } from '../helpers/browser';

/**
 * The checkout in Chromium against the built demo shop: a guest puts two products in the basket, checks
 * out with a UK address and a chosen delivery service, places the order and sees its confirmation (the
 * order number, the shop's bank details); the basket is empty and the confirmation mail is in the outbox.
 * No console error and no CSP violation; axe finds nothing serious on /checkout; screenshots at three widths.
 */
const e2e = demoShopInChromium();
const SHOTS = '/tmp/shots-checkout';

async function gql<T>(query: string): Promise<T> {
  const res = await fetch(e2e.shop.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

interface Listed {
  slug: string;
  name: string;
  stockQuantity: number;
  discountedPrice: number;
  isActive?: boolean;
}

/** Two different products in stock, from the Latest Deals product and the products related to it. */
async function twoProducts(): Promise<Listed[]> {
  const { latestDeals } = await gql<{ latestDeals: { linkType: string; linkSlug: string }[] }>('{ latestDeals { linkType linkSlug } }');
  const slug = latestDeals.find((d) => d.linkType === 'product')!.linkSlug;
  const { storeProduct } = await gql<{ storeProduct: Listed & { related: Listed[] } }>(
    `{ storeProduct(slug: "${slug}") { slug name stockQuantity discountedPrice related(limit: 8) { slug name stockQuantity discountedPrice } } }`,
  );
  const found = [storeProduct, ...storeProduct.related].filter((p) => p.stockQuantity >= 3);
  expect(found.length).toBeGreaterThanOrEqual(2);
  return found.slice(0, 2);
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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function addToBasket(page: Page, product: Listed) {
  await gotoHydrated(page, `${e2e.shop.url}/product/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to your basket' });
  await drawer.getByText(product.name, { exact: true }).waitFor();
  await drawer.getByRole('button', { name: 'Continue shopping' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

test('a guest checks out two products: confirmation with the order number and bank details, basket emptied, mail in the outbox', async () => {
  const products = await twoProducts();
  const email = `guest.${Date.now()}@example.co.uk`;
  const context = await e2e.chrome.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const seen = await watch(page);
    for (const product of products) await addToBasket(page, product);
    await page.getByTestId('basket-count').filter({ hasText: '2' }).waitFor();

    await gotoHydrated(page, `${e2e.shop.url}/cart`);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    for (const product of products) await summary.getByText(product.name).waitFor();

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Full name').fill('Amelia Hart');
    await page.getByLabel('Address line 1').fill('10 Downing Street');
    await page.getByLabel('Town or city').fill('London');
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    const delivery = page.getByRole('group', { name: 'Choose a UK delivery service' });
    const signed = delivery.getByRole('radio', { name: /Tracked and signed for, 1-2 business days/ });
    await signed.check();
    expect(await delivery.getByText(/Estimated dispatch \d{1,2} [A-Z][a-z]+ \d{4}; delivery \d{1,2} [A-Z][a-z]+ \d{4}/).count()).toBe(4);
    // Each line shows the shop's price: 1 × the unit price, and the line total in pounds.
    const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const product of products) {
      const line = summary.getByRole('listitem').filter({ hasText: product.name });
      const price = gbp.format(product.discountedPrice);
      await line.getByText(`1 × ${price}`, { exact: true }).waitFor();
      expect(await line.textContent()).toMatch(new RegExp(`${escape(price)}$`));
      expect(await line.textContent()).toMatch(/£\d[\d,]*\.\d{2}$/);
    }
    const total = (await summary
      .locator('dt', { hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd')
      .textContent())!;
    expect(total).toMatch(/^£\d+\.\d{2}$/);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL('**/checkout/confirmation');
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    const orderNumber = (await page
      .locator('strong')
      .filter({ hasText: /^[A-Z0-9-]+$/ })
      .first()
      .textContent())!;
    expect(orderNumber.length).toBeGreaterThan(3);
    const bank = page.locator('dl').filter({ hasText: 'Sort code' });
    for (const text of ['Beauty Shop Ltd', '04-00-04', '12345678', orderNumber]) await bank.getByText(text, { exact: true }).waitFor();
    expect(await page.getByText(/Order total:/).textContent()).toContain(total);
    await page.screenshot({ path: `${SHOTS}/confirmation-1280.png`, fullPage: true });
    // The guest's order link carries its token in the fragment only.
    const href = (await page.getByRole('link', { name: `View order ${orderNumber}` }).getAttribute('href'))!;
    expect(href).toMatch(/^\/order\/\d+#t=[^?]+$/);

    expect(await page.evaluate("JSON.parse(localStorage.getItem('basket') ?? '[]').length")).toBe(0);
    await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
    // A reload still shows the confirmation (kept in session storage).
    await reloadHydrated(page);
    await page.getByText(orderNumber, { exact: true }).first().waitFor();

    // The guest's link opens the order.
    await gotoHydrated(page, e2e.shop.url + href);
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();

    const outbox = path.join(e2e.shop.dataDir, 'outbox');
    let mail: Awaited<ReturnType<typeof readOutboxDir>>[number] | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await readOutboxDir(outbox)).find((m) => m.to === email);
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail).toBeDefined();
    expect(mail!.file).toMatch(/\.eml$/);
    expect(`${mail!.subject}\n${mail!.text}`).toContain(orderNumber);

    // The guest changes their mind: Cancel order (pending) asks first, naming the order, then cancels it.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Order ${orderNumber} is cancelled.` })
      .waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    expect(seen.problems).toEqual([]);
    expect(await seen.csp()).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the basket drawer's Checkout goes straight to checkout with the basket's lines, at a phone's width", async () => {
  const [product] = await twoProducts();
  const context = await e2e.chrome.browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    const seen = await watch(page);
    await gotoHydrated(page, `${e2e.shop.url}/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Added to your basket' });
    await drawer.getByText('Subtotal (1 item)').waitFor();
    await drawer.getByText(/^Spend £[\d.]+ more for free UK delivery$|^Your basket qualifies for free UK delivery$/).waitFor();
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // On a phone the summary is a bar above the form, folded until asked for.
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const toggle = summary.getByRole('button', { name: /^Show order summary/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await summary.getByText(product.name).isVisible()).toBe(false);
    const [summaryTop, formTop] = await Promise.all([
      summary.evaluate((e) => e.getBoundingClientRect().top),
      page.getByLabel('Email address').evaluate((e) => e.getBoundingClientRect().top),
    ]);
    expect(summaryTop).toBeLessThan(formTop);
    await toggle.click();
    await summary.getByText(product.name).waitFor();
    expect(await summary.getByRole('button', { name: /^Hide order summary/ }).getAttribute('aria-expanded')).toBe('true');
    expect(seen.problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('/checkout: axe finds nothing serious, and it lays out at 375, 768 and 1440 px (screenshots)', async () => {
  const products = await twoProducts();
  const context = await e2e.chrome.browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const seen = await watch(page);
    for (const product of products) await addToBasket(page, product);
    await gotoHydrated(page, `${e2e.shop.url}/checkout`);
    await page.getByRole('group', { name: 'Choose a UK delivery service' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // With every error showing, too.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Email address is required').waitFor();
    expect(await page.evaluate('document.activeElement?.getAttribute("autocomplete")')).toBe('email');
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${e2e.shop.url}/checkout`);
      await page.getByRole('group', { name: 'Choose a UK delivery service' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/checkout-${width}.png`, fullPage: true });
      // Nothing of the checkout wider than the window (the header's category bar scrolls on its own): what sticks out is named when it fails.
      const overflow = await page.evaluate<
        string[]
      >(`[...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 5).map((el) => el.tagName + '.' + el.className + ' ' + Math.round(el.getBoundingClientRect().right))`);
      expect([width, overflow]).toEqual([width, []]);
      expect([width, await page.evaluate('document.documentElement.scrollWidth')]).toEqual([width, width]);
    }
    expect(seen.problems).toEqual([]);
    expect(await seen.csp()).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the server renders /checkout as a shell, not indexed', async () => {
  const res = await fetch(`${e2e.shop.url}/checkout`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('>Checkout</h1>');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toContain('Loading your basket');
});
