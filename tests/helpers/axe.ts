import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE = fs.readFileSync(path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical violations on the page as it is now (WCAG 2.2 AA and best practice), one
 * line each; `within` (a CSS selector) checks that part of the page only. axe goes in through the DevTools protocol, which the page's strict CSP does not govern.
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE);
  const context = within ? `{ include: [${JSON.stringify(within)}] }` : 'document';
  const violations = await page.evaluate<Violation[]>(
    `axe.run(${context}, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }).then((r) => r.violations)`,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
