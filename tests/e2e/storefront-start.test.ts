import fs from 'node:fs';
import { launchChromium } from '../helpers/browser';
import { spawnShop } from '../helpers/spawn-shop';

let shop: Awaited<ReturnType<typeof spawnShop>>;
let chrome: Awaited<ReturnType<typeof launchChromium>>;

beforeAll(async () => {
  shop = await spawnShop({ SEED: 'demo' });
  chrome = await launchChromium();
});
afterAll(async () => {
  await chrome?.close();
  await shop?.stop();
  if (shop) fs.rmSync(shop.dataDir, { recursive: true, force: true });
});

test('a shopper opening / sees the seeded departments with their categories, loaded through GraphQL', async () => {
  const page = await chrome.browser.newPage();
  const graphqlCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/graphql') && graphqlCalls.push(r.method()));
  await page.goto(shop.url + '/');
  await page.getByRole('heading', { name: 'Hair', level: 2 }).waitFor();
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(expect.arrayContaining(['Hair', 'Skin Care']));
  expect(await page.locator('.department li').count()).toBeGreaterThan(40);
  expect(graphqlCalls).toContain('POST');
  // The department picture really loads from /uploads (fails on timeout if it never does).
  await page.waitForFunction(() => {
    const page = globalThis as unknown as { document: { querySelector(s: string): { complete: boolean; naturalWidth: number } | null } };
    const img = page.document.querySelector('.department img');
    return Boolean(img && img.complete && img.naturalWidth > 0);
  }, undefined, { timeout: 15_000 });
  await page.close();
});

test('an unknown client route falls back to the app, which shows the 404 page with a way home', async () => {
  const page = await chrome.browser.newPage();
  const res = await page.goto(shop.url + '/no/such/page');
  expect(res?.status()).toBe(200);
  await page.getByText('does not exist').waitFor();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await page.getByRole('heading', { name: 'Shop by department' }).waitFor();
  await page.close();
});
