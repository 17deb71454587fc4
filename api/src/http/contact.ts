import express, { Request, Router } from 'express';
import multer from 'multer';
import { bearerToken, type Authenticate } from '../common/auth';
import { normaliseBranch } from '../common/branch';
import { AppError, ValidationError } from '../common/errors';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_MESSAGE_ATTACHMENT_BYTES,
} from '../modules/content/contact-message/contact-attachments';
import type { ContactService } from '../modules/content/contact-message/contact.service';
import type { RateLimits } from '../common/rate-limit';
import { formReader, multerErrors, perCallerLimit } from './uploads';

export interface ContactRouterParts {
  contact: ContactService;
  authenticate: Authenticate;
  /** The shop's rate limits; messages count against RATE_LIMITS `contact` per caller. */
  limits: RateLimits;
}

const FIELDS = ['fullName', 'email', 'subject', 'message'] as const;
/** The form's text fields and multipart framing on top of the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

function branchOf(req: Request): string {
  return normaliseBranch(req.header('x-branch-code') ?? (typeof req.query.BranchCode === 'string' ? req.query.BranchCode : ''));
}

/**
 * The Contact Us form with its files: POST /contact as multipart/form-data (fullName, email, subject,
 * message, and up to 10 images or PDFs in fields named `attachments`, 10 MB each, 25 MB together);
 * and GET /contact/attachments/{name}, for staff with their Bearer token.
 */
export function createContactRouter(parts: ContactRouterParts): Router {
  const router = express.Router();
  const limit = perCallerLimit(parts.limits, 'contact', 'contact messages');
  const receive = formReader(
    multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: MAX_ATTACHMENTS, fields: 10, fieldSize: 64 * 1024, parts: MAX_ATTACHMENTS + 10 },
    }).array('attachments', MAX_ATTACHMENTS),
  );

  router.post(
    '/',
    async (req, res, next) => {
      try {
        const branchCode = branchOf(req);
        await limit(req, await parts.authenticate(bearerToken(req.header('authorization')), branchCode));
        // The body is never read past its declared length, so this bounds what a message can buffer.
        const length = Number(req.header('content-length'));
        if (!req.header('content-length') || !Number.isFinite(length))
          throw new AppError('BAD_USER_INPUT', 'Send the form as multipart/form-data with a Content-Length');
        if (length > MAX_MESSAGE_ATTACHMENT_BYTES + FORM_OVERHEAD_BYTES)
          throw new AppError('PAYLOAD_TOO_LARGE', 'Attachments may come to at most 25 MB together');
        res.locals.branchCode = branchCode;
        next();
      } catch (err) {
        next(err);
      }
    },
    receive,
    async (req, res, next) => {
      try {
        if (!req.is('multipart/form-data')) throw new AppError('BAD_USER_INPUT', 'Send the form as multipart/form-data');
        const body = (req.body ?? {}) as Record<string, unknown>;
        const input = Object.fromEntries(FIELDS.map((f) => [f, typeof body[f] === 'string' ? body[f] : null]));
        const files = ((req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({ buffer: f.buffer, fileName: f.originalname }));
        const receipt = await parts.contact.send(res.locals.branchCode as string, input as never, files);
        res.status(201).json(receipt);
      } catch (err) {
        next(err);
      }
    },
  );

  router.get('/attachments/:name', async (req, res, next) => {
    try {
      const branchCode = branchOf(req);
      const caller = await parts.authenticate(bearerToken(req.header('authorization')), branchCode);
      const { file, contentType } = await parts.contact.attachment(caller, branchCode, String(req.params.name));
      res.setHeader('Cache-Control', 'private, no-store');
      res.attachment(String(req.params.name));
      res.setHeader('Content-Type', contentType);
      res.sendFile(file, { dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) next(new AppError('NOT_FOUND', `No attachment named ${req.params.name}`));
      });
    } catch (err) {
      next(err);
    }
  });

  router.use(
    multerErrors((err) => {
      if (err.code === 'LIMIT_FILE_SIZE') return new AppError('PAYLOAD_TOO_LARGE', 'Each attachment must be at most 10 MB');
      if (err.code === 'LIMIT_FILE_COUNT' || (err.code === 'LIMIT_UNEXPECTED_FILE' && err.field === 'attachments'))
        return new ValidationError(`Attach at most ${MAX_ATTACHMENTS} files`);
      if (err.code === 'LIMIT_UNEXPECTED_FILE') return new ValidationError('Send files in fields named "attachments"');
      return new ValidationError('The form has too many or too large fields');
    }),
  );
  return router;
}
