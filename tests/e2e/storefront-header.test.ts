import type { BrowserContext, Page } from 'playwright-core';
import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';

/**
 * The header in Chromium on the built demo shop: the search overlay to a product, the mega-menu by keyboard,
 * the mobile category list at 375 px, autoplay holding still under keyboard focus, and axe-core with the
 * mega-menu, the drawer and the search overlay open at 375 and 1440 px; no console error, no CSP violation.
 */

const e2e = demoShopInChromium();

// What the page functions below use in the browser (the tests' own compilation has no DOM library).
interface PageElement {
  textContent: string | null;
  closest(selector: string): PageElement | null;
  getAttribute(name: string): string | null;
}
declare const document: { activeElement: PageElement | null; querySelector(selector: string): PageElement | null };
declare function getComputedStyle(el: unknown): { backgroundImage: string };

interface Watched {
  page: Page;
  context: BrowserContext;
  problems: string[];
  graphql: string[];
}

async function open(width: number, pathname = '/'): Promise<Watched> {
  const context = await e2e.chrome.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  const graphql: string[] = [];
  page.on('console', (msg) => (msg.type() === 'error' || msg.type() === 'warning') && problems.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (r) => new URL(r.url()).pathname === '/graphql' && graphql.push(r.postData() ?? ''));
  await page.addInitScript(
    "window.__cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));",
  );
  await page.goto(e2e.shop.url + pathname, { waitUntil: 'networkidle' });
  // The basket count fills in after hydration.
  await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
  return { page, context, problems, graphql };
}

async function expectClean(w: Watched) {
  expect(await w.page.evaluate<string[]>('window.__cspViolations')).toEqual([]);
  expect(w.problems).toEqual([]);
}

/** Presses Tab until the focused element has this accessible text (at most `limit` presses). */
async function tabTo(page: Page, text: string, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

test('the search overlay: nothing is sent for blank text; results show cut names, £ prices and N% OFF; a result opens its product', async () => {
  const w = await open(1440);
  const { page } = w;
  try {
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    const input = dialog.getByPlaceholder('Type to search');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.pressSequentially('   ');
    await page.waitForTimeout(800);
    expect(w.graphql).toEqual([]);

    await input.pressSequentially('shampoo', { delay: 20 });
    await dialog
      .getByRole('status')
      .filter({ hasText: /^\d+ results$/ })
      .waitFor();
    // Debounced: far fewer requests than keystrokes (one when the machine keeps up), the last for the whole word.
    const asked = w.graphql.map((body) => JSON.parse(body).variables.query as string);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(asked[asked.length - 1]).toBe('shampoo');
    const results = dialog.getByRole('list').getByRole('link');
    expect(await results.count()).toBeGreaterThan(1);
    const texts = await results.allTextContents();
    expect(texts.every((t) => /£\d+\.\d\d/.test(t))).toBe(true);
    expect(texts.some((t) => /\d+% OFF/.test(t))).toBe(true);
    // Long names are cut at 30 characters plus an ellipsis (the full name stays for screen readers).
    const cut = (await results.first().locator('[aria-hidden="true"]').first().textContent())!;
    expect(cut).toMatch(/^.{30}\.\.\.$/);
    expect(await dialog.getByRole('link', { name: /^See all \d+ results$/ }).getAttribute('href')).toBe('/search?q=shampoo');

    const href = (await results.first().getAttribute('href'))!;
    expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
    await results.first().click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.evaluate(() => !!document.querySelector('dialog[open]'))).toBe(false);

    // No result: the legacy shop's words. Escape closes the overlay and the focus is back on the button.
    await button.click();
    await input.fill('zzzqqq');
    await dialog.getByText('No Search Result Found !', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    // A press outside the panel closes it too.
    await button.click();
    await dialog.waitFor();
    await page.mouse.click(10, 880);
    await dialog.waitFor({ state: 'hidden' });
    await expectClean(w);
  } finally {
    await w.context.close();
  }
});

test('the mega-menu by keyboard: focus previews a category and loads its sub-categories; its button opens it for use, Escape closes and returns focus to the button', async () => {
  const w = await open(1440);
  const { page } = w;
  try {
    const bar = page.getByRole('navigation', { name: 'Categories' });
    const first = bar.getByRole('link').first();
    const name = (await first.textContent())!.trim();
    expect(w.graphql).toEqual([]);
    await tabTo(page, name);
    const toggle = bar.getByRole('button', { name: `${name} sub-categories` });
    const panel = page.getByTestId('mega-menu');
    await panel.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const columns = panel.getByRole('list', { name: `${name} sub-categories` });
    await columns.waitFor();
    // Only this category was asked for.
    expect(w.graphql).toHaveLength(1);
    expect(JSON.parse(w.graphql[0]).variables).toEqual({ categoryCode: expect.any(String) });
    const subLinks = await columns.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(subLinks.length).toBeGreaterThan(1);
    expect(subLinks.every((href) => /^\/subcategory\/[a-z0-9-]+(\/[a-z0-9-]+)?$/.test(href ?? ''))).toBe(true);
    expect(subLinks.some((href) => /^\/subcategory\/[a-z0-9-]+\/[a-z0-9-]+$/.test(href ?? ''))).toBe(true);

    // A preview: Tab goes from the disclosure button on to the next category, not through the panel.
    await page.keyboard.press('Tab');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    const second = (await bar.getByRole('link').nth(1).textContent())!.trim();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(second);
    await page.keyboard.press('Shift+Tab');
    const asked = w.graphql.length;
    // The button opens it for use: focus moves in, and Tab goes through it.
    await page.keyboard.press('Enter');
    await panel.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(`All ${name}`);
    await page.keyboard.press('Tab'); // the first sub-category
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      await columns.getByRole('link').first().getAttribute('href'),
    );
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await panel.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // The panel's data came from the cache the second time.
    expect(w.graphql).toHaveLength(asked);

    // Three columns per view at 1440 px (CSS scroll-snap), each a third of the track.
    const widths = await columns.evaluate((ul) => [
      ul.clientWidth,
      ...[...ul.children].slice(0, 3).map((li) => li.getBoundingClientRect().width),
    ]);
    if (widths.length === 4) expect(Math.round((widths[1] * 3 + 48) / 10)).toBe(Math.round(widths[0] / 10));

    // Following a sub-category link goes there and closes the panel.
    const target = subLinks[0]!;
    await panel.locator(`a[href="${target}"]`).click();
    await page.waitForURL((url) => url.pathname === target);
    await panel.waitFor({ state: 'detached' });

    // The bar overflows at this width and shows its scroll cue.
    const list = bar.getByRole('list');
    const overflow = await list.evaluate((ul) => ({ scrolls: ul.scrollWidth > ul.clientWidth, cue: getComputedStyle(ul).backgroundImage }));
    expect(overflow.scrolls).toBe(true);
    expect(overflow.cue).toContain('radial-gradient');
    await expectClean(w);
  } finally {
    await w.context.close();
  }
});

