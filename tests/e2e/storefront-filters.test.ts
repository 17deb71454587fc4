import fs from 'node:fs';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated, until } from '../helpers/browser';

/**
 * A listing's filters and sort: without script (the server's HTML alone, plain GET forms), and in Chromium
 * the applied-filter chips at a phone, a tablet and a desktop width, with axe on the chips and the panel.
 */
const e2e = demoShopInChromium();
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
// Not a shade-led listing: its cards are products, as the filter counts are (shade-led ones: storefront-shades.test.ts).
const SUB = 'serums';
const SHOTS = '/work/shots';

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

const listing = (filter: Record<string, unknown>, sort?: string) =>
  gql<{ productListing: { totalItems: number; items: { name: string }[] } }>(
    'query($filter: ProductListingFilter, $sort: ProductSort) { productListing(filter: $filter, sort: $sort, page: { take: 24 }) { totalItems items { name } } }',
    { filter, sort },
  ).then((d) => d.productListing);

/** The listing's two biggest brands (code, name, count). */
async function twoBrands() {
  const { filterOptions } = await gql<{
    filterOptions: { attributes: { key: string; options: { code: string; name: string; count: number }[] }[] };
  }>('query($f: ProductListingFilter) { filterOptions(filter: $f) { attributes { key options { code name count } } } }', {
    f: { subCategorySlug: SUB },
  });
  const brands = [...filterOptions.attributes.find((g) => g.key === 'brand')!.options].sort((a, b) => b.count - a.count);
  expect(brands.length).toBeGreaterThanOrEqual(2);
  return brands.slice(0, 2);
}

/** What a browser's GET submit of a form sends: its successful fields, empty values left out as the listing does. */
const fieldsOf = (form: HTMLFormElement, window: JSDOM['window']) =>
  [...new window.FormData(form).entries()].map(([name, value]) => `${name}=${String(value)}`).filter((field) => !field.endsWith('='));
const sorted = (query: URLSearchParams) => [...query.entries()].map(([name, value]) => `${name}=${value}`).sort();

async function pageDom(pathAndQuery: string) {
  const res = await fetch(e2e.shop.url + pathAndQuery, { headers: HTML });
  expect(res.status).toBe(200);
  return new JSDOM(await res.text()).window;
}
const productsOf = (window: JSDOM['window']) =>
  [...window.document.querySelectorAll('main article[aria-label]')].map((a) => a.getAttribute('aria-label'));

test('without script: the HTML of a filtered, sorted listing holds only the matching products in order, and its GET forms give back the same URL', async () => {
  const [first, second] = await twoBrands();
  const query = new URLSearchParams([
    ['brand', first.code],
    ['brand', second.code],
    ['stock', '1'],
    ['sort', 'price-desc'],
  ]);
  const expected = await listing(
    { subCategorySlug: SUB, attributeCodes: [{ key: 'brand', codes: [first.code, second.code] }], inStock: true },
    'PRICE_DESC',
  );
  const everything = await listing({ subCategorySlug: SUB });
  expect(expected.totalItems).toBeGreaterThan(0);
  expect(expected.totalItems).toBeLessThan(everything.totalItems);

  const window = await pageDom(`/subcategory/${SUB}?${query}`);
  const doc = window.document;
  expect(productsOf(window)).toEqual(expected.items.map((p) => p.name));
  expect(doc.querySelector('[role="status"]')?.textContent).toContain(`of ${expected.totalItems} product`);

  // The filter panel: a GET form whose ticked fields are the URL's own (the sort rides along, hidden).
  const panel = doc.querySelector<HTMLFormElement>('aside form[aria-label="Filters"]')!;
  expect(panel.method).toBe('get');
  expect(fieldsOf(panel, window).sort()).toEqual(sorted(query));
  expect(panel.querySelector<HTMLInputElement>(`input[type="checkbox"][name="brand"][value="${first.code}"]`)!.checked).toBe(true);
  // Its button is there for a browser that runs no script only.
  expect(panel.querySelector('noscript')?.innerHTML).toMatch(/<button type="submit"[^>]*>Apply filters<\/button>/);
  expect([...panel.querySelectorAll('button')].filter((b) => b.closest('noscript') === null).map((b) => b.textContent)).not.toContain(
    'Apply filters',
  );

  // The sort: its own GET form, keeping the filters.
  const sort = doc.querySelector<HTMLSelectElement>('select[name="sort"]')!;
  expect(sort.value).toBe('price-desc');
  expect(fieldsOf(sort.form!, window).sort()).toEqual(sorted(query));
  expect(sort.form!.querySelector('noscript')?.innerHTML).toMatch(/<button type="submit"[^>]*>Sort<\/button>/);

  // The chips are plain links to the listing without each choice.
  const chip = doc.querySelector<HTMLAnchorElement>('ul[aria-label="Applied filters"] a')!;
  expect(chip.textContent).toBe(`Remove filter: Brand: ${first.name}×`);
  const without = new URLSearchParams(chip.getAttribute('href')!.slice(1));
  expect(without.getAll('brand')).toEqual([second.code]);
  expect(without.get('sort')).toBe('price-desc');

  // Submitting the sort form with another order, as a browser without script does, gives that page.
  sort.value = 'price-asc';
  const resorted = await pageDom(
    `/subcategory/${SUB}?${new URLSearchParams(fieldsOf(sort.form!, window).map((f) => f.split('=') as [string, string]))}`,
  );
  expect(productsOf(resorted)).toEqual(
    (
      await listing(
        { subCategorySlug: SUB, attributeCodes: [{ key: 'brand', codes: [first.code, second.code] }], inStock: true },
        'PRICE_ASC',
      )
    ).items.map((p) => p.name),
  );
});

