import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isRouteErrorResponse, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { StoreProductPageDocument } from '../../generated/graphql';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { preloadProductParts, ProductPage } from './product-page';

const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

/**
 * Fills the cache with the product page's document (and fetches the page's lazy parts meanwhile). A product the shop does not sell (unknown or
 * switched-off slug) is a 404 (the server answers it with that status); any other failure leaves the
 * page to show its error state.
 */
export function productLoader(client: ApolloClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<null> => {
    const slug = params.slug ?? '';
    // A part that fails to load here fails again where it renders, inside the page's error handling.
    const parts = preloadProductParts().catch(() => undefined);
    // The delivery promise (delivery-promise.tsx) rides along, its code a chunk of its own; the page says the
    // shop's rule without it.
    const promise = import('../../components/dispatch-promise/dispatch-promise')
      .then((m) => m.loadDispatchPromise(client))
      .catch(() => null);
    try {
      await client.query({ query: StoreProductPageDocument, variables: { slug } });
      await parts;
    } catch (error) {
      if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => NOT_FOUND_CODES.has(String(e.extensions?.code)))) {
        throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
      }
    } finally {
      await promise;
    }
    return null;
  };
}

/** The product page route's lazy part: its loader, page and error page (a chunk of its own). */
export function productRoute(client: ApolloClient) {
  return { loader: productLoader(client), Component: ProductPage, ErrorBoundary: ProductRouteError };
}

/** A product that does not exist shows the 404 page; anything else the error page. */
export function ProductRouteError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
