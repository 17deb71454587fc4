import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';

/** A listing route's error: its 404 (unknown slug, answered with HTTP 404 by the server) or the general error page. */
export function ListingRouteError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
