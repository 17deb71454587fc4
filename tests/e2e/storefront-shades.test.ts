import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated } from '../helpers/browser';

/**
 * Shade-led listings in Chromium against the built demo shop, at a phone, a tablet and a desktop width: a card
 * per family with the family's name, the shade in full on its own line and the family's swatches; "Show every
 * shade" turns it into a card per shade and back; a swatch shows its shade's picture while pointed at; the
 * product page names its out-of-stock shades; axe on it all. Screenshots go to /work/shots/shades-*.png.
 */
const e2e = demoShopInChromium();
const SHOTS = '/work/shots';
const SUB = 'lipstick';

interface Card {
  name: string;
  gallery: string[];
  familyName: string;
  variantLabel: string | null;
  swatches: { totalItems: number; items: { name: string; inStock: boolean; image: string | null }[] };
}

async function listing(grouping: 'AUTO' | 'PRODUCT', swatches = 5): Promise<{ totalItems: number; items: Card[] }> {
  const res = await fetch(e2e.shop.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query($grouping: ProductGrouping, $take: Int) { productListing(filter: { subCategorySlug: "${SUB}" }, page: { take: 24 }, grouping: $grouping) {
        totalItems items { name gallery familyName variantLabel swatches(take: $take) { totalItems items { name inStock image } } } } }`,
      variables: { grouping, take: swatches },
    }),
  });
  const body = (await res.json()) as { data: { productListing: { totalItems: number; items: Card[] } } };
  return body.data.productListing;
}

/** What each card shows: the name as cut, the line under it, and its swatches' accessible names. */
const cardsOf = (page: Page) =>
  page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h3 a')!.getAttribute('title'),
      shown: card.querySelector('h3 [aria-hidden]')!.textContent,
      line: card.querySelector('h3 + p')!.textContent,
      swatches: [...card.querySelectorAll('ul[aria-label^="Shades of"] a')].map((a) => a.getAttribute('aria-label')),
    })),
  );

/** Retries `read` until `ok` holds (5 s), then returns its last value (the page's CSP refuses waitForFunction's strings). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 5000;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
const cardCount = async (page: Page, n: number) =>
  expect(
    await until(
      () => page.locator('main article').count(),
      (count) => count === n,
    ),
  ).toBe(n);
const firstPicture = (page: Page) => page.locator('main article img').first().getAttribute('src');

const cut = (name: string) => (name.length > 30 ? `${name.slice(0, 30)}...` : name);
const expectedSwatches = (card: Card) => [
  ...card.swatches.items.map((s) => (s.inStock ? s.name : `${s.name} — out of stock`)),
  ...(card.swatches.totalItems > 5 ? [`${card.swatches.totalItems - 5} more shades`] : []),
];

async function openPage(width: number, path: string) {
  const context = await e2e.chrome.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await gotoHydrated(page, e2e.shop.url + path);
  await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
  return { page, problems, close: () => context.close() };
}

beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

for (const width of [375, 768, 1440]) {
  test(`a shade-led listing at ${width} px: a card per family, the shade in full, swatches; "Show every shade" and back; axe`, async () => {
    const [families, every] = await Promise.all([listing('AUTO'), listing('PRODUCT')]);
    expect(families.totalItems).toBeLessThan(every.totalItems);
    const { page, problems, close } = await openPage(width, `/subcategory/${SUB}`);
    try {
      const toggle = page.getByRole('checkbox', { name: 'Show every shade' });
      expect(await toggle.isChecked()).toBe(false);
      const expected = (cards: Card[]) =>
        cards.map((c) => ({
          title: c.name,
          shown: cut(c.familyName),
          line: c.variantLabel,
          swatches: c.swatches.totalItems > 1 ? expectedSwatches(c) : [],
        }));
      expect(await cardsOf(page)).toEqual(expected(families.items));
      expect(families.items.every((c) => c.swatches.totalItems > 1 && c.variantLabel)).toBe(true);
      await page.locator('main article').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/shades-lipstick-families-${width}.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await toggle.click();
      await page.waitForURL(/shades=all/);
      await cardCount(page, every.items.length);
      expect(await cardsOf(page)).toEqual(expected(every.items));
      expect(await page.getByRole('checkbox', { name: 'Show every shade' }).isChecked()).toBe(true);
      await page.locator('main article').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/shades-lipstick-every-${width}.png` });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('checkbox', { name: 'Show every shade' }).click();
      await page.waitForURL((url) => !url.search.includes('shades='));
      await cardCount(page, families.items.length);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
}

test('pointing at a swatch shows that shade on the card; the product page names its out-of-stock shades, still links', async () => {
  const { page, problems, close } = await openPage(1440, `/subcategory/${SUB}`);
  try {
    const [first] = (await listing('AUTO')).items;
    const shade = first.swatches.items.find((s) => s.image && s.image !== first.gallery[0])!;
    expect(shade).toBeDefined();
    const card = page.locator('main article').first();
    const picture = () => card.locator('img').first().getAttribute('src');
    const own = await picture();
    await card.getByRole('link', { name: shade.inStock ? shade.name : `${shade.name} — out of stock`, exact: true }).hover();
    await until(
      () => firstPicture(page),
      (src) => src !== own,
    );
    expect(await picture()).toBe(`/uploads/products/${encodeURIComponent(shade.image!)}`);
    await page.screenshot({ path: `${SHOTS}/shades-swatch-hover-1440.png`, clip: (await card.boundingBox())! });
    await page.mouse.move(0, 0);
    expect(
      await until(
        () => firstPicture(page),
        (src) => src === own,
      ),
    ).toBe(own);

    // A family with an out-of-stock shade: its product page's picker says so and still links to it.
    const every = await listing('PRODUCT', 20);
    const withOut = every.items.find((c) => c.swatches.items.some((s) => !s.inStock))!;
    expect(withOut).toBeDefined();
    const out = withOut.swatches.items.find((s) => !s.inStock)!;
    await gotoHydrated(page, `${e2e.shop.url}/subcategory/${SUB}?shades=all`);
    await page.getByRole('link', { name: withOut.name, exact: true }).first().click();
    await page.waitForURL(/\/product\//);
    const picker = page.getByRole('group', { name: /^Shade:/ });
    const struck = picker.getByRole('link', { name: `${out.name} — out of stock` });
    await struck.waitFor();
    expect(await struck.count()).toBe(1);
    expect(await struck.getAttribute('href')).toMatch(/^\/product\//);
    await picker.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/shades-product-picker-1440.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
});
