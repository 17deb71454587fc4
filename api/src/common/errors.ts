export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'DATABASE_UNAVAILABLE'
  | 'SAVE_UNCONFIRMED'
  | 'STORAGE_UNAVAILABLE';

export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  SAVE_UNCONFIRMED: 503,
  STORAGE_UNAVAILABLE: 503,
};

/** An error a client may see: a code (GraphQL extensions.code, REST status) and a human message. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): number {
    return STATUS_OF_CODE[this.code];
  }
}

export class ValidationError extends AppError {
  constructor(message: string, field?: string) {
    super('BAD_USER_INPUT', message, field);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'You need to log in') {
    super('UNAUTHENTICATED', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super('FORBIDDEN', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
