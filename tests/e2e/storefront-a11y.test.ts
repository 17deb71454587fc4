import fs from 'node:fs';
import path from 'node:path';
import { demoShopInChromium } from '../helpers/storefront-e2e';

/**
 * axe-core on the home page and the 404 page at a phone (375 px) and a desktop (1440 px) width in Chromium:
 * no serious or critical violation, no console error and no CSP violation (the page's own strict CSP stays on;
 * axe goes in through the DevTools protocol, which the CSP does not govern).
 */
const AXE = fs.readFileSync(path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

const e2e = demoShopInChromium();

interface Violation { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }
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
        const res = await page.goto(e2e.shop.url + pathname, { waitUntil: 'networkidle' });
        expect(res?.status()).toBe(status);
        await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();

        await page.evaluate(AXE);
        const violations = await page.evaluate<Violation[]>(
          "axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }).then((r) => r.violations)",
        );
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
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
    await page.goto(e2e.shop.url + '/', { waitUntil: 'networkidle' });
    await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
    expect([width, await page.getByRole('link', { name: 'Basket 0 items', exact: true }).count()]).toEqual([width, 1]);
    await context.close();
  }
});
