import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated, reloadHydrated, until } from '../helpers/browser';

/**
 * Listings in Chromium against the built demo shop: server-rendered products, the filter panel through the
 * server and the URL, sort and pages, the brand and collection pages, the two-segment paths and their 404,
 * axe at a phone and a desktop width, and no console error or CSP violation anywhere.
 */
const e2e = demoShopInChromium();
// better-sqlite3 ships no types; this test only runs one statement.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: no types to import
const Database = require('better-sqlite3') as new (file: string) => { prepare(sql: string): { run(): unknown }; close(): void };
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SUB = 'lipstick';

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(e2e.shop.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

type Listing = { totalItems: number; items: { name: string; code: string }[] };
const listing = (filter: Record<string, unknown>, sort?: string, page = { take: 24 }) =>
  gql<{ productListing: Listing }>(
    // AUTO as the storefront asks: a card per family where the listing is shade-led (lipstick).
    'query($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) { productListing(filter: $filter, sort: $sort, page: $page, grouping: AUTO) { totalItems items { name code } } }',
    { filter, sort, page },
  ).then((d) => d.productListing);

/** Console errors, page errors and CSP violations of a page, and its GraphQL requests. */
async function watch(page: Page) {
  const problems: string[] = [];
  const graphql: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // A 404 page's own status shows up as a failed resource; nothing else may.
    if (/status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
    problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (r) => new URL(r.url()).pathname === '/graphql' && graphql.push(r.postData() ?? ''));
  await page.addInitScript(
    "window.__cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));",
  );
  return {
    problems,
    graphql,
    async check() {
      expect(await page.evaluate<string[]>('window.__cspViolations')).toEqual([]);
      expect(problems).toEqual([]);
    },
  };
}

const cardNames = (page: Page) => page.locator('main article h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('title')));
const hydrated = (page: Page) => page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();

test('the HTML of a listing holds its products, filter counts and pages before any script runs', async () => {
  const expected = await listing({ subCategorySlug: SUB });
  const res = await fetch(`${e2e.shop.url}/subcategory/${SUB}`, { headers: HTML });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<h1>Lipstick</h1>');
  for (const product of expected.items) expect(html).toContain(`title="${product.name.replace(/&/g, '&amp;')}"`);
  expect(html).toContain(`of ${expected.totalItems} products`);
  expect(html).toMatch(/<legend>Brand<\/legend>/);
  expect(html).toMatch(/<legend>Free from and ethics<\/legend>/);
  expect(html).not.toContain('Loading');

  // A filtered, sorted second page is rendered as such by the server.
  const all = await listing({}, 'PRICE_ASC', { take: 48 });
  const page2 = await (await fetch(`${e2e.shop.url}/products?sort=price-asc&page=2`, { headers: HTML })).text();
  for (const product of all.items.slice(24, 48)) expect(page2).toContain(`title="${product.name.replace(/&/g, '&amp;')}"`);
  expect(page2).toContain('aria-current="page" aria-label="Page 2"');
  expect(page2).toMatch(/<option value="price-asc" selected="">/);
});

test('a category page: the heading from its slug, its sub-category cards, then all its products; sub-category and parent item pages; /department paths resolve by their last segment', async () => {
  const { menu } = await gql<{
    menu: {
      slug: string;
      categories: { slug: string; subCategories: { name: string; slug: string; parentItems: { title: string; slug: string }[] }[] }[];
    }[];
  }>('{ menu { slug categories { slug subCategories { name slug parentItems { title slug } } } } }');
  const department = menu.find((d) => d.categories.some((c) => c.subCategories.length > 1))!;
  const category = department.categories.find((c) => c.subCategories.length > 1)!;
  const heading = category.slug
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
  const products = await listing({ categorySlug: category.slug });
  expect(products.totalItems).toBeGreaterThan(0);
  for (const url of [`/subcategory/${category.slug}`, `/department/${department.slug}/${category.slug}`]) {
    const res = await fetch(e2e.shop.url + url, { headers: HTML });
    expect([url, res.status]).toEqual([url, 200]);
    const html = await res.text();
    expect(html).toContain(`<h1>${heading}</h1>`);
    // Both paths show the category page; its canonical URL is the /subcategory/ one.
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+/subcategory/${category.slug}" />`));
    for (const sub of category.subCategories) expect(html).toContain(`href="/subcategory/${category.slug}/${sub.slug}"`);
    expect(html).toContain(`title="${products.items[0].name.replace(/&/g, '&amp;')}"`);
  }
  const sub = category.subCategories[0];
  for (const url of [`/subcategory/${category.slug}/${sub.slug}`, `/department/${department.slug}/${category.slug}/${sub.slug}`]) {
    const html = await (await fetch(e2e.shop.url + url, { headers: HTML })).text();
    expect(html).toContain(`<h1>${sub.name.replace(/&/g, '&amp;')}</h1>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+/subcategory/${sub.slug}" />`));
  }
  // The mega-menu's parent item link: the parent item's own listing.
  const parent = sub.parentItems[0];
  const parentProducts = await listing({ parentItemSlug: parent.slug });
  const parentHtml = await (await fetch(`${e2e.shop.url}/subcategory/${sub.slug}/${parent.slug}`, { headers: HTML })).text();
  expect(parentHtml).toContain(`<h1>${parent.title.replace(/&/g, '&amp;')}</h1>`);
  for (const product of parentProducts.items) expect(parentHtml).toContain(`title="${product.name.replace(/&/g, '&amp;')}"`);
  const departmentHtml = await (await fetch(`${e2e.shop.url}/department/${department.slug}`, { headers: HTML })).text();
  for (const c of department.categories) expect(departmentHtml).toContain(`href="/subcategory/${c.slug}"`);
});

test('a filter changes the listing and the URL through the server, reload keeps it, and the browser asked nothing on first load', async () => {
  const page = await e2e.chrome.browser.newPage({ viewport: { width: 1440, height: 900 } });
  const seen = await watch(page);
  // Every shade: a card per product, as the filter counts count (lipstick is shade-led: a card per family by default).
  await gotoHydrated(page, `${e2e.shop.url}/subcategory/${SUB}?shades=all`);
  await hydrated(page);
  expect(seen.graphql.filter((body) => /StoreListing/.test(body))).toEqual([]);
  const before = await cardNames(page);
  const brand = page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
  const label = (await page.getByRole('group', { name: 'Brand' }).locator('label').first().textContent())!;
  const count = Number(/\((\d+)\)\s*$/.exec(label)![1]);
  expect(count).toBeLessThan(before.length);
  await brand.check();
  await page.waitForURL(/[?&]brand=/);
  await until(async () => (await cardNames(page)).length, count);
  expect(seen.graphql.some((body) => /StoreListing/.test(body))).toBe(true);
  const filteredUrl = page.url();
  const filtered = await cardNames(page);

  await reloadHydrated(page);
  expect(page.url()).toBe(filteredUrl);
  expect(await cardNames(page)).toEqual(filtered);
  await until(() => page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first().isChecked(), true);

  // A free-from flag narrows further; "Clear all filters" brings every product back.
  await page.getByRole('link', { name: 'Clear all filters' }).first().click();
  await page.waitForURL(`${e2e.shop.url}/subcategory/${SUB}?shades=all`);
  await until(async () => (await cardNames(page)).length, before.length);
  await seen.check();
  await page.close();
});

test('sort and pages: the sort select reorders through the URL, the page links move on and back', async () => {
  const page = await e2e.chrome.browser.newPage({ viewport: { width: 1440, height: 900 } });
  const seen = await watch(page);
  await gotoHydrated(page, `${e2e.shop.url}/products`);
  await hydrated(page);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await page.waitForURL(/sort=price-desc/);
  const expected = await listing({}, 'PRICE_DESC', { take: 48 });
  await until(
    () => cardNames(page),
    expected.items.slice(0, 24).map((p) => p.name),
  );
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(/page=2/);
  expect(new URL(page.url()).searchParams.get('sort')).toBe('price-desc');
  await until(
    () => cardNames(page),
    expected.items.slice(24, 48).map((p) => p.name),
  );
  await page.goBack();
  await until(
    () => cardNames(page),
    expected.items.slice(0, 24).map((p) => p.name),
  );
  await seen.check();
  await page.close();
});

test('on a phone the filters open in a dialog drawer, filter through the server, and close with Escape', async () => {
  const page = await e2e.chrome.browser.newPage({ viewport: { width: 375, height: 800 } });
  const seen = await watch(page);
  await gotoHydrated(page, `${e2e.shop.url}/subcategory/${SUB}`);
  await hydrated(page);
  expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.waitFor();
  await drawer.getByRole('group', { name: 'Type' }).getByRole('checkbox').first().check();
  await page.waitForURL(/[?&]type=/);
  await until(() => drawer.getByRole('button', { name: /^Show \d+ products?$/ }).isVisible(), true);
  await page.keyboard.press('Escape');
  await until(() => drawer.isVisible(), false);
  expect(new URL(page.url()).searchParams.getAll('type').length).toBe(1);
  await seen.check();
  await page.close();
});

test("the brand page shows the brand's sub-categories, then its products", async () => {
  const { brands } = await gql<{ brands: { items: { name: string; slug: string }[] } }>(
    '{ brands(options: { take: 100 }) { items { name slug } } }',
  );
  let withProducts: { name: string; slug: string } | undefined;
  for (const brand of brands.items) {
    if ((await listing({ brandSlug: brand.slug }, undefined, { take: 1 })).totalItems > 0) {
      withProducts = brand;
      break;
    }
  }
  const { brandSubCategories } = await gql<{ brandSubCategories: { name: string; slug: string }[] }>(
    'query($s: String!) { brandSubCategories(brandSlug: $s) { name slug } }',
    { s: withProducts!.slug },
  );
  const page = await e2e.chrome.browser.newPage({ viewport: { width: 1440, height: 900 } });
  const seen = await watch(page);
  const res = await gotoHydrated(page, `${e2e.shop.url}/${encodeURIComponent(withProducts!.name)}/${withProducts!.slug}`);
  expect(res?.status()).toBe(200);
  await hydrated(page);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(withProducts!.name);
  const cards = page.getByRole('region', { name: `Shop ${withProducts!.name} by category` }).getByRole('link');
  expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    brandSubCategories.map((s) => `/department/dep/cat/${s.slug}`),
  );
  expect((await cardNames(page)).length).toBeGreaterThan(0);
  // The legacy sub-category link leads to that sub-category's page.
  await cards.first().click();
  await page.waitForURL(`**/department/dep/cat/${brandSubCategories[0].slug}`);
  await until(() => page.getByRole('heading', { level: 1 }).textContent(), brandSubCategories[0].name);
  await seen.check();
  await page.close();
});

