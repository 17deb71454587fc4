import { AppError } from '../common/errors';

/** Errors that say the database cannot be reached or did not answer in time (not that a statement was wrong). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'POOL_ACQUIRE_TIMEOUT',
  'ER_CON_COUNT_ERROR', 'ER_TOO_MANY_USER_CONNECTIONS', 'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
]);

export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop cannot reach its database just now; please try again in a moment';

export class DatabaseUnavailableError extends AppError {
  constructor() {
    super('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  }
}

/** The client-facing error for `err` when it is the database being down or stalled, else undefined. */
export function asDatabaseUnavailable(err: unknown): DatabaseUnavailableError | undefined {
  const seen = new Set<unknown>();
  for (let e = err as { code?: unknown; fatal?: unknown; driverError?: unknown; originalError?: unknown; cause?: unknown } | undefined; e && typeof e === 'object' && !seen.has(e); ) {
    seen.add(e);
    if (e instanceof DatabaseUnavailableError) return e;
    if ((typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) || e.fatal === true) return new DatabaseUnavailableError();
    e = (e.driverError ?? e.originalError ?? e.cause) as typeof e;
  }
  return undefined;
}
