import fs from 'node:fs';
import path from 'node:path';
import express, { ErrorRequestHandler, RequestHandler } from 'express';
import helmet from 'helmet';
import pinoHttp from 'pino-http';
import type { Database } from '../db/database';
import type { Logger } from './logger';

export interface AppParts {
  db: Database;
  logger: Logger;
  graphql: RequestHandler;
  /** The legacy REST surface of spec section 7. */
  legacy: RequestHandler;
  /** POST /upload/:area: multipart images (see http/uploads.ts). */
  uploads: RequestHandler;
  uploadsDir: string;
  webDistDir: string;
}

/** The one express app: /healthz, /graphql, /api, /uploads, and the built web app with its SPA fallback. */
export function createApp(parts: AppParts): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(pinoHttp({ logger: parts.logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));

  app.get('/healthz', async (_req, res) => {
    const ok = await parts.db.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable' });
  });

  app.use('/graphql', express.json({ limit: '15mb' }), parts.graphql);

  app.use('/api', parts.legacy);

  app.use('/upload', parts.uploads);

  app.use('/uploads', express.static(parts.uploadsDir, { fallthrough: false, index: false, dotfiles: 'deny', maxAge: '7d' }));

  const indexHtml = path.join(parts.webDistDir, 'index.html');
  app.use(express.static(parts.webDistDir, { index: false, maxAge: '1h' }));
  app.get(/.*/, (req, res, next) => {
    if (!req.accepts('html') || !fs.existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use(errorHandler(parts.logger));
  return app;
}

function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) logger.error({ err }, 'request failed');
    const message =
      status === 413 ? 'Request body is too large' :
      status === 400 && err?.type === 'entity.parse.failed' ? 'Request body is not valid JSON' :
      status === 404 ? 'Not found' :
      status < 500 ? String(err?.message ?? 'Bad request') : 'Internal server error';
    if (!res.headersSent) res.status(status).json({ message });
  };
}
