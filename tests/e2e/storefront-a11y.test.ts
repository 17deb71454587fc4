import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { gotoHydrated } from '../helpers/browser';

/**
 * axe-core on the home page and the 404 page at a phone (375 px) and a desktop (1440 px) width in Chromium:
 * no serious or critical violation, no console error and no CSP violation (the page's own strict CSP stays on;
 * axe goes in through the DevTools protocol, which the CSP does not govern).
 */

const e2e = demoShopInChromium();

const PAGES = [
  ['home', '/', 200],
  ['404', '/no/such/page/anywhere', 404],
] as const;

for (const [name, pathname, status] of PAGES) {
  for (const width of [375, 1440]) {
    test(`${name} at ${width} px: no serious or critical axe violation, no console error, no CSP violation`, async () => {
      const context = await e2e.chrome.browser.newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (msg) => {
          // The 404 page's own status shows up as a failed resource; nothing else may.
          if (msg.type() !== 'error') return;
          if (status === 404 && msg.location().url === e2e.shop.url + pathname && /status of 404/.test(msg.text())) return;
          problems.push(`console error: ${msg.text()} (${msg.location().url})`);
        });
        page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
        await page.addInitScript(
          "window.__cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber));",
        );
        const res = await gotoHydrated(page, e2e.shop.url + pathname);
        expect(res?.status()).toBe(status);
        await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();

        const serious = await seriousAxeViolations(page);
        expect(serious).toEqual([]);
        expect(await page.evaluate<string[]>('window.__cspViolations')).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}

test('the basket link is named by what it shows (WCAG 2.5.3) at every width', async () => {
  for (const width of [375, 1440]) {
    const context = await e2e.chrome.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, e2e.shop.url + '/');
    await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
    expect([width, await page.getByRole('link', { name: 'Basket 0 items', exact: true }).count()]).toEqual([width, 1]);
    await context.close();
  }
});
