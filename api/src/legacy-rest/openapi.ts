import type { LegacyRoute } from './route';

const message = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] };

const failures = (route: LegacyRoute) => ({
  400: { description: 'Invalid parameters or body', content: { 'application/json': { schema: message } } },
  ...(route.access !== 'public'
    ? {
        401: { description: 'No token, or a bad or expired one', content: { 'application/json': { schema: message } } },
        403: { description: 'The caller may not do this', content: { 'application/json': { schema: message } } },
      }
    : {}),
  404: { description: 'Unknown id or slug', content: { 'application/json': { schema: message } } },
  409: { description: 'Conflicts with existing data', content: { 'application/json': { schema: message } } },
  500: { description: `Unexpected failure ("${route.fallback}")`, content: { 'application/json': { schema: message } } },
});

/** OpenAPI 3.1 description of the legacy REST table, served at /api/openapi.json. */
export function legacyOpenApi(routes: LegacyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const pathParams = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
    const method = route.method.toLowerCase();
    const existing = paths[path]?.[method] as { summary: string } | undefined;
    const key = route.key ?? 'result';
    paths[path] = {
      ...paths[path],
      [method]: existing
        ? { ...existing, summary: `${existing.summary}; or: ${route.summary}` }
        : {
            summary: route.summary,
            ...(route.access !== 'public' ? { security: [{ bearer: [] }] } : {}),
            'x-access': route.access,
            parameters: [
              ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
              ...(route.query ?? []).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
            ],
            ...(route.body?.length
              ? {
                  requestBody: {
                    content: {
                      'application/json': { schema: { type: 'object', properties: Object.fromEntries(route.body.map((f) => [f, {}])) } },
                    },
                  },
                }
              : {}),
            responses: {
              [route.status ?? (route.method === 'POST' ? 201 : 200)]: {
                description: 'Success',
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { [key]: {}, message: { type: 'string' } }, required: [key] },
                  },
                },
              },
              ...failures(route),
            },
          },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Beauty Shop legacy REST API',
      version: '1.0.0',
      description: 'The /api surface kept for older clients. BranchCode defaults to MAIN (MAIN, Main and main are one branch).',
    },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
