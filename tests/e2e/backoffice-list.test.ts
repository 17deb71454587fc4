import { pngBuffer } from '../helpers/accounts';
import { seriousAxeViolations } from '../helpers/axe';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { gotoHydrated } from '../helpers/browser';

/**
 * The back office in Chromium against the built demo shop: an admin is sent to /login and back to the
 * page asked for, then adds, edits and deletes a brand through the generic list page and its modal form;
 * a customer is refused the dashboard. No console error, page error or CSP violation anywhere.
 */
const e2e = backOfficeInChromium();
const { open, signIn } = e2e;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** A 1×1 PNG, the smallest profile picture registration accepts. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('the server sends /dashboard as a waiting shell (no screen rendered on the server), noindex, and the storefront HTML never loads its chunk', async () => {
  const res = await fetch(e2e.shop.url + '/dashboard/brands', { headers: HTML });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('Loading the back office…');
  expect(html).not.toContain('Rows per page');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  const home = await (await fetch(e2e.shop.url + '/', { headers: HTML })).text();
  expect(home).not.toMatch(/dashboard-route/);
});

test('an admin logs in, comes back to Brands, adds a brand, edits it and deletes it', async () => {
  const { page, context, problems } = await open();
  try {
    await gotoHydrated(page, e2e.shop.url + '/dashboard/brands');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/brands');
    await page.getByRole('heading', { level: 1, name: 'Brands' }).waitFor();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Brands' }).isVisible()).toBe(true);

    const name = `Rosewater Lab ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Add brand' }).click();
    const add = page.getByRole('dialog', { name: 'Add brand' });
    await add.getByRole('button', { name: 'Add brand' }).click();
    await add.getByText('Name is required').waitFor();
    await add.getByLabel('Name', { exact: true }).fill(name);
    // Images only; a picture shows its preview with its natural size, which the form sends.
    await add.getByLabel('Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await add.getByText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)').waitFor();
    await add.getByLabel('Image').setInputFiles({ name: 'rosewater.png', mimeType: 'image/png', buffer: await pngBuffer(64, 48) });
    await add.getByRole('img', { name: 'Preview of the image' }).waitFor();
    await add.getByText('64 × 48 px').waitFor();
    await add.getByRole('button', { name: 'Add brand' }).click();
    await page.getByText('Brand added').waitFor();
    await add.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Search brands' }).fill(name.toUpperCase());
    await page.waitForURL((url) => url.searchParams.get('q') === name.toUpperCase());
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    const thumbnail = await row.locator('img').getAttribute('src');
    expect(thumbnail).toMatch(/^\/uploads\/brand\/rosewater-[0-9a-f]+\.png$/);
    expect((await fetch(e2e.shop.url + thumbnail)).status).toBe(200);
    expect(await page.getByText('Page 1 of 1').isVisible()).toBe(true);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit brand' });
    expect(await edit.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    await edit.getByLabel('Name', { exact: true }).fill(`${name} London`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Brand updated').waitFor();
    await page.getByRole('cell', { name: `${name} London`, exact: true }).waitFor();

    await page.getByRole('button', { name: `Delete ${name} London` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete brand' });
    await confirm.getByText(`Delete the brand ‘${name} London’?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Brand deleted').waitFor();
    await page.getByText('No brands found.').waitFor();

    // The top bar's search jumps to a section by name; the profile menu logs out.
    await page.getByLabel('Go to a section').fill('colours');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/colors');
    await page.getByRole('heading', { level: 1, name: 'Colours' }).waitFor();
    await page.locator('summary').filter({ hasText: 'Profile menu for' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate("localStorage.getItem('token')")).toBeNull();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('every section of the sidebar lists its rows (or says there are none) and opens its form, at 375 px through the slide-in menu', async () => {
  const { page, context, problems } = await open(375);
  try {
    await gotoHydrated(page, e2e.shop.url + '/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    await gotoHydrated(page, e2e.shop.url + '/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await sidebar.getByRole('link', { name: 'Overview' }).waitFor();
    const hrefs = await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') as string));
    expect(hrefs.length).toBeGreaterThanOrEqual(25);
    // The list-pattern sets (an Add button over a table) open their form; the screens of their own show their heading.
    const listPages: string[] = [];
    for (const href of hrefs.filter((h) => h !== '/dashboard')) {
      if (!(await sidebar.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
      await sidebar.locator(`a[href="${href}"]`).click();
      await page.waitForURL((url) => url.pathname === href);
      await sidebar.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const add = page.getByRole('button', { name: /^Add / });
      if (!(await add.count())) continue;
      listPages.push(href);
      await page.locator('table, p:text-matches("^No .* found\\.$")').first().waitFor();
      expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
      await add.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(listPages.length).toBeGreaterThanOrEqual(25);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test.each([1440, 768, 375])('a list page and its form at %i px: no serious or critical axe violation', async (width) => {
  const { page, context, problems } = await open(width);
  try {
    await gotoHydrated(page, e2e.shop.url + '/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    await gotoHydrated(page, e2e.shop.url + '/dashboard/parent-items');
    await page.getByRole('table').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Edit parent item' }).waitFor();
    await page.getByRole('img', { name: 'Preview of the image' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a brand still used by products cannot be deleted: the server says why', async () => {
  const { page, context, problems } = await open();
  try {
    await gotoHydrated(page, e2e.shop.url + '/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    await gotoHydrated(page, e2e.shop.url + '/dashboard/brands?sort=name');
    const first = page.getByRole('button', { name: /^Delete / }).first();
    await first.click();
    const confirm = page.getByRole('dialog', { name: 'Delete brand' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText(/^Cannot delete this brand: \d+ products? still uses? it$/).waitFor();
    // The failed call is the server's 409-like answer in GraphQL errors, not a console error of the page.
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a customer is refused the dashboard, with a link home', async () => {
  const { page, context, problems } = await open(768);
  try {
    const email = `customer.${Date.now()}@example.co.uk`;
    const res = await fetch(e2e.shop.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: RegisterInput!) { register(input: $input) { message } }',
        variables: {
          input: {
            name: 'Chloe Customer',
            email,
            password: 'Customer-pass-1',
            confirmPassword: 'Customer-pass-1',
            contactNo1: '07700 900456',
            city: 'York',
            address: '2 Stonegate',
            image: { dataUrl: PIXEL, fileName: 'me.png', width: 1, height: 1 },
          },
        },
      }),
    });
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
    await gotoHydrated(page, e2e.shop.url + '/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, { email, password: 'Customer-pass-1' });
    await page.getByRole('heading', { name: 'You do not have access to the back office' }).waitFor();
    expect(page.url()).toBe(e2e.shop.url + '/dashboard');
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the notifications dropdown shows what waits in the demo shop and leads to it', async () => {
  const { page, context, problems } = await open(1440);
  try {
    await gotoHydrated(page, e2e.shop.url + '/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    await gotoHydrated(page, e2e.shop.url + '/dashboard');
    // The demo seed has reviews waiting (and pending orders, unhandled messages): the badge counts them all.
    const bell = page.getByTestId('notifications');
    await page.getByTestId('notifications-count').waitFor();
    expect(await bell.textContent()).toMatch(/^Notifications (\d+|99\+) waiting$/);
    await bell.click();
    const list = page.getByRole('list', { name: 'Notifications' });
    const reviews = list.getByRole('link', { name: /^Reviews waiting \d+$/ });
    await reviews.click();
    await page.waitForURL((url) => url.pathname === '/dashboard/ratings' && url.search === '?status=pending');
    await page.getByRole('heading', { name: 'Ratings', level: 1 }).waitFor();
    expect(await list.isVisible()).toBe(false);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
