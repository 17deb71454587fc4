import type { BrowserContext, Page } from 'playwright-core';
import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated } from '../helpers/browser';

/**
 * The header in Chromium on the built demo shop: the search overlay to a product, the department bar on one
 * line, a department's panel by keyboard and by hover, the menu drawer at 375 px, autoplay holding still under keyboard focus, and axe-core with the
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
  await gotoHydrated(page, e2e.shop.url + pathname);
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

test('the search overlay: nothing is sent for blank text; product suggestions show whole names, £ prices and N% OFF; a suggestion opens its product', async () => {
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
      .filter({ hasText: /^\d+ suggestions?$/ })
      .waitFor();
    // Debounced: far fewer requests than keystrokes (one when the machine keeps up), the last for the whole word.
    const asked = w.graphql.map((body) => JSON.parse(body).variables.text as string);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(asked[asked.length - 1]).toBe('shampoo');
    const results = dialog.getByRole('group', { name: 'Products' }).getByRole('option');
    expect(await results.count()).toBeGreaterThan(1);
    const texts = await results.allTextContents();
    expect(texts.every((t) => /£\d+\.\d\d/.test(t))).toBe(true);
    expect(texts.some((t) => /\d+% OFF/.test(t))).toBe(true);
    // Whole names, never cut at 30 characters.
    expect(texts.some((t) => t.includes('...'))).toBe(false);
    expect(await dialog.getByRole('link', { name: 'See all results for “shampoo”' }).getAttribute('href')).toBe('/search?q=shampoo');

    const href = (await results.first().getAttribute('href'))!;
    expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
    await results.first().click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.evaluate(() => !!document.querySelector('dialog[open]'))).toBe(false);

    // No result: it says so, naming the text. Escape closes the overlay and the focus is back on the button.
    await button.click();
    await input.fill('zzzqqq');
    await dialog.getByText('No results for “zzzqqq”', { exact: true }).waitFor();
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

const DEPARTMENTS = ['Hair', 'Skin Care', 'Make-up', 'Fragrance', 'Bath & Body', "Men's Grooming"];

for (const width of [1024, 1440]) {
  test(`the department bar at ${width} px: the six departments, then Brands, Offers and New In, all on one line in view`, async () => {
    const w = await open(width);
    const { page } = w;
    try {
      const bar = page.getByRole('navigation', { name: 'Departments' });
      const links = bar.getByRole('link');
      expect((await links.allTextContents()).map((t) => t.trim())).toEqual([...DEPARTMENTS, 'Brands', 'Offers', 'New In']);
      const boxes = await links.evaluateAll((as) =>
        as.map((a) => a.getBoundingClientRect()).map((r) => ({ top: r.top, right: r.right, width: r.width })),
      );
      expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
      expect(boxes.every((b) => b.width > 0 && b.right <= width)).toBe(true);
      for (const name of DEPARTMENTS) expect(await bar.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      // Nothing is loaded until a department is opened.
      expect(w.graphql).toEqual([]);
      await expectClean(w);
    } finally {
      await w.context.close();
    }
  });
}

test('at 1440 px every department is within ten Tab stops of the page top: the second skip link goes to the bar', async () => {
  const w = await open(1440);
  const { page } = w;
  try {
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to departments');
    expect(await page.getByRole('link', { name: 'Skip to departments' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    // The bar is already in view: the page stays where it is (the shop news stays visible).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const reached: string[] = [];
    for (let stops = 3; stops <= 10 && reached.length < DEPARTMENTS.length; stops++) {
      await page.keyboard.press('Tab');
      reached.push((await focused()) ?? '');
    }
    expect(reached).toEqual(DEPARTMENTS);
    expect(w.graphql).toEqual([]);
    await expectClean(w);
  } finally {
    await w.context.close();
  }
});

test('below 1024 px there is no skip link to a bar that is not shown', async () => {
  const w = await open(768);
  try {
    await w.page.keyboard.press('Tab');
    await w.page.keyboard.press('Tab');
    expect(await w.page.evaluate(() => document.activeElement?.textContent?.trim())).not.toBe('Skip to departments');
  } finally {
    await w.context.close();
  }
});

test("a department's panel by keyboard at 1440 px: Enter on its button opens it and loads that department only; Tab goes into it; Escape closes it and returns focus; a link in it navigates and closes it", async () => {
  const w = await open(1440);
  const { page } = w;
  try {
    const bar = page.getByRole('navigation', { name: 'Departments' });
    // Tab walks the bar's links without opening or loading anything; Hair's panel button is skipped.
    await tabTo(page, 'Hair');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Skin Care');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('mega-menu').count()).toBe(0);
    expect(w.graphql).toEqual([]);

    // Right arrow along the bar (link, button, link, ...) to Make-up's button; Enter opens its panel.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const toggle = bar.getByRole('button', { name: 'Make-up categories' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('mega-menu');
    await panel.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const categories = panel.getByRole('list', { name: 'Make-up categories' });
    await categories.waitFor();
    expect(w.graphql).toHaveLength(1);
    expect(JSON.parse(w.graphql[0])).toMatchObject({ operationName: 'StoreDepartmentMenu', variables: { slug: 'make-up' } });
    const hrefs = await categories.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(4);
    expect(hrefs.every((href) => /^\/subcategory\/[a-z0-9-]+$/.test(href ?? ''))).toBe(true);
    expect(await panel.getByRole('region', { name: 'Top brands in Make-up' }).getByRole('link').count()).toBeGreaterThan(1);
    expect(await panel.getByRole('link', { name: 'Shop all Make-up' }).getAttribute('href')).toBe('/department/make-up');

    // The focus stays on the button; Tab goes into the panel, ArrowDown moves through it.
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Shop all Make-up');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(hrefs[0]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Again, from the cache; a sub-category link goes there and closes the panel.
    await page.keyboard.press('Space');
    await panel.waitFor();
    expect(w.graphql).toHaveLength(1);
    const target = hrefs[1]!;
    await panel.locator(`a[href="${target}"]`).first().click();
    await page.waitForURL((url) => url.pathname === target);
    await panel.waitFor({ state: 'detached' });
    await expectClean(w);
  } finally {
    await w.context.close();
  }
});

test('hovering a department at 1440 px opens its panel after a short rest; leaving closes it', async () => {
  const w = await open(1440);
  const { page } = w;
  try {
    const bar = page.getByRole('navigation', { name: 'Departments' });
    await bar.getByRole('link', { name: 'Fragrance', exact: true }).hover();
    const panel = page.getByTestId('mega-menu');
    await panel.getByRole('list', { name: 'Fragrance categories' }).waitFor();
    await page.mouse.move(700, 880);
    await panel.waitFor({ state: 'detached' });
    await expectClean(w);
  } finally {
    await w.context.close();
  }
});

test('the drawer at 375 px: the bar gives way to a menu whose departments expand in place to their categories (loaded then) and sub-categories, with account, tracking and help links', async () => {
  const w = await open(375);
  const { page } = w;
  try {
    expect(await page.getByRole('navigation', { name: 'Departments' }).isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const box = (await menu.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    const nav = drawer.getByRole('navigation', { name: 'Departments' });
    const departments = nav.locator('button[aria-expanded]');
    expect((await departments.allTextContents()).map((t) => t.trim())).toEqual(DEPARTMENTS);
    for (const name of ['Brands', 'Offers', 'New In']) expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    const foot = drawer.getByRole('navigation', { name: 'Your account and help' });
    expect((await foot.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual(['Sign in', 'Track your order', 'Help']);
    expect(w.graphql).toEqual([]);

    const makeUp = nav.getByRole('button', { name: 'Make-up', exact: true });
    await makeUp.click();
    expect(await makeUp.getAttribute('aria-expanded')).toBe('true');
    const face = nav.getByRole('button', { name: 'Face', exact: true });
    await face.click();
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
  test(`axe at ${width} px with the search overlay open on suggestions${width > 768 ? ' and with the mega-menu open' : ''}: no serious or critical violation`, async () => {
    const w = await open(width);
    const { page } = w;
    try {
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (width > 768) {
        const bar = page.getByRole('navigation', { name: 'Departments' });
        await bar.getByRole('button', { name: 'Skin Care categories' }).click();
        await page.getByTestId('mega-menu').getByRole('list', { name: 'Skin Care categories' }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: 'Search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByPlaceholder('Type to search').fill('serum');
      await dialog
        .getByRole('status')
        .filter({ hasText: /suggestions?$/ })
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByPlaceholder('Type to search').fill('zzzqqq');
      await dialog.getByText('No results for “zzzqqq”', { exact: true }).waitFor();
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