test("a brand without products or sub-categories says 'No data Found'", async () => {
  // A brand staff have just added: the demo's brands all have products. (Written beside the running shop; SQLite's WAL lets both in.)
  const db = new Database(path.join(e2e.shop.dataDir, 'shop.sqlite'));
  try {
    db.prepare(
      "INSERT INTO brands (branch_code, code, name, slug, is_active) VALUES ('MAIN', 'E2E-NEW', 'Brand New Label', 'brand-new-label', 1)",
    ).run();
  } finally {
    db.close();
  }
  expect((await listing({ brandSlug: 'brand-new-label' })).totalItems).toBe(0);
  const res = await fetch(`${e2e.shop.url}/Brand%20New%20Label/brand-new-label`, { headers: HTML });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<h1>Brand New Label</h1>');
  expect(html.match(/No data Found/g)?.length).toBe(2);
  expect(html).not.toContain('Choose Options');
});

test('collections open from /collections/{slug} and from the Collections grid path /{name}/{slug}; an unknown two-segment path is a 404', async () => {
  const { storeCollections } = await gql<{ storeCollections: { name: string; slug: string }[] }>('{ storeCollections { name slug } }');
  const collection = storeCollections[0];
  const expected = await listing({ collectionSlug: collection.slug });
  for (const url of [`/collections/${collection.slug}`, `/${encodeURIComponent(collection.name)}/${collection.slug}`]) {
    const res = await fetch(e2e.shop.url + url, { headers: HTML });
    expect([url, res.status]).toEqual([url, 200]);
    const html = await res.text();
    expect(html).toContain(`<h1>${collection.name.replace(/&/g, '&amp;')}</h1>`);
    expect(html).toContain(`title="${expected.items[0].name.replace(/&/g, '&amp;')}"`);
  }
  for (const url of [
    '/No Such/thing-at-all',
    '/collections/no-such-collection',
    '/subcategory/no-such-sub',
    '/department/no-such-department',
  ]) {
    const res = await fetch(e2e.shop.url + encodeURI(url), { headers: HTML });
    expect([url, res.status]).toEqual([url, 404]);
    expect(await res.text()).toContain('Go Back Home');
  }
  const page = await e2e.chrome.browser.newPage({ viewport: { width: 1440, height: 900 } });
  const seen = await watch(page);
  const res = await gotoHydrated(page, `${e2e.shop.url}/No%20Such/thing-at-all`);
  expect(res?.status()).toBe(404);
  await hydrated(page);
  await page.getByRole('link', { name: 'Go Back Home' }).waitFor();
  await seen.check();
  await page.close();
});

