import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The layers are lint rules (eslint.config.mjs): the API's (common never imports modules, process.env only in
// config.ts, …) and the web app's zones (app → features → components → lib → config; the storefront and the back
// office apart; test helpers out of the shipped app; storefront features crossing only along an allow-list).
// What lint cannot say is that its own zones are live: a zone whose folder is misspelt, or a glob that matches
// nothing, is silently inert. So this test hands ESLint one forbidden import per zone, and an allowed one beside it.

const root = path.resolve(__dirname, '..', '..');

/** A file under web/src (it need not exist) and the import it makes; `fires` says whether a layer zone must refuse it. */
interface Probe {
  file: string;
  imports: string;
  fires: boolean;
}

const probe = (file: string, imports: string, fires: boolean): Probe => ({ file, imports, fires });

const PROBES: Probe[] = [
  probe('features/account/zone-probe.tsx', '../../app/layout', true),
  probe('features/account/zone-probe.tsx', '../../lib/session', false),
  probe('components/zone-probe.tsx', '../app/layout', true),
  probe('components/zone-probe.tsx', '../features/cart/basket-link', true),
  probe('components/zone-probe.tsx', '../lib/money', false),
  probe('lib/zone-probe.ts', '../app/router-state', true),
  probe('lib/zone-probe.ts', '../features/cart/basket-link', true),
  probe('lib/zone-probe.ts', '../components/query-view', true),
  probe('config/zone-probe.ts', '../lib/money', true),
  probe('config/zone-probe.ts', './constants', false),
  probe('features/account/zone-probe.tsx', '../dashboard/guard', true),
  probe('features/dashboard/zone-probe.tsx', '../account/account-slot', true),
  probe('features/dashboard/orders/zone-probe.tsx', '../guard', false),
  probe('features/checkout/zone-probe.tsx', '../../testing/test-support', true),
  probe('features/checkout/zone-probe.test.tsx', '../../testing/test-support', false),
  probe('entry-client.tsx', './testing/test-support', true),
  probe('features/account/zone-probe.tsx', '../cart/basket-link', true),
  probe('features/header/header.tsx', '../cart/basket-link', false),
  probe('features/header/header.tsx', '../cart/cart-page', true),
  probe('features/header/mega-menu.tsx', '../cart/basket-link', true),
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
      const [result] = await eslint.lintText("import type * as probe from '" + p.imports + "';\\nexport type Probe = typeof probe;\\n", { filePath: 'web/src/' + p.file });
      if (result.messages.some((m) => m.ruleId === 'import-x/no-restricted-paths')) refused.push(p.file + ' → ' + p.imports);
      else if (result.messages.length) refused.push(p.file + ' → ' + p.imports + ': ' + result.messages.map((m) => m.message).join('; '));
    }
    console.log(JSON.stringify(refused));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(probes)], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

test('web: every layer zone of the lint config refuses the import it is meant to, and lets the one beside it pass', () => {
  expect(refused(PROBES)).toEqual(PROBES.filter((p) => p.fires).map((p) => `${p.file} → ${p.imports}`));
});