test('without script in Chromium at 375 px the panel shows in the page and its Apply filters button filters the listing', async () => {
  const [first] = await twoBrands();
  const context = await e2e.chrome.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${e2e.shop.url}/subcategory/${SUB}`);
  const panel = page.getByRole('complementary', { name: 'Filters' });
  expect(await panel.isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
  await panel
    .getByRole('group', { name: 'Brand' })
    .getByRole('checkbox', { name: new RegExp(`^${first.name}`) })
    .check();
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/[?&]brand=/);
  expect(new URL(page.url()).searchParams.getAll('brand')).toEqual([first.code]);
  expect(await page.locator('main article[aria-label]').count()).toBe(Math.min(first.count, 24));
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/filters-noscript-375.png` });
  await context.close();
});

const hydrated = (page: Page) => page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
const cardCount = (page: Page) => page.locator('main article[aria-label]').count();

for (const width of [375, 768, 1440]) {
  test(`at ${width} px a chip removes its filter, Clear all removes the rest, and axe finds nothing serious in the chips and the panel`, async () => {
    const [first, second] = await twoBrands();
    const page = await e2e.chrome.browser.newPage({ viewport: { width, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    await gotoHydrated(page, `${e2e.shop.url}/subcategory/${SUB}?brand=${first.code}&brand=${second.code}&vegan=1&sort=price-asc`);
    await hydrated(page);
    const chips = page.getByRole('list', { name: 'Applied filters' });
    expect(await chips.getByRole('link').allTextContents()).toEqual([
      `Remove filter: Brand: ${first.name}×`,
      `Remove filter: Brand: ${second.name}×`,
      'Remove filter: Vegan×',
      'Clear all filters',
    ]);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/filters-chips-${width}.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await chips.getByRole('link', { name: `Remove filter: Brand ${first.name}` }).click();
    await until(() => Promise.resolve(new URL(page.url()).searchParams.getAll('brand')), [second.code]);
    const narrowed = await listing(
      { subCategorySlug: SUB, attributeCodes: [{ key: 'brand', codes: [second.code] }], vegan: true },
      'PRICE_ASC',
    );
    await until(() => cardCount(page), Math.min(narrowed.totalItems, 24));
    expect(await chips.getByRole('link', { name: `Remove filter: Brand ${first.name}` }).count()).toBe(0);

    await chips.getByRole('link', { name: 'Clear all filters' }).click();
    await until(() => Promise.resolve(new URL(page.url()).search), '?sort=price-asc');
    await until(() => chips.count(), 0);
    await until(() => cardCount(page), Math.min((await listing({ subCategorySlug: SUB })).totalItems, 24));

    if (width < 1024) {
      await page.getByRole('button', { name: /^Filters/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await drawer.getByRole('group', { name: 'Brand' }).waitFor();
      await drawer
        .getByRole('group', { name: 'Free from and ethics' })
        .getByRole('checkbox', { name: /^Vegan/ })
        .check();
      await page.waitForURL(/[?&]vegan=1/);
      // On a loaded machine the new counts and the drawer's motion can still be under way: axe judges the settled drawer.
      const vegan = (await listing({ subCategorySlug: SUB, vegan: true })).totalItems;
      await drawer.getByRole('button', { name: `Show ${vegan} product${vegan === 1 ? '' : 's'}`, exact: true }).waitFor();
      await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished))');
      await page.screenshot({ path: `${SHOTS}/filters-drawer-${width}.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } else {
      expect(await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Apply filters' }).count()).toBe(0);
      await page.getByRole('complementary', { name: 'Filters' }).screenshot({ path: `${SHOTS}/filters-panel-${width}.png` });
      // A client-side navigation to a listing shows the panel with the page: the loader fetched its code beside the data.
      await gotoHydrated(page, e2e.shop.url + '/');
      await hydrated(page);
      await page.getByRole('link', { name: 'Offers', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
      expect(await page.getByRole('form', { name: 'Filters' }).getByRole('group', { name: 'Brand' }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('group', { name: 'Vendor' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
}
