import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { connectChromium, gotoHydrated, launchChromium, type Chrome } from './browser';
import { SHARED_ADMIN, sharedDemoShop } from './shared-e2e-shop';
import { spawnShop } from './spawn-shop';

/** A page in its own browser context, with every console error, page error and CSP violation collected. */
export interface Watched {
  page: Page;
  context: BrowserContext;
  problems: string[];
}

export interface BackOfficeE2e {
  /** The shop's address, and its data folder (for its outbox). */
  shop: { url: string; dataDir: string };
  chrome: Chrome;
  /** The super-admin the shop was started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin: { email: string; password: string };
  /** A fresh context at this width, watched for problems. */
  open: (width?: number) => Promise<Watched>;
  /** Fills in and sends the login form the page shows. */
  signIn: (page: Page, who?: { email: string; password: string }) => Promise<void>;
  /** Opens `next`, is sent to /login, logs in as `who` (the admin by default) and waits to be back on `next`. */
  logIn: (page: Page, next: string, who?: { email: string; password: string }) => Promise<void>;
  /** With E2E_SCREENSHOTS=<folder>: the page saved there at 1440, 768 and 375 px. */
  shoot: (page: Page, name: string) => Promise<void>;
  /** A GraphQL call as a guest (or with a token). */
  gql: <T>(query: string, variables?: Record<string, unknown>, token?: string) => Promise<T>;
  /** The admin's token, from the login mutation. */
  adminToken: () => Promise<string>;
}

/**
 * The built demo shop with a super-admin and a Chromium, for the back-office suite that calls it. Without
 * `own`: the pair its jest worker shares with its other e2e suites (tests/helpers/shared-e2e-shop.ts), with
 * SHARED_ADMIN; the suite makes the staff, customers, orders and products it changes, or puts back what it
 * changed. With `own`: a shop of the suite's own, started before its tests with this super-admin and `env`
 * added to its environment (read when it starts, so a stand-in started in an earlier beforeAll can give its
 * address), and its own Chromium, gone after.
 */
export function backOfficeInChromium(own?: {
  admin: { email: string; password: string };
  env?: () => Record<string, string>;
}): BackOfficeE2e {
  const admin = own?.admin ?? SHARED_ADMIN;
  const e2e = { admin } as BackOfficeE2e;
  let stop = async () => {};
  beforeAll(async () => {
    if (own) {
      const shop = await spawnShop({ ...own.env?.(), SEED: 'demo', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
      e2e.shop = shop;
      stop = async () => {
        await shop.stop();
        fs.rmSync(shop.dataDir, { recursive: true, force: true });
      };
      e2e.chrome = await launchChromium();
    } else {
      const shared = await sharedDemoShop();
      e2e.shop = { url: shared.url, dataDir: shared.dataDir };
      e2e.chrome = await connectChromium(shared.wsEndpoint);
    }
  });
  afterAll(async () => {
    await e2e.chrome?.close();
    await stop();
  });

  e2e.open = async (width = 1440) => {
    const context = await e2e.chrome.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text()}`));
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    await page.addInitScript(
      "document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI));" +
        "try { localStorage.setItem('cookie-notice-dismissed', '1'); } catch {}",
    );
    return { page, context, problems };
  };

  e2e.signIn = async (page, who = admin) => {
    await page.getByLabel('Email', { exact: true }).fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Login' }).click();
  };

  e2e.logIn = async (page, next, who = admin) => {
    await gotoHydrated(page, e2e.shop.url + next);
    await page.waitForURL((url) => url.pathname === '/login');
    await e2e.signIn(page, who);
    await page.waitForURL((url) => url.pathname === next.split('?')[0]);
  };

  e2e.shoot = async (page, name) => {
    const folder = process.env.E2E_SCREENSHOTS;
    if (!folder) return;
    fs.mkdirSync(folder, { recursive: true });
    const { width, height } = page.viewportSize() ?? { width: 1440, height: 900 };
    for (const w of [1440, 768, 375]) {
      await page.setViewportSize({ width: w, height: 900 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(folder, `${name}-${w}.png`), fullPage: true });
    }
    await page.setViewportSize({ width, height });
  };

  e2e.gql = async <T>(query: string, variables: Record<string, unknown> = {}, token?: string) => {
    const res = await fetch(e2e.shop.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data;
  };
  e2e.adminToken = async () => {
    const { login } = await e2e.gql<{ login: { token: string } }>(
      'mutation ($n: String!, $p: String!) { login(name: $n, password: $p) { token } }',
      {
        n: admin.email,
        p: admin.password,
      },
    );
    return login.token;
  };
  return e2e;
}
