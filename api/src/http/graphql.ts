import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { RequestHandler } from 'express';
import { GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from '../common/errors';
import { normaliseBranch } from '../common/branch';
import { createContext, Context } from '../context';
import type { TokenSigner } from '../modules/account/auth/tokens';
import type { Services } from '../services';
import type { Logger } from './logger';

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

export async function createGraphqlHandler(schema: GraphQLSchema, services: Services, tokens: TokenSigner, logger: Logger, introspection: boolean): Promise<{ handler: RequestHandler; stop: () => Promise<void> }> {
  const server = new ApolloServer<Context>({
    schema,
    introspection,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(logger),
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await server.start();
  const handler = expressMiddleware(server, {
    context: async ({ req }) => {
      let branchCode: string;
      try {
        branchCode = normaliseBranch(req.header('x-branch-code'));
      } catch (err) {
        throw new GraphQLError((err as Error).message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      }
      return createContext(services, tokens.verify(bearerToken(req.header('authorization'))), branchCode);
    },
  });
  return { handler, stop: () => server.stop() };
}
