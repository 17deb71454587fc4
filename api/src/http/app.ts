import type { RequestListener } from 'node:http';
import zlib from 'node:zlib';
import express, { ErrorRequestHandler, RequestHandler } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import pinoHttp from 'pino-http';
import type { Database } from '../db/database';
import { AppError } from '../common/errors';
import { RateLimitedError } from '../common/rate-limit';
import { asDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { databaseGate, pageGate } from './database-gate';
import { Logger, logRequest } from '../common/logger';
import { errorBody, requestIdFor, requestScope } from './request-id';
import type { Storefront } from './storefront';
import { imageVariants } from './image-variants';
import { keptPagesFirst } from './kept-page-shortcut';
import { PAYMENT_PAGES, STRICT_CSP_DIRECTIVES } from './content-security';

/** Where Apple looks for a shop's domain association file before it shows Apple Pay on the shop's pages. */
export const APPLE_PAY_DOMAIN_PATH = '/.well-known/apple-developer-merchantid-domain-association';

export interface AppParts {
  db: Database;
  logger: Logger;
  graphql: RequestHandler;
  /** The legacy REST surface (docs/legacy-rest.md). */
  legacy: RequestHandler;
  /** POST /upload/:area: multipart images (see http/uploads.ts). */
  uploads: RequestHandler;
  /** POST /contact (the form with its files) and GET /contact/attachments/:name (see http/contact.ts). */
  contact: RequestHandler;
  /** GET and POST /stock-alerts/unsubscribe (see http/stock-alert-unsubscribe.ts). */
  stockAlerts?: RequestHandler;
  uploadsDir: string;
  /** The built web app: hashed assets, its other files, and the server-rendered storefront pages. */
  storefront: Storefront;
  /** GET /robots.txt and GET /sitemap.xml (see http/seo.ts). */
  seo?: RequestHandler;
  /** POST /webhooks/stripe (http/payment-webhooks.ts), only while card payments are on. */
  webhooks?: RequestHandler;
  /** The checkout pages' CSP allowing Stripe.js (http/content-security.ts), only while card payments are on. */
  paymentPagesCsp?: RequestHandler;
  /** The Apple Pay domain association file (APPLE_PAY_DOMAIN_FILE), served at APPLE_PAY_DOMAIN_PATH. */
  applePayDomainAssociation?: string;
  /** Express `trust proxy` (TRUST_PROXY): whose X-Forwarded-For gives the client's address. */
  trustProxy?: boolean | number | string;
  /** Whether a request carries a staff member's token: its GraphQL body may be up to STAFF_BODY_LIMIT. */
  isStaffRequest?: (req: express.Request) => boolean;
}

/** The largest GraphQL body anyone may send (1 MB). */
const GUEST_BODY_BYTES = 1024 * 1024;

/** The largest GraphQL body a member of staff may send: a product CSV import (MAX_CSV_BYTES) in its JSON. */
export const STAFF_BODY_LIMIT = '6mb';

/**
 * The one express app: /healthz, /graphql, /api, /uploads, and the storefront (its assets and server-rendered
 * pages); and the listener a server runs, which answers a guest's kept page before the app (kept-page-shortcut.ts).
 */
export function createApp(parts: AppParts): { app: express.Express; listener: RequestListener } {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parts.trustProxy ?? 'loopback');
  const security = helmet({
    contentSecurityPolicy: { directives: STRICT_CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  });
  app.use(security);
  app.use(
    pinoHttp({
      logger: parts.logger,
      genReqId: requestIdFor,
      serializers: { req: logRequest },
      customSuccessObject: (req, _res, value) => ({ ...value, reqId: req.id }),
      customErrorObject: (req, _res, _err, value) => ({ ...value, reqId: req.id }),
      autoLogging: { ignore: (req) => req.url === '/healthz' },
    }),
  );
  app.use(requestScope);

  app.get('/healthz', async (_req, res) => {
    const ok = await parts.db.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable' });
  });

  // The API's JSON shrinks about 16-fold (a listing with its filter panel: 47 KB → 3 KB), which a phone on a slow
  // connection feels on every client-side page change. Brotli (quality 4) with a 256 KB window rather than its
  // default 4 MB: each answer's encoder is set up for far less, about 0.15 ms an answer in all (tests/perf/README.md).
  // Pages and build files are compressed where they are made or kept. Tokens travel in headers, never cookies,
  // so a compressed answer gives a cross-site page no secret to guess at (BREACH).
  app.use(['/graphql', '/api'], compression({ threshold: 1024, brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));
  app.use(['/graphql', '/api', '/upload', '/contact', '/webhooks', '/stock-alerts'], databaseGate(parts.db));
  // Before any JSON parsing: a webhook's signature is checked over its raw bytes.
  if (parts.webhooks) app.use('/webhooks', parts.webhooks);

  // Forms and orders are small; images and contact attachments come as multipart (/upload, /contact). Staff may
  // send more (a product CSV import of 2,000 rows: MAX_CSV_BYTES), told apart by their token before the body is read.
  const guestJson = express.json({ limit: GUEST_BODY_BYTES });
  const staffJson = express.json({ limit: STAFF_BODY_LIMIT });
  // The token is checked only for a body that may be over 1 MB: every other request skips the signature's cost.
  const mayBeLarge = (req: express.Request) => !(Number(req.header('content-length')) <= GUEST_BODY_BYTES);
  app.use(
    '/graphql',
    (req, res, next) => (mayBeLarge(req) && parts.isStaffRequest?.(req) ? staffJson : guestJson)(req, res, next),
    parts.graphql,
  );

  app.use('/api', parts.legacy);

  app.use('/upload', parts.uploads);

  app.use('/contact', parts.contact);
  if (parts.stockAlerts) app.use('/stock-alerts', parts.stockAlerts);

  app.use('/uploads', imageVariants(parts.uploadsDir));
  app.use('/uploads', express.static(parts.uploadsDir, { fallthrough: false, index: false, dotfiles: 'deny', maxAge: '7d' }));

  const applePay = parts.applePayDomainAssociation;
  if (applePay)
    app.get(APPLE_PAY_DOMAIN_PATH, (_req, res) => res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(applePay));

  if (parts.seo) {
    app.use('/sitemap.xml', databaseGate(parts.db));
    app.use(parts.seo);
  }

  app.use('/assets', parts.storefront.assets);
  app.use(parts.storefront.files);
  if (parts.paymentPagesCsp) app.use(PAYMENT_PAGES, parts.paymentPagesCsp);
  app.use(pageGate(parts.db), parts.storefront.pages);

  app.use((_req, res) => {
    res.status(404).json(errorBody(res, 'Not found'));
  });
  app.use(errorHandler(parts.logger));
  return { app, listener: keptPagesFirst(app, { storefront: parts.storefront, db: parts.db, logger: parts.logger, security }) };
}

function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    if (res.headersSent) return;
    const unavailable = asDatabaseUnavailable(err);
    if (unavailable) {
      logger.warn({ err }, unavailable.code === 'STORAGE_UNAVAILABLE' ? 'storage unavailable' : 'database unavailable');
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return res.status(unavailable.status).json(errorBody(res, unavailable.message));
    }
    if (err instanceof AppError) {
      if (err instanceof RateLimitedError) res.setHeader('Retry-After', err.retryAfterSeconds);
      if (err.status >= 500) logger.error({ err }, 'request failed');
      return res
        .status(err.status)
        .json({ ...errorBody(res, err.status >= 500 ? 'Internal server error' : err.message), ...(err.field ? { field: err.field } : {}) });
    }
    const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) logger.error({ err }, 'request failed');
    const message =
      status === 413
        ? 'Request body is too large'
        : status === 400 && err?.type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : status === 404
            ? 'Not found'
            : status < 500
              ? String(err?.message ?? 'Bad request')
              : 'Internal server error';
    res.status(status).json(errorBody(res, message));
  };
}
