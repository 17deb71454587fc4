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

/** Seconds a client is asked to wait (Retry-After) before sending again what the database or storage could not keep. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop cannot reach its database just now; please try again in a moment';
export const STORAGE_UNAVAILABLE_MESSAGE = 'The shop cannot save files just now; nothing was kept, please try again in a moment';

export const SAVE_UNCONFIRMED_MESSAGE =
  'The database stopped answering while this was being saved, so the shop cannot tell yet whether it was kept; please try again in a moment (a checkout sent again is never placed twice)';

/**
 * A COMMIT the database never answered (it stalled or went away mid-commit): unlike DATABASE_UNAVAILABLE,
 * the write may have landed, so the client is not told that nothing was done (SAVE_UNCONFIRMED, 503).
 */
export class SaveUnconfirmedError extends AppError {
  constructor() {
    super('SAVE_UNCONFIRMED', SAVE_UNCONFIRMED_MESSAGE);
  }
}

const COMMIT_UNANSWERED = Symbol('commit unanswered');

/** Marks a driver error as the COMMIT's: the database may still apply it once it answers again. */
export function markCommitUnanswered(err: object): void {
  (err as { [COMMIT_UNANSWERED]?: true })[COMMIT_UNANSWERED] = true;
}

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
 * (STORAGE_UNAVAILABLE); else undefined. Both answer 503: nothing was kept, and sending again is safe. A COMMIT
 * left unanswered is SAVE_UNCONFIRMED instead (503 too): it may have been kept.
 */
export function asDatabaseUnavailable(err: unknown): DatabaseUnavailableError | SaveUnconfirmedError | StorageUnavailableError | undefined {
  // TypeORM's QueryFailedError copies the driver error's code and fatal flag but not the mark, so the mark is
  // looked for along the whole chain before any code decides.
  for (const e of chain(err)) if ((e as { [COMMIT_UNANSWERED]?: true })[COMMIT_UNANSWERED]) return new SaveUnconfirmedError();
  for (const e of chain(err)) {
    if (e instanceof DatabaseUnavailableError || e instanceof SaveUnconfirmedError || e instanceof StorageUnavailableError) return e;
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || SQLITE_STORAGE.test(e.code))) return new DatabaseUnavailableError();
    if (typeof e.code === 'string' && FILE_STORAGE_CODES.has(e.code)) return new StorageUnavailableError();
    if (e.fatal === true) return new DatabaseUnavailableError();
  }
  return undefined;
}
