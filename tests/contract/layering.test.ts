import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The layers are lint rules (eslint.config.mjs): the API's zones (common never imports modules or the HTTP and
// legacy REST doors, modules import neither door, legacy REST imports no module, config.ts no module, the
// catalogue no order code, content no account or order code) and the web app's (app → features → components →
// lib → config, with the entries above them all; the storefront and the back office apart; test helpers out of
// the shipped app; storefront features crossing only along an allow-list).
// What lint cannot say is that its own zones are live: a zone whose folder is misspelt, or a glob that matches
// nothing, is silently inert. So this test hands ESLint one forbidden import per zone, and an allowed one beside it.

const root = path.resolve(__dirname, '..', '..');

/** A file (it need not exist) and the import it makes, which must resolve; `fires` says whether a layer zone must refuse it. */
interface Probe {
  file: string;
  imports: string;
  fires: boolean;
}

const web = (file: string, imports: string, fires: boolean): Probe => ({ file: `web/src/${file}`, imports, fires });
const api = (file: string, imports: string, fires: boolean): Probe => ({ file: `api/src/${file}`, imports, fires });

const WEB_PROBES: Probe[] = [
  web('features/account/zone-probe.tsx', '../../app/layout', true),
  web('features/account/zone-probe.tsx', '../../lib/session', false),
  web('components/zone-probe.tsx', '../app/layout', true),
  web('components/zone-probe.tsx', '../features/cart/basket-link', true),
  web('components/zone-probe.tsx', '../lib/money', false),
  web('lib/zone-probe.ts', '../app/router-state', true),
  web('lib/zone-probe.ts', '../features/cart/basket-link', true),
  web('lib/zone-probe.ts', '../components/query-view', true),
  web('config/zone-probe.ts', '../lib/money', true),
  web('config/zone-probe.ts', './constants', false),
  web('features/account/zone-probe.tsx', '../dashboard/guard', true),
  web('features/dashboard/zone-probe.tsx', '../account/account-slot', true),
  web('features/dashboard/orders/zone-probe.tsx', '../guard', false),
  web('features/checkout/zone-probe.tsx', '../../testing/test-support', true),
  web('features/checkout/zone-probe.test.tsx', '../../testing/test-support', false),
  web('entry-client.tsx', './testing/test-support', true),
  web('features/account/zone-probe.tsx', '../cart/basket-link', true),
  web('features/header/header.tsx', '../cart/basket-link', false),
  web('features/header/header.tsx', '../cart/cart-page', true),
  web('features/header/mega-menu.tsx', '../cart/basket-link', true),
  web('features/home/zone-probe.ssr.test.tsx', '../../entry-server', true),
  web('features/home/zone-probe.ssr.test.tsx', '../../testing/server-render', false),
  web('lib/zone-probe.ts', '../entry-client', true),
  web('testing/zone-probe.ts', '../entry-server', false),
];

const API_PROBES: Probe[] = [
  api('common/zone-probe.ts', '../modules/crud-registry', true),
  api('common/zone-probe.ts', '../http/request-id', true),
  api('common/zone-probe.ts', '../legacy-rest/route', true),
  api('common/zone-probe.ts', './request-scope', false),
  api('config.ts', './modules/account/auth/tokens', true),
  api('config.ts', './db/mysql-driver', false),
  api('modules/mail/zone-probe.ts', '../../http/request-id', true),
  api('modules/mail/zone-probe.ts', '../../legacy-rest/route', true),
  api('modules/mail/zone-probe.ts', '../../common/logger', false),
  api('legacy-rest/zone-probe.ts', '../modules/attributes/product-links', true),
  api('legacy-rest/zone-probe.ts', '../common/product-link', false),
  api('modules/catalog/zone-probe.ts', '../orders/order/access-token', true),
  api('modules/catalog/zone-probe.ts', '../orders/order/order.entity', false),
  api('modules/content/zone-probe.ts', '../account/auth/tokens', true),
  api('modules/content/zone-probe.ts', '../orders/order/order.entity', true),
];

/**
 * The files ESLint refuses among the probes (only the zone rule runs, without type information, so this
 * takes seconds). A child process: ESLint loads its ES-module config, which jest's module runtime cannot.
 */
function refused(probes: Probe[]): string[] {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(process.argv[1]);
    const eslint = new ESLint({
      overrideConfig: { languageOptions: { parserOptions: { project: null } } },
      ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
    });
    const refused = [];
    for (const p of probes) {
      const [result] = await eslint.lintText("import type * as probe from '" + p.imports + "';\\nexport type Probe = typeof probe;\\n", { filePath: p.file });
      if (result.messages.some((m) => m.ruleId === 'import-x/no-restricted-paths')) refused.push(p.file + ' → ' + p.imports);
      else if (result.messages.length) refused.push(p.file + ' → ' + p.imports + ': ' + result.messages.map((m) => m.message).join('; '));
    }
    console.log(JSON.stringify(refused));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(probes)], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

const expected = (probes: Probe[]) => probes.filter((p) => p.fires).map((p) => `${p.file} → ${p.imports}`);

test('web: every layer zone of the lint config refuses the import it is meant to, and lets the one beside it pass', () => {
  expect(refused(WEB_PROBES)).toEqual(expected(WEB_PROBES));
});

test('api: every layer zone of the lint config refuses the import it is meant to, and lets the one beside it pass', () => {
  expect(refused(API_PROBES)).toEqual(expected(API_PROBES));
});
