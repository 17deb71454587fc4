import { AppError } from '../common/errors';

/** Errors that say the database cannot be reached or did not answer in time (not that a statement was wrong). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'POOL_ACQUIRE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
]);

/** SQLite cannot write its file: a full disk, an I/O error, a read-only file or folder. */
const SQLITE_STORAGE = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/;
/** The file system refuses a write: no permission, no space, read-only, over a size limit, an I/O error. */
const FILE_STORAGE_CODES = new Set(['EACCES', 'EPERM', 'ENOSPC', 'EROFS', 'EDQUOT', 'EFBIG', 'EIO']);

export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop cannot reach its database just now; please try again in a moment';
export const STORAGE_UNAVAILABLE_MESSAGE = 'The shop cannot save files just now; nothing was kept, please try again in a moment';

export class DatabaseUnavailableError extends AppError {
  constructor() {
    super('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  }
}

/** Uploads, contact attachments or the mail outbox could not be written (STORAGE_UNAVAILABLE, 503). */
export class StorageUnavailableError extends AppError {
  constructor() {
    super('STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE);
  }
}

type Chained = { code?: unknown; fatal?: unknown; driverError?: unknown; originalError?: unknown; cause?: unknown };

/** `err` and the errors it wraps (TypeORM's driverError, GraphQL's originalError, a cause). */
function* chain(err: unknown): Generator<Chained> {
  const seen = new Set<unknown>();
  for (
    let e = err as Chained | undefined;
    e && typeof e === 'object' && !seen.has(e);
    e = (e.driverError ?? e.originalError ?? e.cause) as Chained | undefined
  ) {
    seen.add(e);
    yield e;
  }
}

/** True when `err` is the file system refusing a write (sharp says so in words only). */
export function isFileStorageFault(err: unknown): boolean {
  for (const e of chain(err)) if (typeof e.code === 'string' && FILE_STORAGE_CODES.has(e.code)) return true;
  return /No space left|Permission denied|Read-only file system|Operation not permitted|Input\/output error|File too large/i.test(
    String((err as Error)?.message),
  );
}

/** True when `err` is SQLite failing to write its file (not a wrong statement). */
export function isStorageFault(err: unknown): boolean {
  for (const e of chain(err)) if (typeof e.code === 'string' && SQLITE_STORAGE.test(e.code)) return true;
  return false;
}

/**
 * The client-facing error for `err` when it is the database being down, stalled or unable to write
 * (DATABASE_UNAVAILABLE), or a file the shop keeps failing to write for want of space or permission
 * (STORAGE_UNAVAILABLE); else undefined. Both answer 503: nothing was kept, and sending again is safe.
 */
export function asDatabaseUnavailable(err: unknown): DatabaseUnavailableError | StorageUnavailableError | undefined {
  for (const e of chain(err)) {
    if (e instanceof DatabaseUnavailableError || e instanceof StorageUnavailableError) return e;
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || SQLITE_STORAGE.test(e.code))) return new DatabaseUnavailableError();
    if (typeof e.code === 'string' && FILE_STORAGE_CODES.has(e.code)) return new StorageUnavailableError();
    if (e.fatal === true) return new DatabaseUnavailableError();
  }
  return undefined;
}