test('the mobile category list at 375 px: the bar gives way to a menu drawer whose categories expand to their sub-categories on demand', async () => {
  const w = await open(375);
  const { page } = w;
  try {
    expect(await page.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Categories menu' });
    const box = (await menu.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await drawer.waitFor();
    const nav = drawer.getByRole('navigation', { name: 'Categories' });
    expect(await nav.getByRole('link').count()).toBeGreaterThan(10);
    expect(w.graphql).toEqual([]);
    const face = nav.getByRole('button', { name: 'Face sub-categories' });
    await face.click();
    expect(await face.getAttribute('aria-expanded')).toBe('true');
    const foundation = nav.getByRole('link', { name: 'Foundation', exact: true });
    await foundation.waitFor();
    expect(w.graphql).toHaveLength(1);

    expect(await seriousAxeViolations(page)).toEqual([]);

    await foundation.click();
    await page.waitForURL((url) => url.pathname === '/subcategory/foundation');
    await drawer.waitFor({ state: 'hidden' });
    await expectClean(w);
  } finally {
    await w.context.close();
  }
});

for (const width of [375, 1440]) {
  test(`axe at ${width} px with the search overlay open on results${width > 768 ? ' and with the mega-menu open' : ''}: no serious or critical violation`, async () => {
    const w = await open(width);
    const { page } = w;
    try {
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (width > 768) {
        const bar = page.getByRole('navigation', { name: 'Categories' });
        const name = (await bar.getByRole('link').first().textContent())!.trim();
        await bar.getByRole('button', { name: `${name} sub-categories` }).click();
        await page
          .getByTestId('mega-menu')
          .getByRole('list', { name: `${name} sub-categories` })
          .waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: 'Search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByPlaceholder('Type to search').fill('serum');
      await dialog
        .getByRole('status')
        .filter({ hasText: /results?$/ })
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByPlaceholder('Type to search').fill('zzzqqq');
      await dialog.getByText('No Search Result Found !', { exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await expectClean(w);
    } finally {
      await w.context.close();
    }
  });
}

test('the banner carousel holds still while keyboard focus is inside it, and moves on again once focus leaves', async () => {
  const w = await open(1440);
  const { page } = w;
  try {
    const banner = page.locator('[role="region"][aria-roledescription="carousel"]');
    await banner.and(page.locator('[data-ready]')).waitFor();
    const active = () => banner.locator('.swiper-slide-active').getAttribute('aria-label');
    // Keyboard focus onto its Next button (Tab away and back, so it is focus a keyboard gave).
    const next = banner.getByRole('button', { name: /^Next/ });
    await next.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await next.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    const held = await active();
    await page.waitForTimeout(5000);
    expect(await active()).toBe(held);
    // Focus leaves: autoplay (4000 ms) resumes.
    await page.getByRole('link', { name: 'Beauty Shop home' }).focus();
    await page.waitForFunction(
      (label) =>
        document.querySelector('[role="region"][aria-roledescription="carousel"] .swiper-slide-active')?.getAttribute('aria-label') !==
        label,
      held,
      { timeout: 7000 },
    );
    await expectClean(w);
  } finally {
    await w.context.close();
  }
});
