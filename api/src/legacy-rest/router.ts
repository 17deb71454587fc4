import express, { Request, Response, Router } from 'express';
import { DocumentNode, execute, GraphQLSchema, parse, validate } from 'graphql';
import { checkAccess } from '../common/access';
import { bearerToken, type Authenticate } from '../common/auth';
import { normaliseBranch } from '../common/branch';
import { AppError } from '../common/errors';
import { limitAddress, RateLimitedError } from '../common/rate-limit';
import { createContext } from '../context';
import type { Logger } from '../common/logger';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import type { Services } from '../services';
import { legacyError, sendFailure, sendResult } from './envelope';
import { legacyOpenApi } from './openapi';
import type { LegacyRoute } from './route';

const PAGE = 100;
const MAX_ROWS = 5000;

export interface CompiledRoute extends LegacyRoute {
  parsed: DocumentNode;
}

/** Parses and validates every row's document against the schema; a bad document stops the start. */
export function compileRoutes(schema: GraphQLSchema, routes: LegacyRoute[]): CompiledRoute[] {
  return routes.map((route) => {
    const parsed = parse(route.document);
    const errors = validate(schema, parsed);
    if (errors.length) throw new Error(`Legacy route ${route.method} ${route.path}: ${errors.map((e) => e.message).join('; ')}`);
    return { ...route, parsed };
  });
}

/**
 * The /api router: one express route per (method, path), rows sharing a path told apart by `when`. The caller
 * comes from `authenticate`, which the composition root (api/src/shop.ts) hands in as it does to uploads and the
 * contact form: legacy-rest imports no module.
 */
export function createLegacyRouter(
  schema: GraphQLSchema,
  routes: CompiledRoute[],
  services: Services,
  authenticate: Authenticate,
  logger: Logger,
): Router {
  const router = express.Router();
  router.use(express.json({ limit: '15mb' }));
  const openApi = legacyOpenApi(routes);
  router.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  const groups = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  for (const [key, rows] of groups) {
    const [method, path] = key.split(' ');
    const handler = async (req: Request, res: Response) => {
      const route = rows.find((r) => !r.when || r.when(req)) ?? rows[rows.length - 1];
      let branchCode: string;
      try {
        branchCode = normaliseBranch(String(req.query.BranchCode ?? req.body?.BranchCode ?? ''));
      } catch (err) {
        return sendFailure(res, 400, (err as Error).message);
      }
      // Who calls comes before what they send: a guest or customer learns nothing from an admin row's validation.
      const caller = await authenticate(bearerToken(req.header('authorization')), branchCode);
      try {
        // Admin rows need staff even where the GraphQL list behind them is public (docs/legacy-rest.md).
        checkAccess(route.access, caller);
      } catch (err) {
        const status = err instanceof AppError ? err.status : 401;
        return sendFailure(res, status, (err as Error).message);
      }
      let variables: Record<string, unknown>;
      try {
        variables = route.variables ? route.variables(req) : {};
      } catch (err) {
        return sendFailure(res, 400, (err as Error).message);
      }
      const contextValue = createContext(
        services,
        caller,
        branchCode,
        limitAddress(req.ip),
        `${req.method} ${req.originalUrl.split('?')[0].slice(0, 250)}`,
      );
      const run = (vars: Record<string, unknown>) => execute({ schema, document: route.parsed, variableValues: vars, contextValue });
      let result = await run(variables);
      if (result.errors?.length) {
        const failure = legacyError(result.errors[0], route.fallback);
        if (failure.unexpected)
          logger.error({ err: result.errors[0].originalError ?? result.errors[0], route: key }, 'legacy route failed');
        const original = result.errors[0].originalError;
        if (original instanceof RateLimitedError) res.setHeader('Retry-After', original.retryAfterSeconds);
        if (failure.status === 503) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        return sendFailure(res, failure.status, failure.message);
      }
      let data = route.pick(result.data);
      if (route.allPages && Array.isArray(data) && data.length === PAGE) {
        const rowsSoFar = [...data];
        const options = (variables.options ?? {}) as Record<string, unknown>;
        while (rowsSoFar.length % PAGE === 0 && rowsSoFar.length < MAX_ROWS) {
          result = await run({ ...variables, options: { ...options, take: PAGE, skip: rowsSoFar.length } });
          const more = result.errors?.length ? [] : (route.pick(result.data) as unknown[]);
          if (!more.length) break;
          rowsSoFar.push(...more);
        }
        data = rowsSoFar;
      }
      sendResult(
        res,
        route.status ?? (method === 'POST' ? 201 : 200),
        route.key ?? 'result',
        data,
        route.message,
        route.extra?.(result.data),
      );
    };
    router[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path, (req, res, next) => {
      handler(req, res).catch(next);
    });
  }
  router.use((_req, res) => sendFailure(res, 404, 'Not found'));
  return router;
}
