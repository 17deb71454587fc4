import type { RequestHandler } from 'express';
import type { Database } from '../db/database';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable';
import { errorBody } from './request-id';

/**
 * While the database is known to be away (a ping failed, see db/health.ts), requests that need it are
 * answered at once with 503 instead of queueing on a dead pool: a GraphQL error body under /graphql,
 * `{ message }` elsewhere. Nothing has been done for such a request, so it is safe to send again.
 */
export function databaseGate(db: Database): RequestHandler {
  return (req, res, next) => {
    if (db.available) return next();
    res.setHeader('Retry-After', '2');
    const body = errorBody(res, DATABASE_UNAVAILABLE_MESSAGE);
    if (req.baseUrl === '/graphql')
      res
        .status(503)
        .json({ errors: [{ message: body.message, extensions: { code: 'DATABASE_UNAVAILABLE', requestId: body.requestId } }] });
    else res.status(503).json(body);
  };
}

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Back shortly | Beauty Shop</title>
<style>body{font-family:system-ui,sans-serif;color:#2b2b2b;background:#fffaf7;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem;text-align:center}h1{font-size:1.75rem}a{color:#a3154a;font-weight:600}</style></head>
<body><main><h1>We will be back shortly</h1><p>The shop cannot reach its catalogue just now. Nothing you did caused this, and your basket is kept.</p><p><a href="">Try again</a></p></main></body>
</html>`;

/**
 * Storefront pages while the database is away: a small page of its own with 503 and Retry-After, at once,
 * instead of a page whose every section shows an error (or a request that waits on a dead pool).
 */
export function pageGate(db: Database): RequestHandler {
  return (req, res, next) => {
    if (db.available || (req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    res.status(503).setHeader('Retry-After', '5');
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(UNAVAILABLE_PAGE);
  };
}
