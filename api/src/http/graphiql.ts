import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** Where `vite build` puts the web app; its second page, graphiql/index.html, is the GraphQL IDE. */
export const DEFAULT_WEB_DIST_DIR = path.resolve(__dirname, '..', '..', '..', 'web', 'dist');

/**
 * A browser's GET of /graphql (one that prefers HTML to JSON) gets the GraphQL IDE, built into our own
 * bundle so it works offline; its scripts, styles and editor workers are same-origin files under /assets.
 * Every other request goes on to the GraphQL server.
 */
export function graphiqlPage(webDistDir: string): RequestHandler {
  const page = path.join(webDistDir, 'graphiql', 'index.html');
  return (req, res, next) => {
    if (req.method !== 'GET' || req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) !== 'text/html')
      return next();
    if (!fs.existsSync(page)) {
      res.status(404).type('text/plain').send('The GraphQL IDE is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  };
}
