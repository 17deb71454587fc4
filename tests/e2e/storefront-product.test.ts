import type { BrowserContext, Page } from 'playwright-core';
import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated, reloadHydrated } from '../helpers/browser';

/**
 * The product page and the basket in Chromium against the built demo shop: the server HTML holds the
 * product, home → product → quantity 2 → Add to basket → basket drawer → basket → reload keeps it, the basket's
 * quantity and removal, the 404 of an unknown product, axe at a phone and a desktop width; no console
 * error and no CSP violation anywhere.
 */
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const e2e = demoShopInChromium();

async function gql<T>(query: string): Promise<T> {
  const res = await fetch(e2e.shop.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

interface Deal {
  title: string;
  linkType: string;
  linkSlug: string;
  href: string;
}
const productDeal = async () =>
  (await gql<{ latestDeals: Deal[] }>('{ latestDeals { title linkType linkSlug href } }')).latestDeals.find(
    (d) => d.linkType === 'product',
  )!;

/** Console errors, page errors and CSP violations of a page, and the GraphQL requests and scripts it made. */
async function watch(page: Page, allow404 = false) {
  const problems: string[] = [];
  const graphql: string[] = [];
  const scripts: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (allow404 && /status of 404/.test(msg.text())) return;
    problems.push(`console error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/graphql') graphql.push(r.postData() ?? '');
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.addInitScript(
    "window.__cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));",
  );
  const csp = () => page.evaluate<string[]>('window.__cspViolations');
  return { problems, graphql, scripts, csp };
}

async function withPage<T>(width: number, run: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await e2e.chrome.browser.newContext({ viewport: { width, height: 900 } });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const basketLines = (page: Page) =>
  page.evaluate<{ productId: number; quantity: number; productName: string }[]>("JSON.parse(localStorage.getItem('basket') ?? '[]')");

test('the server HTML of a product page holds the product, its price, selectors, tabs, reviews and JSON-LD before any script runs', async () => {
  const deal = await productDeal();
  const { storeProduct: p } = await gql<{
    storeProduct: {
      name: string;
      code: string;
      discountedPrice: number;
      reviewCount: number;
      siblings: { slug: string }[];
      reviews: { items: { title: string }[] };
      related: { slug: string }[];
    };
  }>(
    `{ storeProduct(slug: "${deal.linkSlug}") { name code discountedPrice reviewCount siblings { slug } reviews(page: { take: 10 }) { items { title } } related(limit: 8) { slug } } }`,
  );
  expect(p.reviewCount).toBeGreaterThan(0);
  const res = await fetch(`${e2e.shop.url}/product/${deal.linkSlug}`, { headers: HTML });
  expect(res.status).toBe(200);
  const html = await res.text();
  const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(p.discountedPrice);
  const escape = (t: string) => t.replace(/&/g, '&amp;');
  for (const text of [
    `>${escape(p.name)}</h1>`,
    p.code,
    price,
    'Add to basket',
    '>Description</button>',
    '>Usage Instructions</button>',
    'Secure payment',
    'Returns policy',
    `<title>${escape(p.name)} | Beauty Shop</title>`,
    '>You may also like</h2>',
    `href="/product/${p.related[0].slug}"`,
    `href="/product/${p.siblings[0].slug}"`,
    escape(p.reviews.items[0].title),
  ]) {
    expect([text, html.includes(text)]).toEqual([text, true]);
  }
  const jsonLd = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/);
  expect(jsonLd).not.toBeNull();
  expect(JSON.parse(jsonLd![1])).toMatchObject({
    '@type': 'Product',
    name: p.name,
    sku: p.code,
    offers: { priceCurrency: 'GBP', price: p.discountedPrice.toFixed(2) },
  });
  // Toasts load on first use: the page's initial JavaScript (the entry and the preloaded chunks) has none.
  const initial = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(initial.length).toBeGreaterThan(0);
  expect(initial.filter((file) => /toast/i.test(file))).toEqual([]);

  // The legacy /product/{ProductID}/{ProductSlug} and Latest Deals' /products/{slug} lead to the page.
  const moved = await fetch(e2e.shop.url + deal.href, { headers: HTML, redirect: 'manual' });
  expect([moved.status, new URL(moved.headers.get('location')!, e2e.shop.url).pathname]).toEqual([301, `/product/${deal.linkSlug}`]);
});

test('the server renders the basket as a shell (the lines live in the browser), not indexed', async () => {
  const res = await fetch(`${e2e.shop.url}/cart`, { headers: HTML });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('>My Basket</h1>');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toContain('Loading your basket');
  expect(html).not.toContain('Your basket is empty');
});

test('an unknown product is the 404 page, answered with status 404', async () => {
  const res = await fetch(`${e2e.shop.url}/product/no-such-product-anywhere`, { headers: HTML });
  expect(res.status).toBe(404);
  expect(await res.text()).toContain('Go Back Home');
  await withPage(1280, async (page) => {
    const seen = await watch(page, true);
    const response = await gotoHydrated(page, `${e2e.shop.url}/product/no-such-product-anywhere`);
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Go Back Home' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404');
    expect(seen.problems).toEqual([]);
    expect(await seen.csp()).toEqual([]);
  });
});

test('home → a Latest Deals product → quantity 2 → Add to basket → basket drawer → basket with quantity 2, kept on reload', async () => {
  const deal = await productDeal();
  await withPage(1280, async (page) => {
    const seen = await watch(page);
    await gotoHydrated(page, e2e.shop.url + '/');
    await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
    const toProduct = page
      .getByRole('region', { name: 'Latest Deals' })
      .getByRole('link', { name: new RegExp(deal.title.replace(/[.*+?^${}()|[\]\\%]/g, '\\$&')) })
      .first();
    await toProduct.click();
    await page.waitForURL(`**/product/${deal.linkSlug}`);
    const {
      storeProduct: { name },
    } = await gql<{ storeProduct: { name: string } }>(`{ storeProduct(slug: "${deal.linkSlug}") { name } }`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('region', { name: 'Reviews' }).getByRole('article').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'You may also like' }).getByRole('article').count()).toBeGreaterThan(0);

    const scriptsBefore = seen.scripts.length;
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Added to your basket' });
    await drawer.waitFor();
    expect(await drawer.getByText('Quantity 2').count()).toBe(1);
    await drawer.getByText(/^Subtotal \(2 items\)$/).waitFor();
    // The drawer's code arrived only now.
    expect(seen.scripts.slice(scriptsBefore).some((s) => /basket-drawer/i.test(s))).toBe(true);
    await page.getByTestId('basket-count').filter({ hasText: '2' }).waitFor();
    // Escape closes it and the focus is back on the button that added.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate<string | undefined>('document.activeElement?.textContent')).toBe('Add to basket');

    await page.getByRole('link', { name: /^Basket 2 items$/ }).click();
    await page.waitForURL('**/cart');
    const line = page.getByRole('listitem', { name });
    await line.waitFor();
    expect(await line.getByRole('spinbutton', { name: /^Quantity/ }).inputValue()).toBe('2');

    await reloadHydrated(page);
    await line.waitFor();
    expect(await line.getByRole('spinbutton', { name: /^Quantity/ }).inputValue()).toBe('2');
    expect(await page.getByTestId('basket-count').textContent()).toBe('2');
    expect(seen.problems).toEqual([]);
    expect(await seen.csp()).toEqual([]);
  });
});

test('a product page hydrates with no GraphQL request; a selector shows the sibling at its own URL', async () => {
  const deal = await productDeal();
  await withPage(1280, async (page) => {
    const seen = await watch(page);
    await gotoHydrated(page, `${e2e.shop.url}/product/${deal.linkSlug}`);
    await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
    expect(seen.graphql).toEqual([]);
    const selector = page.getByRole('group', { name: /^(Shade|Colour|Type|Flavour): / }).first();
    const other = selector.getByRole('link').and(page.locator(':not([aria-current])')).first();
    const otherName = (await other.getAttribute('title'))!;
    const href = (await other.getAttribute('href'))!;
    await other.click();
    await page.waitForURL(`**${href}`);
    await selector.getByRole('link', { name: otherName }).and(page.locator('[aria-current="true"]')).waitFor();
    expect(seen.problems).toEqual([]);
    expect(await seen.csp()).toEqual([]);
  });
});

test('in the basket a quantity changes the subtotal and the header count; removing the last line empties it', async () => {
  const deal = await productDeal();
  await withPage(1280, async (page) => {
    const seen = await watch(page);
    await gotoHydrated(page, `${e2e.shop.url}/product/${deal.linkSlug}`);
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    await page.getByTestId('basket-count').filter({ hasText: '1' }).waitFor();
    await gotoHydrated(page, `${e2e.shop.url}/cart`);
    const subtotal = page.getByText(/^Subtotal \(/);
    await subtotal.filter({ hasText: 'Subtotal (1 item)' }).waitFor();
    const name = (await basketLines(page))[0].productName;
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await subtotal.filter({ hasText: 'Subtotal (2 items)' }).waitFor();
    await page.getByTestId('basket-count').filter({ hasText: '2' }).waitFor();
    expect((await basketLines(page)).map((l) => l.quantity)).toEqual([2]);
    // Delivery is priced for the basket: the four UK services.
    const services = page.getByRole('group', { name: 'UK delivery' }).getByRole('radio');
    await services.nth(3).waitFor();
    expect(await services.count()).toBe(4);
    expect(await page.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');

    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await page.getByText('Your basket is empty.').waitFor();
    await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
    expect(await basketLines(page)).toEqual([]);
    expect(seen.problems).toEqual([]);
    expect(await seen.csp()).toEqual([]);
  });
});

test('a price that changed since the product went into the basket is read again, with a notice', async () => {
  const deal = await productDeal();
  await withPage(1280, async (page) => {
    const seen = await watch(page);
    await gotoHydrated(page, `${e2e.shop.url}/product/${deal.linkSlug}`);
    await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
    await page.getByTestId('basket-count').filter({ hasText: '1' }).waitFor();
    // As if the price had been £999.00 when the shopper added it.
    await page.evaluate(
      "localStorage.setItem('basket', JSON.stringify(JSON.parse(localStorage.getItem('basket')).map((l) => ({ ...l, price: 999 }))))",
    );
    await gotoHydrated(page, `${e2e.shop.url}/cart`);
    await page
      .getByRole('status')
      .filter({ hasText: 'Your basket has been updated' })
      .getByText(/has changed from £999\.00 to £/)
      .waitFor();
    expect((await basketLines(page))[0]).not.toMatchObject({ price: 999 });
    expect(seen.problems).toEqual([]);
  });
});

test('on a phone, once the Add to basket button has scrolled away a bar at the foot keeps it at hand; on a desktop there is none', async () => {
  const deal = await productDeal();
  for (const width of [375, 1440]) {
    await withPage(width, async (page) => {
      const seen = await watch(page);
      await gotoHydrated(page, `${e2e.shop.url}/product/${deal.linkSlug}`);
      const bar = page.getByRole('region', { name: 'Buy this product' });
      expect(await bar.isVisible()).toBe(false);
      // The cookie notice sits over the foot of the screen until it is put away.
      await page.getByRole('complementary', { name: 'Cookie notice' }).getByRole('button').click();
      await page.getByRole('heading', { name: 'You may also like' }).scrollIntoViewIfNeeded();
      if (width === 1440) {
        await page.waitForTimeout(300);
        expect(await bar.isVisible()).toBe(false);
        return;
      }
      await bar.waitFor();
      await bar.getByRole('button', { name: 'Add to basket' }).click();
      await page.getByRole('dialog', { name: 'Added to your basket' }).getByText('Subtotal (1 item)').waitFor();
      await page.keyboard.press('Escape');
      expect(await page.evaluate<string | undefined>('document.activeElement?.closest("[role=region]")?.getAttribute("aria-label")')).toBe(
        'Buy this product',
      );
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await bar.waitFor({ state: 'hidden' });
      expect(seen.problems).toEqual([]);
    });
  }
});

test('a product without approved reviews shows no stars and no "out of 5", only "No reviews yet"', async () => {
  const { productListing } = await gql<{ productListing: { items: { slug: string; name: string; reviewCount: number }[] } }>(
    '{ productListing(page: { take: 100 }) { items { slug name reviewCount } } }',
  );
  const unreviewed = productListing.items.find((p) => p.reviewCount === 0)!;
  await withPage(1440, async (page) => {
    await gotoHydrated(page, `${e2e.shop.url}/product/${unreviewed.slug}`);
    await page.getByRole('heading', { level: 1, name: unreviewed.name }).waitFor();
    expect(await page.getByRole('link', { name: 'No reviews yet' }).count()).toBe(1);
    await page.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet.').waitFor();
    const main = (await page.locator('main').textContent()) ?? '';
    // The related products' cards may have ratings of their own: only the product's part of the page counts.
    const own = main.slice(0, main.indexOf('You may also like'));
    expect(own).not.toMatch(/out of 5|[★☆]/);
  });
});

for (const width of [375, 1440]) {
  test(`product page and basket at ${width} px: no serious or critical axe violation, no console error, no CSP violation`, async () => {
    const deal = await productDeal();
    await withPage(width, async (page) => {
      const seen = await watch(page);
      await gotoHydrated(page, `${e2e.shop.url}/product/${deal.linkSlug}`);
      await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
      await page.getByTestId('basket-count').filter({ hasText: '1' }).waitFor();
      // The basket drawer, open.
      await page
        .getByRole('dialog', { name: 'Added to your basket' })
        .getByText(/^Subtotal/)
        .waitFor();
      // Once it has slid in (mid-animation its text is still faint).
      await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished))');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await gotoHydrated(page, `${e2e.shop.url}/cart`);
      await page.getByRole('radio').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(seen.problems).toEqual([]);
      expect(await seen.csp()).toEqual([]);
    });
  });
}
