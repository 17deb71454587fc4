import { seriousAxeViolations } from '../helpers/axe';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { gone, gotoHydrated } from '../helpers/browser';

/**
 * The back office's own screens in Chromium against the built demo shop, as staff use them: an order moved
 * from pending to paid to dispatched with a tracking number; stock received with batch and expiry; the
 * shop's details changed in Settings and shown by the storefront footer; an enquiry marked read. Then every
 * screen at 1440, 768 and 375 px: no serious or critical axe violation, no console error, no CSP violation.
 */
const e2e = backOfficeInChromium();
const { open, logIn, shoot, gql, adminToken } = e2e;

test('staff move a pending order to paid, then dispatch it with a tracking number; the history says who, when and which parcel', async () => {
  const token = await adminToken();
  const { orders } = await gql<{ orders: { items: { id: number; orderNumber: string }[] } }>(
    '{ orders(options: { status: "pending", take: 1 }) { items { id orderNumber } } }',
    {},
    token,
  );
  const order = orders.items[0];
  const { page, context, problems } = await open();
  try {
    await logIn(page, '/dashboard/orders?status=pending');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('link', { name: order.orderNumber }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).getAttribute('aria-current'),
    ).toBe('page');

    const status = page.getByRole('combobox', { name: 'New status' });
    expect(await status.locator('option').allTextContents()).not.toContain('Delivered');
    await status.selectOption('paid');
    await page.getByRole('button', { name: 'Update status' }).click();
    await page.getByRole('region', { name: 'History' }).getByText('Paid').first().waitFor();

    await status.selectOption('dispatched');
    await page.getByRole('button', { name: 'Update status' }).click();
    await page.getByText('Tracking number is required').waitFor();
    await page.getByLabel('Tracking number').fill('RM123456789GB');
    await page.getByLabel('Carrier').fill('Royal Mail');
    await page.getByRole('button', { name: 'Update status' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('RM123456789GB').waitFor();
    expect(await history.textContent()).toContain('Royal Mail');
    expect(await history.textContent()).toContain('Administrator');
    await shoot(page, 'order-dispatched');

    const { order: after } = await gql<{ order: { status: string; events: { status: string; trackingNumber: string | null }[] } }>(
      `{ order(id: ${order.id}) { status events { status trackingNumber } } }`,
      {},
      token,
    );
    expect(after.status).toBe('dispatched');
    expect(after.events.at(-1)).toEqual({ status: 'dispatched', trackingNumber: 'RM123456789GB' });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("stock received with a batch and an expiry within 90 days raises the product's stock and shows as expiring soon", async () => {
  const token = await adminToken();
  const { products } = await gql<{ products: { items: { id: number; name: string; stockQuantity: number }[] } }>(
    '{ products(options: { search: "serum", take: 1, sortBy: "name" }) { items { id name stockQuantity } } }',
    {},
    token,
  );
  const product = products.items[0];
  const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const batch = `LOT-${Date.now() % 100000}`;
  const { page, context, problems } = await open();
  try {
    await logIn(page, '/dashboard/stock');
    await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
    await page.getByRole('button', { name: 'Add stock movement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add stock movement' });
    await dialog.getByRole('searchbox', { name: 'Search product by name' }).fill(product.name);
    await dialog
      .getByRole('combobox', { name: 'Product' })
      .locator('option', { hasText: product.name })
      .first()
      .waitFor({ state: 'attached' });
    await dialog.getByRole('combobox', { name: 'Product' }).selectOption({
      label:
        (await dialog.getByRole('combobox', { name: 'Product' }).locator('option', { hasText: product.name }).first().textContent()) ?? '',
    });
    await dialog.getByLabel('Quantity').fill('12');
    await dialog.getByLabel('Batch number').fill(batch);
    await dialog.getByLabel('Expiry date').fill(expiry);
    await dialog.getByRole('button', { name: 'Add stock movement' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const batches = page.getByRole('region', { name: 'Batches' });
    const row = batches.getByRole('row', { name: new RegExp(batch) });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Expires in (29|30) days/);
    await shoot(page, 'stock');

    const { product: after } = await gql<{ product: { stockQuantity: number } }>(
      `{ product(id: ${product.id}) { stockQuantity } }`,
      {},
      token,
    );
    expect(after.stockQuantity).toBe(product.stockQuantity + 12);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the shop's details saved in Settings show in the storefront footer; an enquiry marked read leaves the unread list", async () => {
  const token = await adminToken();
  const { shopSettings } = await gql<{ shopSettings: { shopName: string } }>('{ shopSettings { shopName } }', {}, token);
  const { page, context, problems } = await open();
  try {
    await logIn(page, '/dashboard/settings');
    await page.getByRole('group', { name: 'Shop details' }).waitFor();
    await page.getByLabel('Shop name', { exact: true }).fill('Rose & Thistle Beauty');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await gotoHydrated(page, e2e.shop.url + '/');
    expect(await page.locator('footer').textContent()).toContain('Rose & Thistle Beauty');

    await gotoHydrated(page, e2e.shop.url + '/dashboard/contact-messages?handled=no');
    const unread = page.getByRole('link', { name: /^Unread \((\d+)\)$/ });
    const before = Number(/\((\d+)\)/.exec((await unread.textContent())!)![1]);
    expect(before).toBeGreaterThan(0);
    await page
      .getByRole('button', { name: /^Mark as read/ })
      .first()
      .click();
    await page.getByRole('link', { name: `Unread (${before - 1})` }).waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    // The shop's name goes back: the other suites on this shared shop read it in every page's footer and title.
    await gql(
      'mutation ($i: UpdateShopSettingsInput!) { updateShopSettings(input: $i) { id } }',
      { i: { shopName: shopSettings.shopName } },
      token,
    );
  }
});

const SCREENS = [
  '/dashboard',
  '/dashboard/products',
  '/dashboard/add/product',
  '/dashboard/products/1',
  '/dashboard/orders',
  '/dashboard/orders/1',
  '/dashboard/stock',
  '/dashboard/users',
  '/dashboard/settings',
  '/dashboard/contact-messages',
  '/dashboard/profile',
];

test.each([1440, 768, 375])('every screen of its own at %i px: no serious or critical axe violation, no console error', async (width) => {
  const { page, context, problems } = await open(width);
  try {
    await logIn(page, SCREENS[0]);
    for (const screen of SCREENS) {
      await gotoHydrated(page, e2e.shop.url + screen);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await gone(page, 'main [role=status] [class*=spinner]');
      expect([screen, await seriousAxeViolations(page)]).toEqual([screen, []]);
    }
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
