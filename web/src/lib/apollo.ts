import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
// BaseHttpLink: HttpLink without the client-awareness headers, which this API does not read.
import { BaseHttpLink } from '@apollo/client/link/http';
import { SetContextLink } from '@apollo/client/link/context';
import { TOKEN_STORAGE_KEY } from '../config/constants';

/** Ids of the two `<script type="application/json">` blocks the server writes and the browser reads. */
export const APOLLO_STATE_ID = 'apollo-state';
export const ROUTER_STATE_ID = 'router-state';

export type CacheState = ReturnType<InMemoryCache['extract']>;

/** Reads the visitor's token (browser only; the server renders every page as a guest). */
export function storedToken(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The browser's client: the cache the server filled, then /graphql on the same origin with the visitor's Bearer token. */
export function makeBrowserClient(state?: CacheState) {
  const cache = new InMemoryCache();
  if (state) cache.restore(state);
  const auth = new SetContextLink((prev) => {
    const token = storedToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({ cache, link: ApolloLink.from([auth, new BaseHttpLink({ uri: '/graphql' })]) });
}

/** One client per server request, never shared: a shared cache would carry one visitor's data into another's page. */
export function makeServerClient(link: ApolloLink) {
  return new ApolloClient({ ssrMode: true, cache: new InMemoryCache({ resultCaching: false }), link });
}
