import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router-dom';

type SerialisedError =
  { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown } | { __type: 'Error'; message: string };

/**
 * Route errors as plain JSON (React Router's own inline script would revive them, but the CSP forbids
 * inline scripts). An unexpected error travels as a generic message: no internals reach the page.
 */
export function serialiseErrors(errors: Record<string, unknown> | null): Record<string, SerialisedError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data }
        : { __type: 'Error', message: 'Unexpected error' },
    ]),
  );
}

export function reviveErrors(errors: Record<string, SerialisedError> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [
      id,
      e.__type === 'RouteErrorResponse' ? new ErrorResponseImpl(e.status, e.statusText, e.data) : new Error(e.message),
    ]),
  );
}

/** JSON for a `<script type="application/json">` block: '<' escaped, so '</script>' or '<!--' in the data cannot end it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
