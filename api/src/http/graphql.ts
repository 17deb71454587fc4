import { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { RequestHandler } from 'express';
import {
  FragmentDefinitionNode, getNamedType, getNullableType, GraphQLError, GraphQLField, GraphQLFormattedError, GraphQLSchema,
  isInputObjectType, isListType, isObjectType, Kind, SelectionSetNode, ValidationContext, ValidationRule,
} from 'graphql';
import { ComplexityEstimator, fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from '../common/errors';
import { normaliseBranch } from '../common/branch';
import { MAX_PAGE_SIZE } from '../common/list';
import { createContext, Context } from '../context';
import { authenticate } from '../modules/account/auth/authenticate';
import type { TokenSigner } from '../modules/account/auth/tokens';
import type { Services } from '../services';
import { DEFAULT_WEB_DIST_DIR, graphiqlPage } from './graphiql';
import type { Logger } from './logger';

/** Fields nested deeper than this are refused (introspection fields do not count). */
export const MAX_QUERY_DEPTH = 10;
/**
 * Every field costs 1; a paginated list costs its selection once per item it may return (`take`), and a
 * list without a page size (a department's categories, a product's siblings) counts as UNPAGED_LIST_SIZE items.
 */
export const MAX_QUERY_COMPLEXITY = 20_000;
export const UNPAGED_LIST_SIZE = 5;

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** Turns any thrown error into a client-safe GraphQL error with extensions.code and no stack trace. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof AppError) {
      return { message: original.message, path: formatted.path, extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) } };
    }
    if (original instanceof ArgumentValidationError) {
      const first = original.extensions.validationErrors?.[0];
      const message = first?.constraints ? Object.values(first.constraints)[0] : 'Invalid input';
      return { message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT', field: first?.property } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      // GraphQL's own validation and parsing errors: safe to show as they are.
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' ? 'BAD_USER_INPUT' : code } };
    }
    logger.error({ err: original }, 'unexpected error in a GraphQL operation');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL' } };
  };
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

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
          context.reportError(new GraphQLError(`The query is too deep: its fields nest ${depth} levels, at most ${max} are allowed`, { nodes: [operation], extensions: { code: 'BAD_USER_INPUT' } }));
        }
      },
    };
  };
}

/** The page size a list field will use: its `take` argument, directly or in its options, or the declared default. */
function pageSize(field: GraphQLField<unknown, unknown>, args: Record<string, any>): number | undefined {
  const given = typeof args.take === 'number' ? args.take : typeof args.options?.take === 'number' ? args.options.take : undefined;
  if (given !== undefined) return Math.min(Math.max(given, 0), MAX_PAGE_SIZE);
  for (const arg of field.args) {
    if (arg.name === 'take') return typeof arg.defaultValue === 'number' ? arg.defaultValue : MAX_PAGE_SIZE;
    const type = getNamedType(arg.type);
    if (isInputObjectType(type) && type.getFields().take) {
      const fallback = type.getFields().take.defaultValue;
      return typeof fallback === 'number' ? fallback : MAX_PAGE_SIZE;
    }
  }
  return undefined;
}

const listEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const take = pageSize(field, args);
  if (take !== undefined) return 1 + childComplexity * take;
  if (field.name === 'items' && isObjectType(type) && type.getFields().totalItems) return 1 + childComplexity; // the page itself, counted by take
  return isListType(getNullableType(field.type)) ? 1 + childComplexity * UNPAGED_LIST_SIZE : undefined;
};

/** Refuses operations whose estimated cost is above `max`, before any resolver runs. */
export function complexityLimit(schema: GraphQLSchema, max: number): ApolloServerPlugin<Context> {
  const estimators = [fieldExtensionsEstimator(), listEstimator, simpleEstimator({ defaultComplexity: 1 })];
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let complexity: number;
          try {
            complexity = getComplexity({ schema, query: document, variables: request.variables ?? {}, operationName: request.operationName ?? undefined, estimators });
          } catch (err) {
            if (/maximum allowed number of nodes/.test((err as Error).message)) throw badInput('The query has too many fields: ask for fewer');
            return; // invalid variables: execution reports them
          }
          if (complexity > max) {
            throw badInput(`The query is too complex: its cost is ${complexity}, at most ${max} is allowed (a list costs its fields once per item of \`take\`: ask for fewer items or fewer fields)`);
          }
        },
      };
    },
  };
}

/** Apollo Server reads one operation per request; a JSON array of operations is refused. */
const refuseBatches: RequestHandler = (req, res, next) => {
  if (!Array.isArray(req.body)) return next();
  res.status(400).json({ errors: [{ message: 'Batched operations are not accepted: send one operation per request', extensions: { code: 'BAD_USER_INPUT' } }] });
};

export async function createGraphqlHandler(
  schema: GraphQLSchema, services: Services, tokens: TokenSigner, logger: Logger, introspection: boolean, webDistDir: string = DEFAULT_WEB_DIST_DIR,
): Promise<{ handler: RequestHandler; stop: () => Promise<void> }> {
  const server = new ApolloServer<Context>({
    schema,
    introspection,
    // Where the schema is not public, validation errors do not hint at its field names ('Did you mean "costPrice"?').
    hideSchemaDetailsFromClientErrors: !introspection,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(logger),
    validationRules: [depthLimit(MAX_QUERY_DEPTH)],
    allowBatchedHttpRequests: false,
    plugins: [ApolloServerPluginLandingPageDisabled(), complexityLimit(schema, MAX_QUERY_COMPLEXITY)],
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
      return createContext(services, await authenticate(services.db, tokens, bearerToken(req.header('authorization')), branchCode), branchCode, req.ip ?? '');
    },
  });
  const ide = graphiqlPage(webDistDir);
  const handler: RequestHandler = (req, res, next) => ide(req, res, () => refuseBatches(req, res, () => apollo(req, res, next)));
  return { handler, stop: () => server.stop() };
}
