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
    if (req.baseUrl === '/graphql') res.status(503).json({ errors: [{ message: body.message, extensions: { code: 'DATABASE_UNAVAILABLE', requestId: body.requestId } }] });
    else res.status(503).json(body);
  };
}