test('search results are a listing with filters and sort, not indexed', async () => {
  const page = await e2e.chrome.browser.newPage({ viewport: { width: 1440, height: 900 } });
  const seen = await watch(page);
  await gotoHydrated(page, `${e2e.shop.url}/search?q=shampoo`);
  await hydrated(page);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  const best = await listing({ query: 'shampoo' });
  expect(await cardNames(page)).toEqual(best.items.map((p) => p.name));
  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.waitForURL(/q=shampoo.*sort=price-asc|sort=price-asc.*q=shampoo/);
  const sorted = await listing({ query: 'shampoo' }, 'PRICE_ASC');
  await until(
    () => cardNames(page),
    sorted.items.map((p) => p.name),
  );
  await seen.check();
  await page.close();
});

for (const width of [375, 1440]) {
  test(`a listing at ${width} px: no serious or critical axe violation, no console error, no CSP violation`, async () => {
    const page = await e2e.chrome.browser.newPage({ viewport: { width, height: 900 } });
    const seen = await watch(page);
    await gotoHydrated(page, `${e2e.shop.url}/subcategory/${SUB}?vegan=1`);
    await hydrated(page);
    if (width === 375) {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    }
    const serious = await seriousAxeViolations(page);
    expect(serious).toEqual([]);
    await seen.check();
    await page.close();
  });
}
