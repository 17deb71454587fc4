import type { Page } from 'playwright-core';
import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated } from '../helpers/browser';

/**
 * The header's predictive search in Chromium on the built demo shop, at 375, 768 and 1440 px: three letters
 * suggest a category, a brand and products; the arrow keys and Enter open the active one; the empty box lists
 * the recent search; nothing matching says so and offers close names, in the overlay and on the results page.
 * axe finds nothing serious with the overlay open; no console error. Screenshots in /work/shots/search-*.png.
 */

const e2e = demoShopInChromium();
const SHOTS = '/work/shots';

// What the page functions below use in the browser (the tests' own compilation has no DOM library).
declare const document: { activeElement: { id: string; getAttribute(name: string): string | null } | null };

async function openHome(width: number) {
  const context = await e2e.chrome.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => (msg.type() === 'error' || msg.type() === 'warning') && problems.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await gotoHydrated(page, e2e.shop.url + '/');
  await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
  return { context, page, problems };
}

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.waitFor();
  return { dialog, box: dialog.getByRole('combobox', { name: 'Search' }) };
}

for (const width of [375, 768, 1440]) {
  test(`at ${width} px: "nai" suggests the Nails category, the Mayfield Nails brand and nail products; arrow down + Enter opens the first`, async () => {
    const { context, page, problems } = await openHome(width);
    try {
      const { dialog, box } = await openSearch(page);
      await box.pressSequentially('nai', { delay: 30 });
      const list = dialog.getByRole('listbox', { name: 'Suggestions' });
      await list.waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
      await list
        .getByRole('group', { name: 'Categories' })
        .getByRole('option', { name: /^Nails/ })
        .waitFor();
      await list
        .getByRole('group', { name: 'Brands' })
        .getByRole('option', { name: /Mayfield Nails/ })
        .waitFor();
      const products = list.getByRole('group', { name: 'Products' }).getByRole('option');
      expect(await products.count()).toBeGreaterThan(0);
      expect((await products.allTextContents()).every((t) => /nail/i.test(t) && /£\d+\.\d\d/.test(t))).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/search-suggestions-${width}.png` });

      await page.keyboard.press('ArrowDown');
      const first = list.getByRole('option').first();
      expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      expect(await first.getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
      const href = (await first.getAttribute('href'))!;
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === href);
      expect(href).toBe('/subcategory/nails');
      await dialog.waitFor({ state: 'hidden' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('the empty box lists the recent searches; nothing matching says so with close names, in the overlay and on the results page', async () => {
  const { context, page, problems } = await openHome(1440);
  try {
    let { dialog, box } = await openSearch(page);
    await box.pressSequentially('serum', { delay: 30 });
    await dialog.getByRole('listbox', { name: 'Suggestions' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'serum');

    ({ dialog, box } = await openSearch(page));
    const recent = dialog.getByRole('listbox', { name: 'Recent searches' });
    await recent.getByRole('option', { name: 'serum' }).waitFor();
    await dialog.getByRole('button', { name: 'Clear recent searches' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/search-recent-1440.png` });

    await box.pressSequentially('mayfeild', { delay: 30 });
    await dialog.getByRole('status').filter({ hasText: 'No results for “mayfeild”' }).waitFor();
    await dialog.getByRole('group', { name: 'Did you mean' }).getByRole('option', { name: 'Mayfield Nails Brand', exact: true }).waitFor();
    expect(await dialog.getByRole('group', { name: 'Popular categories' }).getByRole('option').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/search-no-results-overlay-1440.png` });

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'mayfeild');
    await page.getByText('No results for “mayfeild”').waitFor();
    const close = page.getByRole('region', { name: 'Did you mean' });
    expect(await close.getByRole('link', { name: 'Mayfield Nails', exact: true }).getAttribute('href')).toBe(
      '/Mayfield%20Nails/mayfield-nails',
    );
    await page.getByRole('region', { name: 'Popular categories' }).getByRole('link').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/search-no-results-page-1440.png`, fullPage: true });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
