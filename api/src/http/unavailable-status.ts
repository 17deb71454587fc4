import type { ApolloServerPlugin } from '@apollo/server';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';

const UNAVAILABLE = new Set(['DATABASE_UNAVAILABLE', 'SAVE_UNCONFIRMED', 'STORAGE_UNAVAILABLE']);

/**
 * A GraphQL answer whose operation failed for want of the database or storage (nothing was done) goes out
 * as 503 with Retry-After, like the same failure under /api, /upload or /contact; a query that still
 * answered some fields keeps its 200.
 */
export function unavailableStatus<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, operation }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (!errors?.some((e) => UNAVAILABLE.has(String(e.extensions?.code)))) return;
          if (data && operation?.operation !== 'mutation') return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}
