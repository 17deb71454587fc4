import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { readOutboxDir } from '../helpers/outbox';
import { gotoHydrated } from '../helpers/browser';

/**
 * Back-in-stock alerts in Chromium against the built demo shop: shoppers at 375 and 1440 px ask to be
 * told when an out-of-stock product is back (a wrong address first), staff see the waiting alerts and
 * receive stock in the back office, and each shopper's mail is in the outbox exactly once, even after a
 * second delivery; the mail's link removes the alert. Screenshots go to /work/shots/alerts-*.png.
 */
const e2e = backOfficeInChromium({ admin: { email: 'alerts-admin@example.co.uk', password: 'Alerts-pass-123' } });
const { open, logIn, gql, adminToken } = e2e;
const SHOTS = process.env.ALERT_SHOTS ?? '/work/shots';
const EMAIL_ME = "Email me when it's back";

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `alerts-${name}.png`), fullPage: false });
}

const alertMails = async () =>
  (await readOutboxDir(path.join(e2e.shop.dataDir, 'outbox'))).filter((m) => m.subject.startsWith('Back in stock'));

async function mailsSettle(count: number): Promise<Awaited<ReturnType<typeof alertMails>>> {
  const until = Date.now() + 15_000;
  while ((await alertMails()).length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  // Anything more that was going to be written would be by now.
  await new Promise((r) => setTimeout(r, 1000));
  return alertMails();
}

test("shoppers ask to be told when an out-of-stock product is back; staff receive stock; each mail goes once; the mail's link removes the alert", async () => {
  const token = await adminToken();
  const { products } = await gql<{ products: { items: { id: number; name: string; slug: string }[] } }>(
    '{ products(options: { search: "serum", take: 1, sortBy: "name", isActive: true }) { items { id name slug } } }',
    {},
    token,
  );
  const product = products.items[0];
  await gql('mutation ($id: Int!) { updateProduct(id: $id, input: { stockQuantity: 0 }) { id } }', { id: product.id }, token);

  for (const width of [375, 1440]) {
    const email = `shopper-${width}@example.co.uk`;
    const { page, context, problems } = await open(width);
    try {
      await gotoHydrated(page, `${e2e.shop.url}/product/${product.slug}`);
      const region = page.getByRole('region', { name: EMAIL_ME });
      await region.waitFor();
      // The form works once its part has hydrated (React has put its handlers on the form).
      // (A function: the page's CSP refuses strings once the check has to wait.)
      await page.waitForFunction(() => {
        type Found = { closest(selector: string): object | null } | null;
        const { document } = globalThis as unknown as { document: { querySelector(selector: string): Found } };
        const form = document.querySelector('form input[name="email"]')?.closest('form');
        return Boolean(form && Object.keys(form).some((k) => k.startsWith('__reactProps')));
      });
      // axe checks the form's section (the rest of the product page is storefront-a11y's).
      const section = `[aria-labelledby="${await region.getAttribute('aria-labelledby')}"]`;
      const field = region.getByLabel('Email', { exact: true });
      await field.fill('not-an-address');
      await field.press('Enter');
      await region.getByText('Email is not a valid email address').waitFor();
      expect(await page.evaluate("document.activeElement?.getAttribute('name')")).toBe('email');
      expect(await seriousAxeViolations(page, section)).toEqual([]);
      await region.scrollIntoViewIfNeeded();
      await shot(page, `form-error-${width}`);

      await field.fill(email);
      await region.getByRole('button', { name: EMAIL_ME }).click();
      const status = region.getByRole('status');
      await status.getByText(`Thank you. We will e-mail ${email} once when ${product.name} is back in stock.`).waitFor();
      expect(await seriousAxeViolations(page, section)).toEqual([]);
      await shot(page, `form-done-${width}`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }
  expect(await alertMails()).toEqual([]);

  const { page, context, problems } = await open(1440);
  try {
    await logIn(page, `/dashboard/products?q=${encodeURIComponent(product.name)}`);
    const row = page.getByRole('row').filter({ hasText: product.name }).first();
    await row.waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[headers.findIndex((h) => h.startsWith('Stock alerts'))]).toBe('2');
    await shot(page, 'staff-products-1440');

    await gotoHydrated(page, `${e2e.shop.url}/dashboard/stock`);
    await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
    await page.getByRole('button', { name: 'Add stock movement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add stock movement' });
    await dialog.getByRole('searchbox', { name: 'Search product by name' }).fill(product.name);
    const choice = dialog.getByRole('combobox', { name: 'Product' }).locator('option', { hasText: product.name }).first();
    await choice.waitFor({ state: 'attached' });
    await dialog.getByRole('combobox', { name: 'Product' }).selectOption({ label: (await choice.textContent()) ?? '' });
    expect(await dialog.getByRole('combobox', { name: 'Reason' }).inputValue()).toBe('received');
    await dialog.getByLabel('Quantity').fill('8');
    await dialog.getByRole('button', { name: 'Add stock movement' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shot(page, 'staff-stock-1440');

    const mails = await mailsSettle(2);
    expect(mails.map((m) => m.to).sort()).toEqual(['shopper-1440@example.co.uk', 'shopper-375@example.co.uk']);
    expect(mails.every((m) => m.subject === `Back in stock: ${product.name}`)).toBe(true);

    // A second delivery sends nothing more.
    await gql(
      'mutation ($id: Int!) { createStockMovement(input: { productId: $id, quantity: 4, reason: "received" }) { id } }',
      { id: product.id },
      token,
    );
    expect(await mailsSettle(3)).toHaveLength(2);

    const link = /\/stock-alerts\/unsubscribe\?token=[0-9a-f]{64}/.exec(mails[0].text)![0];
    // The link asks first (a mail scanner opening it removes nothing); the button removes the alert.
    await page.goto(e2e.shop.url + link);
    await page.getByRole('heading', { level: 1, name: 'Remove your alert?' }).waitFor();
    await page.getByRole('button', { name: 'Remove my alert' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your alert is removed' }).waitFor();
    await shot(page, 'unsubscribed-1440');
    await page.goto(e2e.shop.url + link);
    await page.getByRole('heading', { level: 1, name: 'No alert to remove' }).waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
