import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { Database } from '../db/database';
import type { Logger } from '../common/logger';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import type { Storefront } from './storefront';

export interface KeptPageParts {
  storefront: Storefront;
  db: Database;
  logger: Logger;
  /** The app's security headers (helmet with a fixed policy), run once at start to learn them. */
  security: RequestHandler;
}

/**
 * The server's request listener: a guest's GET of a page the page cache holds is answered before the express
 * app runs, in one writeHead, without the router, the static-file lookup, the request scope or pino-http's
 * child logger, which together cost a kept page about as much as sending it (tests/perf/README.md). What the
 * app would add is added here too: the security headers, the request id, an access log line and the visitor
 * count. Everything else, and every page while the database is away (the page gate's 503), goes to the app.
 */
export function keptPagesFirst(app: Express, parts: KeptPageParts): RequestListener {
  const { storefront, db, logger } = parts;
  const securityHeaders = headersSetBy(parts.security);
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    // As express's own dispatch begins: its request and response methods (accepts, ip, path) for the lookup.
    const req = Object.setPrototypeOf(incoming, app.request) as Request;
    const res = Object.setPrototypeOf(outgoing, app.response) as Response;
    req.originalUrl = req.url;
    const answer = db.available ? storefront.keptPage(req, res) : undefined;
    if (!answer) return app(req, res);
    const started = performance.now();
    const id = requestIdOf(req);
    storefront.sendKept(req, res, answer, [...securityHeaders, REQUEST_ID_HEADER, id]);
    // The access log's line, lighter than pino-http's: the page is the same for every guest, so of the
    // request's headers only the two that say who asked are worth writing each time.
    logger.info(
      {
        reqId: id,
        req: {
          method: req.method,
          url: req.url,
          remoteAddress: req.socket.remoteAddress,
          userAgent: req.headers['user-agent'],
          referer: req.headers.referer,
        },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
        pageCache: 'hit',
      },
      'request completed',
    );
  };
}

/**
 * The headers a middleware that only sets fixed headers sets, as name, value, name, value…; throws when it
 * does anything else, so a policy that came to vary per request is noticed at start.
 */
function headersSetBy(middleware: RequestHandler): string[] {
  const headers: string[] = [];
  let done = false;
  const res = {
    setHeader: (name: string, value: unknown) => {
      if (typeof value !== 'string') throw new Error(`the security header ${name} is not one fixed string`);
      headers.push(name, value);
    },
    removeHeader: () => undefined,
  };
  middleware({} as Request, res as unknown as Response, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('the security headers are not set at once: the kept-page shortcut cannot learn them');
  return headers;
}
