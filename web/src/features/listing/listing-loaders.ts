import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { StoreListingDocument, type ProductListingFilter } from '../../generated/graphql';
import { listingVariables } from './listing-url';

/** What a listing route's loader found for its path (the component reads the data from the cache). */
export interface Resolved<K extends string = string> {
  kind: K;
  slug: string;
}

/** An unknown slug: the route's error element shows the 404 page and the server answers HTTP 404. */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

/** A look-up's data, or null when the server says there is no such thing (any other failure is thrown). */
export async function lookup<T>(query: Promise<{ data?: T | undefined }>): Promise<T | null> {
  try {
    return (await query).data ?? null;
  } catch (error) {
    const missing = CombinedGraphQLErrors.is(error) && error.errors.every((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT');
    if (missing) return null;
    throw error;
  }
}

/**
 * Fills the cache with a listing's page and filter lists for the request's URL (filters, sort, page).
 * A failure does not fail the page: the listing shows its error state with a Retry.
 */
export async function primeListing(client: ApolloClient, request: Request, scope: ProductListingFilter): Promise<void> {
  await client.query({ query: StoreListingDocument, variables: listingVariables(scope, new URL(request.url).searchParams) }).catch(() => undefined);
}
