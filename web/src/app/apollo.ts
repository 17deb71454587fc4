import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One Apollo Client for the whole web app, talking to /graphql on the same origin. */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache(),
  });
}
