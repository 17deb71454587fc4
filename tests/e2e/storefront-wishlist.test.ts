import path from 'node:path';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated } from '../helpers/browser';

/**
 * The wishlist (issue 19), in Chromium against the built demo shop at a phone's and a desktop's width: a
 * guest presses the heart on a product card and on a product page, logs in, and finds both in My Account ›
 * Wishlist; Move to basket puts one in the basket and takes it off the list. axe finds nothing serious; no
 * console error or CSP violation. Screenshots go to E2E_SCREENSHOTS (wishlist-*.png) when it is set.
 */
const e2e = backOfficeInChromium();

async function newCustomer() {
  const email = `wishlist.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
  const password = 'Wishlist-shopper-1';
  await e2e.gql('mutation($i: RegisterInput!) { register(input: $i) { message } }', {
    i: { name: 'Priya Shah', email, password, confirmPassword: password },
  });
  return { email, password };
}

async function shot(page: Page, name: string, width: number) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `wishlist-${name}-${width}.png`), fullPage: name !== 'listing' });
}

test.each([375, 1440])(
  'at %i px a guest hearts two products, logs in and finds both in My Account › Wishlist; one moves to the basket',
  async (width) => {
    const customer = await newCustomer();
    const { page, context, problems } = await e2e.open(width);

    // A heart on a card of the listing.
    await gotoHydrated(page, `${e2e.shop.url}/products`);
    const firstCard = page.getByRole('article').first();
    const cardName = (await firstCard.getAttribute('aria-label'))!;
    const cardHeart = firstCard.getByRole('button', { name: `Save to wishlist: ${cardName}` });
    await cardHeart.click();
    await firstCard.getByRole('button', { name: `Remove from wishlist: ${cardName}`, pressed: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'listing', width);

    // The heart beside Add to basket on another product's page.
    const second = page.getByRole('article').nth(1);
    const pageName = (await second.getAttribute('aria-label'))!;
    await second.getByRole('link', { name: pageName }).click();
    await page.getByRole('heading', { level: 1, name: pageName }).waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: `Save to wishlist: ${pageName}` })
      .click();
    await page
      .getByRole('main')
      .getByRole('button', { name: `Remove from wishlist: ${pageName}`, pressed: true })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'product', width);

    // Logging in takes both into the account.
    await gotoHydrated(page, `${e2e.shop.url}/login`);
    await e2e.signIn(page, customer);
    await page.waitForURL((url) => url.pathname !== '/login');
    await gotoHydrated(page, `${e2e.shop.url}/account/wishlist`);
    const list = page.getByRole('region', { name: 'Your wishlist' });
    await list.getByRole('link', { name: cardName }).waitFor();
    await list.getByRole('link', { name: pageName }).waitFor();
    expect(await page.evaluate("localStorage.getItem('wishlist')")).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'account', width);

    // Move to basket: in the basket, off the wishlist.
    await list.getByRole('button', { name: `Move to basket: ${pageName}` }).click();
    await page.getByText(`${pageName} was moved to your basket.`).waitFor();
    // The basket drawer opened; closing it leaves the focus on the wishlist, not lost with the row's button.
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate('document.activeElement && document.activeElement.textContent')).toBe('Your wishlist');
    await page.getByTestId('basket-count').filter({ hasText: '1' }).first().waitFor({ state: 'attached' });
    await list.getByRole('link', { name: cardName }).waitFor();
    expect(await list.getByRole('link', { name: pageName }).count()).toBe(0);
    const basket = (await page.evaluate("JSON.parse(localStorage.getItem('basket') ?? '[]')")) as { productName: string }[];
    expect(basket.map((l) => l.productName)).toEqual([pageName]);

    // The hearts now show the account's wishlist.
    await gotoHydrated(page, `${e2e.shop.url}/products`);
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: `Remove from wishlist: ${cardName}`, pressed: true })
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  },
);
