import pino, { DestinationStream } from 'pino';
import { ORDER_TOKEN_HEADER } from './auth';
import { currentRequestId } from './request-scope';

/** Query parameters whose values never reach a log: tokens and passwords, and GraphQL GET's operation and variables. */
const SECRET_PARAM = /token|secret|passw|pwd|key|sig|auth|session|cred|^(query|variables|extensions)$/i;
const SECRET_HEADERS = ['authorization', 'cookie', ORDER_TOKEN_HEADER];

/** The URL with the values of secret-looking query parameters replaced, e.g. /reset-password?token=[REDACTED]. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      let name = eq < 0 ? pair : pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        return '[REDACTED]';
      }
      return eq >= 0 && SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=[REDACTED]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * How a request appears in the access log: method, redacted URL and headers (no query object, whose
 * values the URL already shows redacted; no credentials; the Referer redacted like the URL).
 */
export function logRequest(req: {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
}) {
  const headers: Record<string, unknown> = { ...req.headers };
  for (const name of SECRET_HEADERS) if (headers[name] !== undefined) headers[name] = '[REDACTED]';
  if (typeof headers.referer === 'string') headers.referer = redactUrl(headers.referer);
  return { id: req.id, method: req.method, url: redactUrl(req.url), headers, remoteAddress: req.remoteAddress };
}

/** The shop's logger; lines written while a request is handled carry its id as reqId. */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      base: undefined,
      // A failed query's parameters may hold what a customer typed (a password hash, an address): the SQL is enough to debug.
      redact: [...SECRET_HEADERS.map((h) => `req.headers["${h}"]`), 'err.parameters', 'err.driverError.parameters'],
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
