import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { currentRequestId, inRequestScope } from '../common/request-scope';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy in front may have given the request (nginx's $request_id, a UUID): short and plain. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** pino-http's genReqId: the incoming x-request-id when sane, or a new UUID; answered in the x-request-id header. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The incoming x-request-id when sane, or a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** Runs the rest of the request with its id in scope (common/request-scope.ts). */
export const requestScope: RequestHandler = (req, _res, next) => {
  inRequestScope(String((req as { id?: unknown }).id ?? ''), next);
};

/** A REST error body: the message and the request's id (the same as the x-request-id header). */
export function errorBody(res: Response, message: string): { message: string; requestId?: string } {
  const id = res.getHeader(REQUEST_ID_HEADER) ?? currentRequestId();
  return id === undefined ? { message } : { message, requestId: String(id) };
}
