import { normaliseBranch } from '../common/branch';
import express, { ErrorRequestHandler, Request, RequestHandler, Router } from 'express';
import multer from 'multer';
import { bearerToken, requireStaff, type Authenticate, type Caller } from '../common/auth';
import type { RateLimitName } from '../config';
import { limitAddress, RateLimits } from '../common/rate-limit';
import { AppError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../common/errors';
import { ImageArea, ImageStore, isImageArea, MAX_IMAGE_BYTES, UNADOPTED_UPLOAD_TTL_MS } from '../common/images';
import { STAFF_ROLES } from '../common/roles';
import type { Logger } from '../common/logger';

export interface UploadRouterParts {
  images: ImageStore;
  /** The caller a bearer token stands for, as the database knows it now; null when none or no longer valid. */
  authenticate: Authenticate;
  logger: Logger;
  /** The shop's rate limits; uploads count against RATE_LIMITS `upload` per caller. */
  limits: RateLimits;
  /** Records a staff upload in the audit log (modules/audit); customers' uploads are not recorded. */
  audit?: (caller: Caller, address: string, route: string, area: string, fileName: string) => Promise<void>;
}

/**
 * A multer middleware whose parse failures (a malformed part, a missing boundary, a body cut short) are
 * the client's: they answer 400 rather than 500. Multer's own limit errors pass through as they are.
 */
export function formReader(receive: RequestHandler): RequestHandler {
  return (req, res, next) =>
    receive(req, res, (err?: unknown) => {
      if (err === undefined || err === null || err instanceof multer.MulterError || err instanceof AppError) return next(err);
      next(new AppError('BAD_USER_INPUT', 'The form could not be read: send it as multipart/form-data'));
    });
}

/**
 * A per-caller limit from RATE_LIMITS: a signed-in user counts by account, anyone else by address;
 * beyond it RATE_LIMITED (429, with Retry-After).
 */
export function perCallerLimit(
  limits: RateLimits,
  name: RateLimitName,
  what: string,
): (req: Request, caller: Caller | null) => Promise<void> {
  return (req, caller) =>
    limits.consume(name, caller ? `user:${caller.branchCode}|${caller.userId}` : `ip:${limitAddress(req.ip)}`, `${what} from you`);
}

/** Areas any logged-in user may upload to; the others are for staff. */
const OPEN_AREAS = new Set(['users']);
const FIELD_HINT = 'Send the image as multipart/form-data in a field named "file"';

interface UploadRequest extends Request {
  area?: ImageArea;
  caller?: Caller;
}

/**
 * POST /upload/:area — a multipart image (field `file`, at most 10 MB, sniffed to be a real image),
 * kept under /uploads/{area}/ until a form takes it over with ImageUploadInput.uploadedFileName.
 */
export function createUploadRouter(parts: UploadRouterParts): Router {
  const router = express.Router();
  const receive = formReader(
    multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } }).single('file'),
  );
  const limit = perCallerLimit(parts.limits, 'upload', 'uploads');

  const authorise: RequestHandler = async (req: UploadRequest, _res, next) => {
    try {
      const caller = await parts.authenticate(
        bearerToken(req.header('authorization')),
        normaliseBranch(req.header('x-branch-code') ?? (typeof req.query.BranchCode === 'string' ? req.query.BranchCode : '')),
      );
      if (!caller) throw new UnauthorizedError();
      const area = String(req.params.area);
      if (!isImageArea(area)) throw new NotFoundError(`There is no upload area "${area}"`);
      if (!OPEN_AREAS.has(area) && !STAFF_ROLES.includes(caller.role)) throw new ForbiddenError('Only staff can upload images here');
      // Staff who must still enrol in two-factor sign-in are told so, as on every other staff door (R2).
      if (!OPEN_AREAS.has(area)) requireStaff(caller);
      await limit(req, caller);
      req.area = area;
      req.caller = caller;
      next();
    } catch (err) {
      next(err);
    }
  };

  router.post('/:area', authorise, receive, async (req: UploadRequest, res, next) => {
    try {
      if (!req.file) throw new ValidationError(FIELD_HINT, 'file');
      const area = req.area!;
      const stored = await parts.images.saveUpload(area, req.file.buffer);
      await parts.audit?.(req.caller!, limitAddress(req.ip), `POST ${req.originalUrl.split('?')[0].slice(0, 250)}`, area, stored.fileName);
      res.status(201).json({ ...stored, url: `/uploads/${area}/${stored.fileName}` });
    } catch (err) {
      // What is wrong is the form's one field, `file`, whatever the image store calls it.
      next(err instanceof ValidationError ? new ValidationError(err.message, 'file') : err);
    }
  });

  router.use(
    multerErrors((err) =>
      err.code === 'LIMIT_FILE_SIZE'
        ? new AppError('PAYLOAD_TOO_LARGE', 'Image is larger than 10 MB')
        : new ValidationError(err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT' ? FIELD_HINT : err.message, 'file'),
    ),
  );
  return router;
}

/**
 * Turns multer's limit errors into the shop's own errors (with the form's wording); everything else
 * goes on to the app's one error handler, which answers every route alike.
 */
export function multerErrors(toAppError: (err: multer.MulterError) => AppError): ErrorRequestHandler {
  return (err, _req, _res, next) => next(err instanceof multer.MulterError ? toAppError(err) : err);
}

/**
 * Sweeps uploads no form took over within a day: once now (awaited), then every hour on a timer that
 * does not keep the process alive. Answers a function stopping the timer.
 */
export async function startUploadSweeper(images: ImageStore, logger: Logger, everyMs = 3600_000): Promise<() => void> {
  const sweep = async () => {
    try {
      const removed = await images.sweepUnadopted(new Date(Date.now() - UNADOPTED_UPLOAD_TTL_MS));
      if (removed) logger.info({ removed }, 'swept uploads no form took over within a day');
    } catch (err) {
      logger.warn({ err }, 'sweeping unadopted uploads failed');
    }
  };
  await sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
