import 'reflect-metadata';
import { compileRoutes } from '../../api/src/legacy-rest/router';
import { legacyOpenApi } from '../../api/src/legacy-rest/openapi';
import { legacyRoutes } from '../../api/src/legacy-rest/table';
import { legacySets } from '../../api/src/legacy-sets';
import { buildShopSchema } from '../../api/src/schema';
import { expressPath, specCalls } from '../rest/spec-calls';

let routes: ReturnType<typeof compileRoutes>;

beforeAll(async () => {
  const schema = await buildShopSchema();
  routes = compileRoutes(schema, legacyRoutes(schema, legacySets));
});

test('every document of the route table parses and validates against the schema', () => {
  expect(routes.length).toBeGreaterThan(100);
});

test.each(specCalls.map((c) => [c.method, c.path, c] as const))('spec call %s %s is served by the route table', (_m, _p, call) => {
  const served = routes.filter((r) => r.method === call.method && r.path === expressPath(call.path));
  expect(served.length).toBeGreaterThan(0);
  const expectedAccess = call.who === 'staff' ? ['staff', 'super-admin'] : [call.who];
  for (const r of served) expect(expectedAccess).toContain(r.access);
});

/** Rows beyond the legacy shop's table, each named here on purpose. */
const BEYOND_SPEC = [
  'POST /logout', // ends the bearer token on the server; the legacy clients only drop it
];

test('the route table holds no path the spec does not list, except the named ones beyond it', () => {
  const spec = new Set([...specCalls.map((c) => `${c.method} ${expressPath(c.path)}`), ...BEYOND_SPEC]);
  expect(routes.map((r) => `${r.method} ${r.path}`).filter((k) => !spec.has(k))).toEqual([]);
  for (const extra of BEYOND_SPEC) expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(extra);
});

test('/api/openapi.json describes every route of the table', () => {
  const doc = legacyOpenApi(routes);
  expect(doc.openapi).toBe('3.1.0');
  for (const r of routes) {
    const path = r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    expect([r.method, path, Boolean(doc.paths[path]?.[r.method.toLowerCase()])]).toEqual([r.method, path, true]);
  }
});
