import { normaliseBranch } from '../common/branch';
import express, { ErrorRequestHandler, Request, RequestHandler, Router } from 'express';
import multer from 'multer';
import type { Caller } from '../common/auth';
import { AppError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../common/errors';
import { ImageArea, ImageStore, isImageArea, MAX_IMAGE_BYTES } from '../common/images';
import { STAFF_ROLES } from '../common/roles';
import { bearerToken } from './graphql';
import type { Logger } from './logger';

export interface UploadRouterParts {
  images: ImageStore;
  /** The caller a bearer token stands for, as the database knows it now; null when none or no longer valid. */
  authenticate(token: string | null, branchCode: string): Promise<Caller | null>;
  logger: Logger;
}

/** Areas any logged-in user may upload to; the others are for staff. */
const OPEN_AREAS = new Set(['users']);
const FIELD_HINT = 'Send the image as multipart/form-data in a field named "file"';

interface UploadRequest extends Request {
  area?: ImageArea;
}

/**
 * POST /upload/:area — a multipart image (field `file`, at most 10 MB, sniffed to be a real image),
 * kept under /uploads/{area}/ until a form takes it over with ImageUploadInput.uploadedFileName.
 */
export function createUploadRouter(parts: UploadRouterParts): Router {
  const router = express.Router();
  const receive = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } }).single('file');

  const authorise: RequestHandler = async (req: UploadRequest, _res, next) => {
    try {
      const caller = await parts.authenticate(bearerToken(req.header('authorization')), normaliseBranch(req.header('x-branch-code') ?? (typeof req.query.BranchCode === 'string' ? req.query.BranchCode : '')));
      if (!caller) throw new UnauthorizedError();
      const area = String(req.params.area);
      if (!isImageArea(area)) throw new NotFoundError(`There is no upload area "${area}"`);
      if (!OPEN_AREAS.has(area) && !STAFF_ROLES.includes(caller.role)) throw new ForbiddenError('Only staff can upload images here');
      req.area = area;
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
      res.status(201).json({ ...stored, url: `/uploads/${area}/${stored.fileName}` });
    } catch (err) {
      next(err);
    }
  });

  router.use(uploadErrors(parts.logger));
  return router;
}

function uploadErrors(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return res.status(413).json({ message: 'Image is larger than 10 MB' });
      return res.status(400).json({ message: err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT' ? FIELD_HINT : err.message });
    }
    if (err instanceof AppError) return res.status(err.status).json({ message: err.message });
    if (typeof err?.status === 'number' && err.status < 500) return res.status(err.status).json({ message: String(err.message ?? 'Bad request') });
    logger.error({ err }, 'image upload failed');
    res.status(500).json({ message: 'Internal server error' });
  };
}
