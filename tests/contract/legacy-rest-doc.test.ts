import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { legacyRoutes } from '../../api/src/legacy-rest/table';
import { legacySets } from '../../api/src/legacy-sets';
import type { LegacyRoute } from '../../api/src/legacy-rest/route';
import { buildShopSchema } from '../../api/src/schema';

const root = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the generator is a plain CommonJS script, loaded as npm runs it
const { renderLegacyRestDoc } = require('../../scripts/legacy-rest-doc.js') as { renderLegacyRestDoc: (routes: LegacyRoute[]) => string };

test('docs/legacy-rest.md is what the route table says (run `npm run build:api && node scripts/legacy-rest-doc.js` after changing it)', async () => {
  const routes = legacyRoutes(await buildShopSchema(), legacySets);
  const committed = fs.readFileSync(path.join(root, 'docs', 'legacy-rest.md'), 'utf8');
  expect(committed).toBe(renderLegacyRestDoc(routes));
  for (const route of routes) expect(committed).toContain(`| ${route.method} | \`/api${route.path.replace(/:(\w+)/g, '{$1}')}\` |`);
});
