import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { gotoHydrated, launchChromium } from '../helpers/browser';
import { spawnShop } from '../helpers/spawn-shop';
import { rawGet } from '../helpers/raw-get';

let shop: Awaited<ReturnType<typeof spawnShop>>;
let chrome: Awaited<ReturnType<typeof launchChromium>>;

const ADMIN = { email: 'owner@example.co.uk', password: 'Owner-pass-123', name: 'Shop Owner' };

beforeAll(async () => {
  shop = await spawnShop({ SEED: 'demo', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  chrome = await launchChromium();
});
afterAll(async () => {
  await chrome?.close();
  await shop?.stop();
  if (shop) fs.rmSync(shop.dataDir, { recursive: true, force: true });
});

/** A 1×1 PNG, the smallest profile picture registration accepts. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** Console messages, page errors and requests of a Chromium page. */
function watch(page: Page) {
  const problems: string[] = [];
  const graphql: string[] = [];
  page.on('console', (msg) => (msg.type() === 'error' || msg.type() === 'warning') && problems.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (r) => new URL(r.url()).pathname === '/graphql' && graphql.push(`${r.method()} ${r.postData() ?? ''}`));
  return { problems, graphql };
}

test('the server HTML of / already holds the header, the footer and the home page; strict CSP; compressed', async () => {
  const res = await fetch(shop.url + '/', { headers: { ...HTML, 'accept-encoding': 'br, gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('content-encoding')).toBe('br');
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).toContain("script-src-attr 'none'");
  const html = await res.text();
  for (const text of [
    'United Kingdom (GBP £)',
    'Belgium (EUR€)',
    '>Login</a>',
    'href="/cart"',
    'href="/Shipping%20&amp;%20Delivery/shipping-delivery"',
    'href="/subcategory/shampoo-conditioner"',
    '>Customer Service</h2>',
    'href="/Privacy%20Policy/privacy-policy"',
    '>Shop by Category</h2>',
    '>Shampoo &amp; Conditioner</span>',
  ]) {
    expect([text, html.includes(text)]).toEqual([text, true]);
  }
  const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
  expect(scripts.filter((attrs) => !/\bsrc="\/assets\/|type="application\/json"/.test(attrs))).toEqual([]);
  expect(html).toContain('<script type="application/json" id="apollo-state">');
  const gz = await rawGet(shop.url + '/', { ...HTML, 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
});

test('hashed assets are compressed and immutable for a year; the page template is never served raw', async () => {
  const html = await (await fetch(shop.url + '/', { headers: HTML })).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
  const sizes: Record<string, { br: number; gzip: number }> = {};
  for (const asset of assets) {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await rawGet(shop.url + asset, { 'accept-encoding': encoding });
      expect([asset, res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
        asset,
        200,
        encoding,
        'public, max-age=31536000, immutable',
      ]);
      expect(res.headers['content-type']).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      sizes[asset] = { ...sizes[asset], [encoding]: res.body.length };
      // The build's Zopfli copies and the server's own compression both unpack to the file as built.
      const unpacked = encoding === 'gzip' ? zlib.gunzipSync(res.body) : zlib.brotliDecompressSync(res.body);
      expect(unpacked.equals((await rawGet(shop.url + asset, {})).body)).toBe(true);
    }
  }
  const js = Object.entries(sizes).filter(([a]) => a.endsWith('.js'));
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `initial JS of /: ${kib(js.reduce((s, [, v]) => s + v.gzip, 0))} gzip, ${kib(js.reduce((s, [, v]) => s + v.br, 0))} brotli (${js.length} files)`,
  );
  const plain = await rawGet(shop.url + assets[0], {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await rawGet(shop.url + '/assets/no-such-file.js', {})).status).toBe(404);
  const template = await fetch(shop.url + '/index.html', { headers: HTML });
  expect(await template.text()).not.toContain('<!--app-html-->');
  expect((await fetch(shop.url + '/.ssr/entry-server.cjs')).status).toBe(404);
});

test('in Chromium the page hydrates without a console message or a GraphQL request, and the header works', async () => {
  const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const seen = watch(page);
  await gotoHydrated(page, shop.url + '/');
  // The basket count fills in after hydration (an effect), so it proves the page hydrated.
  await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
  expect(await page.getByRole('link', { name: 'Basket 0 items', exact: true }).count()).toBe(1);
  const currency = page.getByLabel('Currency');
  expect(await currency.inputValue()).toBe('United Kingdom (GBP £)');
  await currency.selectOption('Belgium (EUR€)');
  expect(await currency.inputValue()).toBe('Belgium (EUR€)');
  expect(await page.getByRole('navigation', { name: 'Departments' }).getByRole('link').count()).toBe(9);
  expect(await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1);
  // Client-side navigation within the app uses the cache too.
  await page.getByRole('link', { name: 'Beauty Shop home' }).click();
  await page.getByRole('heading', { name: 'Shop by Category', level: 2 }).waitFor();
  expect(seen.graphql).toEqual([]);
  expect(seen.problems).toEqual([]);
  await page.close();
});

test('a link followed in the app opens the new page at the top; Back restores the position', async () => {
  const page = await chrome.browser.newPage({ viewport: { width: 390, height: 800 } });
  const seen = watch(page);
  await gotoHydrated(page, shop.url + '/');
  await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
  const footerLink = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' });
  await footerLink.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await footerLink.click();
  await page.waitForURL(shop.url + '/Privacy%20Policy/privacy-policy');
  await page.waitForFunction(() => (globalThis as unknown as { scrollY: number }).scrollY === 0);
  await page.goBack();
  await page.waitForFunction((y) => Math.abs((globalThis as unknown as { scrollY: number }).scrollY - y) < 2, scrolled);
  expect(seen.problems).toEqual([]);
  await page.close();
});

test('a signed-in staff member gets the Dashboard link with their name after hydration, in a slot of fixed size', async () => {
  const login = await fetch(shop.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($n: String!, $p: String!) { login(name: $n, password: $p) { token } }',
      variables: { n: ADMIN.email, p: ADMIN.password },
    }),
  });
  const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const seen = watch(page);
  await page.addInitScript(
    (t) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('token', t),
    token,
  );
  await page.route('**/graphql', async (route) => {
    await new Promise((r) => setTimeout(r, 300)); // time to measure the guest's slot first
    await route.continue();
  });
  await page.goto(shop.url + '/');
  const slot = page.locator('header a[href="/login"]').locator('..');
  const before = await slot.boundingBox();
  await page.getByRole('link', { name: /Dashboard/ }).waitFor();
  const after = await page
    .getByRole('link', { name: /Dashboard/ })
    .locator('..')
    .boundingBox();
  expect(after).toEqual(before);
  expect(await page.getByRole('link', { name: /Dashboard/ }).getAttribute('href')).toBe('/dashboard');
  // Who is signed in, and which of the home page's products they keep in their wishlist (the cards' hearts). The
  // hearts' code loads on its own, so its question may leave after the header shows the name: wait for the page
  // to settle before counting.
  for (const end = Date.now() + 5000; seen.graphql.length < 2 && Date.now() < end;) await page.waitForTimeout(50);
  await page.waitForLoadState('networkidle');
  expect(seen.graphql.map((line) => JSON.parse(line.replace(/^POST /, '')).operationName).sort()).toEqual(['StoreMe', 'StoreWishlistIds']);
  expect(seen.problems).toEqual([]);
  await page.close();
});

test('a signed-in customer gets an account menu after hydration; Logout ends the session and shows Login again', async () => {
  const email = `shopper-${Date.now()}@example.co.uk`;
  const call = async (query: string, variables: Record<string, unknown>) =>
    (await (
      await fetch(shop.url + '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as { data: Record<string, { token?: string }>; errors?: unknown };
  const registered = await call('mutation($i: RegisterInput!) { register(input: $i) { message } }', {
    i: {
      name: 'Ada Shopper',
      email,
      password: 'Shopper-pass-123',
      confirmPassword: 'Shopper-pass-123',
      contactNo1: '07700 900123',
      city: 'Leeds',
      address: '1 Park Row',
      image: { fileName: 'me.png', dataUrl: PIXEL },
    },
  });
  expect(registered.errors).toBeUndefined();
  const token = (
    await call('mutation($n: String!, $p: String!) { login(name: $n, password: $p) { token } }', { n: email, p: 'Shopper-pass-123' })
  ).data.login.token;
  const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const seen = watch(page);
  await page.goto(shop.url + '/');
  // Hydrated first (the home page is a lazy route, so hydration may come after the load event): the guest page asks nothing.
  await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
  await page.evaluate(
    (t) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('token', t),
    token!,
  );
  await page.reload();
  await page.getByText('Ada Shopper').click();
  expect(await page.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).waitFor();
  expect(
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('token'),
    ),
  ).toBeNull();
  const asked = seen.graphql.map((line) => JSON.parse(line.replace(/^POST /, '')).operationName);
  expect([...asked.slice(0, 2).sort(), ...asked.slice(2)]).toEqual(['StoreMe', 'StoreWishlistIds', 'StoreLogout']);
  expect(seen.problems).toEqual([]);
  // The token is ended on the server too.
  const me = await fetch(shop.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  expect(JSON.stringify(await me.json())).toContain('UNAUTHENTICATED');
  await page.close();
});

test("an unknown path answers 404 with the shop's 404 page, and Go Back Home leads home", async () => {
  const raw = await fetch(shop.url + '/no/such/page', { headers: HTML });
  expect(raw.status).toBe(404);
  expect(await raw.text()).toContain('Go Back Home');
  // The legacy policy path itself is a page (tests/e2e/storefront-accounts.test.ts); one segment more is not.
  expect((await fetch(shop.url + '/Shipping & Delivery/shipping-delivery/more', { headers: HTML })).status).toBe(404);
  // A footer link's two-segment path is its footer page (the two-segment route); an unknown one is a 404.
  expect((await fetch(shop.url + '/Shipping & Delivery/shipping-delivery', { headers: HTML })).status).toBe(200);
  expect((await fetch(shop.url + '/Shipping & Delivery/no-such-page', { headers: HTML })).status).toBe(404);
  const page = await chrome.browser.newPage();
  const seen = watch(page);
  const res = await page.goto(shop.url + '/no/such/page');
  expect(res?.status()).toBe(404);
  await page.getByText('does not exist').waitFor();
  await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await page.getByRole('heading', { name: 'Shop by Category' }).waitFor();
  expect(page.url()).toBe(shop.url + '/');
  // The one console line is Chromium reporting the document's own 404 status.
  expect(seen.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  // The 404 page's HTML held no home data: going home asks for it (and the two showcases), and for nothing else.
  expect(seen.graphql.map((line) => JSON.parse(line.replace(/^POST /, '')).operationName)).toEqual([
    'StoreHome',
    'StoreCollectionShowcase',
    'StoreCollectionShowcase',
  ]);
  await page.close();
});

test('/get/collections is the Collections page: its tiles are in the server HTML and open their collections', async () => {
  const res = await fetch(shop.url + '/get/collections', { headers: HTML });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<title>Collections | Beauty Shop</title>');
  expect(html).toContain('<h1>Collections</h1>');
  expect(html).toContain('href="/Ebin%20Best%20Seller/ebin-best-seller"');
  expect((await fetch(shop.url + '/Ebin%20Best%20Seller/ebin-best-seller', { headers: HTML })).status).toBe(200);
});

test('a request that does not want HTML still gets the JSON 404 of the API', async () => {
  const res = await fetch(shop.url + '/no/such/thing', { headers: { accept: 'application/json' } });
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ message: 'Not found' });
});
