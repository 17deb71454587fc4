import path from 'node:path';
import type { Page } from 'playwright-core';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { readOutboxDir, type OutboxMessage } from '../helpers/outbox';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated, until } from '../helpers/browser';

/**
 * A registered customer's order from the basket to the parcel, in Chromium against the built demo shop:
 * the customer logs in, buys through /checkout by keyboard alone and finds the order in My Account as pending; staff mark it
 * paid, then dispatched with a tracking number, in the back office; the customer's order page then says
 * dispatched with that tracking number, the status mail carries it, and the paid order's reward points
 * show in My Account. axe finds nothing serious on the customer's pages; no console error or CSP violation.
 */
const e2e = backOfficeInChromium();
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface Listed {
  slug: string;
  name: string;
  stockQuantity: number;
}

/** A product in stock, from the home page's Latest Deals. */
async function aProductInStock(): Promise<Listed> {
  const { latestDeals } = await e2e.gql<{ latestDeals: { linkType: string; linkSlug: string }[] }>('{ latestDeals { linkType linkSlug } }');
  const slug = latestDeals.find((d) => d.linkType === 'product')!.linkSlug;
  const { storeProduct } = await e2e.gql<{ storeProduct: Listed & { related: Listed[] } }>(
    `{ storeProduct(slug: "${slug}") { slug name stockQuantity related(limit: 8) { slug name stockQuantity } } }`,
  );
  return [storeProduct, ...storeProduct.related].find((p) => p.stockQuantity >= 3)!;
}

/** The first outbox mail to `to` whose subject matches, waiting a little for mail sent after the answer. */
async function mailTo(to: string, subject: RegExp): Promise<OutboxMessage> {
  const outbox = path.join(e2e.shop.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const found = (await readOutboxDir(outbox)).find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

async function csp(page: Page): Promise<void> {
  await page.addInitScript(
    "document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI));",
  );
}

test('a registered customer buys, follows the order in My Account, and sees it dispatched with the tracking number staff entered', async () => {
  const email = `journey.${Date.now()}@example.co.uk`;
  const password = 'Journey-shopper-1';
  const registered = await e2e.gql<{ register: { message: string } }>('mutation($i: RegisterInput!) { register(input: $i) { message } }', {
    i: {
      name: 'Priya Lawson',
      email,
      password,
      confirmPassword: password,
      contactNo1: '07700 900456',
      city: 'York',
      address: '3 Stonegate',
      image: { fileName: 'me.png', dataUrl: PIXEL },
    },
  });
  expect(registered.register.message).toBeTruthy();
  const product = await aProductInStock();

  // The customer: log in, buy, find the order in My Account.
  const customer = await e2e.open(1280);
  await csp(customer.page);
  const { page } = customer;
  await gotoHydrated(page, e2e.shop.url + '/login');
  await e2e.signIn(page, { email, password });
  await page.getByText('Priya Lawson').waitFor();
  await gotoHydrated(page, `${e2e.shop.url}/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await page.getByTestId('basket-count').filter({ hasText: '1' }).waitFor();
  await gotoHydrated(page, `${e2e.shop.url}/checkout`);
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  // The account's details fill the contact step (once the page has read the account).
  await until(() => page.getByLabel('Email address').inputValue(), email, 15_000);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Keyboard only from here: Tab walks the form in reading order, arrows choose the service, Space ticks, Enter orders.
  await page.getByLabel('Email address').focus();
  const focused = () =>
    page.evaluate<string>("document.activeElement?.labels?.[0]?.textContent?.trim() ?? document.activeElement?.textContent?.trim() ?? ''");
  const tabTo = async (label: RegExp) => {
    for (let i = 0; i < 12 && !label.test(await focused()); i++) await page.keyboard.press('Tab');
    expect(await focused()).toMatch(label);
  };
  await tabTo(/^Address line 1/);
  await page.keyboard.type('3 Stonegate');
  await tabTo(/^Town or city/);
  await page.keyboard.type('York');
  await page.keyboard.press('Tab');
  expect(await focused()).toMatch(/^Postcode/);
  await page.keyboard.type('yo1 8az');
  await tabTo(/^Tracked with email updates, 2-4/);
  await page.keyboard.press('ArrowDown');
  expect(await focused()).toMatch(/^Tracked and signed for, 1-2/);
  expect(await page.getByRole('radio', { name: /Tracked and signed for, 1-2/ }).isChecked()).toBe(true);
  await tabTo(/I accept the terms and conditions/);
  await page.keyboard.press('Space');
  await tabTo(/^Place order$/);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/checkout/confirmation');
  const accountLink = page.getByRole('link', { name: /^View order / });
  const orderPath = (await accountLink.getAttribute('href'))!;
  expect(orderPath).toMatch(/^\/account\/orders\/\d+$/);
  const orderId = Number(orderPath.split('/').pop());
  expect(await seriousAxeViolations(page)).toEqual([]);
  const orderNumber = /BS-[0-9]{8}-[A-Z0-9]+/.exec((await accountLink.textContent())!)![0];

  await gotoHydrated(page, e2e.shop.url + '/account/orders');
  const listed = page.getByRole('row').filter({ hasText: orderNumber });
  await listed.waitFor();
  expect(await listed.textContent()).toMatch(/Pending/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Staff: paid, then dispatched with the carrier's tracking number.
  const staff = await e2e.open(1440);
  await e2e.logIn(staff.page, `/dashboard/orders/${orderId}`);
  await staff.page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
  const status = staff.page.getByRole('combobox', { name: 'New status' });
  await status.selectOption('paid');
  await staff.page.getByRole('button', { name: 'Update status' }).click();
  await staff.page.getByRole('region', { name: 'History' }).getByText('Paid').first().waitFor();
  await status.selectOption('dispatched');
  await staff.page.getByLabel('Tracking number').fill('RM246813579GB');
  await staff.page.getByLabel('Carrier').fill('Royal Mail');
  await staff.page.getByRole('button', { name: 'Update status' }).click();
  await staff.page.getByRole('region', { name: 'History' }).getByText('RM246813579GB').waitFor();

  // The customer sees it dispatched with the tracking number, and is told by mail.
  await gotoHydrated(page, e2e.shop.url + orderPath);
  await page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` }).waitFor();
  const main = page.getByRole('main');
  await main.getByText('RM246813579GB').first().waitFor();
  expect(await main.textContent()).toMatch(/Dispatched/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'View and print the VAT invoice' }).click();
  await page.getByRole('heading', { level: 1, name: 'VAT invoice' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const dispatched = await mailTo(email, /is on its way/);
  expect(dispatched.text).toContain('RM246813579GB');

  // Paid orders earn reward points, shown in My Account.
  await gotoHydrated(page, e2e.shop.url + '/account/points');
  await page.getByText(orderNumber).first().waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  expect(customer.problems).toEqual([]);
  expect(staff.problems).toEqual([]);
  await customer.context.close();
  await staff.context.close();
});
