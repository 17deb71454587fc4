import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { RequestHandler } from 'express';
import {
  FragmentDefinitionNode,
  GraphQLError,
  GraphQLFormattedError,
  GraphQLSchema,
  Kind,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { bearerToken } from '../common/auth';
import { AppError } from '../common/errors';
import { normaliseBranch } from '../common/branch';
import { limitAddress } from '../common/rate-limit';
import { createContext, Context } from '../context';
import { asDatabaseUnavailable } from '../db/unavailable';
import { authenticate } from '../modules/account/auth/authenticate';
import type { TokenSigner } from '../modules/account/auth/tokens';
import type { Services } from '../services';
import { DEFAULT_WEB_DIST_DIR, graphiqlPage } from './graphiql';
import { complexityLimit, MAX_QUERY_COMPLEXITY, MAX_QUERY_TOKENS } from './query-cost';
import type { Logger } from '../common/logger';
import { currentRequestId } from '../common/request-scope';
import { errorBody } from './request-id';
import { unavailableStatus } from './unavailable-status';

/** Fields nested deeper than this are refused (introspection fields do not count). */
export const MAX_QUERY_DEPTH = 10;

/** Turns any thrown error into a client-safe GraphQL error with extensions.code (and the request's id), and no stack trace. */
export function formatError(logger: Logger) {
  const safe = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const thrown = error instanceof GraphQLError ? error.originalError : error;
    const original = asDatabaseUnavailable(thrown) ?? thrown;
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const first = original.extensions.validationErrors?.[0];
      const message = first?.constraints ? Object.values(first.constraints)[0] : 'Invalid input';
      return { message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT', field: first?.property } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      // GraphQL's own validation and parsing errors: safe to show as they are.
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' ? 'BAD_USER_INPUT' : code },
      };
    }
    logger.error({ err: original }, 'unexpected error in a GraphQL operation');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL' } };
  };
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const answer = safe(formatted, error);
    const requestId = currentRequestId();
    return requestId ? { ...answer, extensions: { ...answer.extensions, requestId } } : answer;
  };
}

/** Validation rule refusing operations whose fields nest deeper than `max`. */
export function depthLimit(max: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    const fragmentDepth = new Map<string, number>();
    const depthOf = (set: SelectionSetNode, seen: Set<string>): number => {
      let deepest = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (!sel.name.value.startsWith('__')) deepest = Math.max(deepest, 1 + (sel.selectionSet ? depthOf(sel.selectionSet, seen) : 0));
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(sel.selectionSet, seen));
        } else {
          const name = sel.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          if (!fragmentDepth.has(name)) fragmentDepth.set(name, depthOf(fragment.selectionSet, new Set([...seen, name])));
          deepest = Math.max(deepest, fragmentDepth.get(name)!);
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, new Set());
        if (depth > max) {
          context.reportError(
            new GraphQLError(`The query is too deep: its fields nest ${depth} levels, at most ${max} are allowed`, {
              nodes: [operation],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}

/** Refuses subscriptions, which this API does not serve (graphql-js would fail them at execution, as an internal error). */
export const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation === 'subscription' && !context.getSchema().getSubscriptionType()) {
      context.reportError(
        new GraphQLError('This API has no subscriptions: send a query or a mutation', {
          nodes: [operation],
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      );
    }
  },
});

/** Apollo Server reads one operation per request; a JSON array of operations is refused. */
const refuseBatches: RequestHandler = (req, res, next) => {
  if (!Array.isArray(req.body)) return next();
  const { message, requestId } = errorBody(res, 'Batched operations are not accepted: send one operation per request');
  res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(requestId ? { requestId } : {}) } }] });
};

export async function createGraphqlHandler(
  schema: GraphQLSchema,
  services: Services,
  tokens: TokenSigner,
  logger: Logger,
  introspection: boolean,
  webDistDir: string = DEFAULT_WEB_DIST_DIR,
): Promise<{ handler: RequestHandler; stop: () => Promise<void> }> {
  const server = new ApolloServer<Context>({
    schema,
    introspection,
    // Where the schema is not public, validation errors do not hint at its field names ('Did you mean "costPrice"?').
    hideSchemaDetailsFromClientErrors: !introspection,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(logger),
    validationRules: [depthLimit(MAX_QUERY_DEPTH), noSubscriptions],
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    allowBatchedHttpRequests: false,
    // main.ts owns SIGTERM/SIGINT and stops this server through `stop` once requests have finished.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      complexityLimit<Context>(schema, MAX_QUERY_COMPLEXITY),
      unavailableStatus<Context>(),
    ],
  });
  await server.start();
  const apollo = expressMiddleware(server, {
    context: async ({ req }) => {
      let branchCode: string;
      try {
        branchCode = normaliseBranch(req.header('x-branch-code'));
      } catch (err) {
        throw new GraphQLError((err as Error).message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      }
      let caller;
      try {
        caller = await authenticate(
          services.db,
          tokens,
          bearerToken(req.header('authorization')),
          branchCode,
          services.config.staffTwoFactor,
        );
      } catch (err) {
        const unavailable = asDatabaseUnavailable(err);
        if (!unavailable) throw err;
        throw new GraphQLError(unavailable.message, {
          originalError: unavailable,
          extensions: { code: unavailable.code, http: { status: 503 } },
        });
      }
      return createContext(services, caller, branchCode, limitAddress(req.ip));
    },
  });
  const ide = graphiqlPage(webDistDir);
  const handler: RequestHandler = (req, res, next) => ide(req, res, () => refuseBatches(req, res, () => apollo(req, res, next)));
  return { handler, stop: () => server.stop() };
}
