import fs from 'node:fs';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run), driven headless by playwright-core. Never a downloaded browser. */
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A Chromium for the suite that launches it, and how to let it go. */
export interface Chrome {
  browser: Browser;
  close: () => Promise<void>;
}

/** playwright-core gives every launch a fresh temporary profile (the fresh --user-data-dir). */
export async function launchChromium(): Promise<Chrome> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium), as .ci/run does`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return { browser, close: () => browser.close() };
}

/**
 * The Chromium another process launched with `launchServer` (tests/helpers/shared-e2e-server.js), connected
 * to: `close` disconnects and closes the contexts this connection opened; the browser goes on.
 */
export async function connectChromium(wsEndpoint: string): Promise<Chrome> {
  const browser = await chromium.connect(wsEndpoint);
  return { browser, close: () => browser.close() };
}

/**
 * Opens `url` and waits until React has hydrated the page (web/src/entry-client.tsx marks the root
 * `data-hydrated` after its first commit): from then on clicks and keys reach the app. What the page then
 * fetches, the test waits for by the element or text that shows it.
 */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const res = await page.goto(url);
  await hydrated(page);
  return res;
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reloadHydrated(page: Page): Promise<Response | null> {
  const res = await page.reload();
  await hydrated(page);
  return res;
}

/** Waits until no element in the page matches `selector` (a function: the page's CSP refuses strings). */
export const gone = (page: Page, selector: string) =>
  page.waitForFunction(
    (s) => !(globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector(s),
    selector,
  );

/** Waits until React has hydrated the page's root. */
export const hydrated = (page: Page) => page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });

/** Reads `read` every 100 ms until it gives `expected` (compared as JSON) or `timeout` ms have passed, then expects it. */
export async function until<T>(read: () => Promise<T>, expected: T, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  let actual = await read();
  while (JSON.stringify(actual) !== JSON.stringify(expected) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    actual = await read();
  }
  expect(actual).toEqual(expected);
}
