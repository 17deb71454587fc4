import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** One GraphQL request a test's fake server received. */
export interface Received {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the fake server answers: data, GraphQL errors, or a network failure. */
export type Answer =
  { data: Record<string, unknown> } | { errors: { message: string; extensions?: Record<string, unknown> }[] } | { networkError: true };

/**
 * An Apollo Client whose link answers each operation with `answer(operation name, variables)` and
 * records what it was asked, so a test can assert the variables a screen sends (search, sort, paging).
 */
export function fakeServer(answer: (name: string, variables: Record<string, unknown>) => Answer) {
  const received: Received[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = { operationName: operation.operationName ?? '', variables: operation.variables as Record<string, unknown> };
        received.push(request);
        const result = answer(request.operationName, request.variables);
        setTimeout(() => {
          if ('networkError' in result) observer.error(new Error('Failed to fetch'));
          else {
            observer.next(result as never);
            observer.complete();
          }
        }, 0);
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  return { client, received };
}

/** The current location, printed for assertions on the URL a screen writes. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function withProviders(client: ApolloClient, url: string, children: ReactNode) {
  return (
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    </ApolloProvider>
  );
}
