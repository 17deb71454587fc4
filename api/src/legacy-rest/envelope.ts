import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from '../common/errors';
import { asDatabaseUnavailable } from '../db/unavailable';
import { errorBody } from '../http/request-id';

/** The status and message a legacy client sees for a failed operation: status + message (docs/legacy-rest.md). */
export function legacyError(error: GraphQLError, fallback: string): { status: number; message: string; unexpected: boolean } {
  const original = asDatabaseUnavailable(error.originalError) ?? error.originalError;
  if (original instanceof AppError) {
    return original.code === 'INTERNAL'
      ? { status: 500, message: fallback, unexpected: true }
      : { status: original.status, message: original.message || fallback, unexpected: false };
  }
  if (original instanceof ArgumentValidationError) {
    const first = original.extensions.validationErrors?.[0];
    return { status: 400, message: (first?.constraints && Object.values(first.constraints)[0]) || fallback, unexpected: false };
  }
  // Variable coercion errors (a value of the wrong type in the request) come from graphql-js itself.
  if (!original || original instanceof GraphQLError) return { status: 400, message: error.message || fallback, unexpected: false };
  return { status: 500, message: fallback, unexpected: true };
}

export function sendResult(
  res: Response,
  status: number,
  key: string,
  data: unknown,
  message?: string,
  extra?: Record<string, unknown>,
): void {
  res.status(status).json({ [key]: data, ...extra, ...(message ? { message } : {}) });
}

export function sendFailure(res: Response, status: number, message: string): void {
  res.status(status).json(errorBody(res, message));
}
