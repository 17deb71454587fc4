import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import express, { type Request as ExpressRequest, type RequestHandler, type Response } from 'express';
import { execute, type DocumentNode, type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import { DEFAULT_BRANCH } from '../common/branch';
import { limitAddress } from '../common/rate-limit';
import { createContext } from '../context';
import type { Services } from '../services';
import { etagOf, type RenderedPage } from '../common/page-cache';
import { formatError } from './graphql';
import {
  KEPT_PAGE_CACHE_CONTROL,
  notModified,
  pagePolicy,
  PRIVATE_PAGE_CACHE_CONTROL,
  UNKEPT_PAGE_CACHE_CONTROL,
  type PageEncoding,
} from './guest-pages';
import type { Logger } from '../common/logger';

/** The server bundle's interface (web/src/entry-server.tsx, built to web/dist/.ssr/entry-server.cjs). */
type GraphqlExecutor = (operation: {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<ExecutionResult>;
interface ServerBundle {
  render(
    request: Request,
    execute: GraphqlExecutor,
    assets: { template: string; manifest: unknown; siteUrl?: string; styles?: Record<string, string> },
  ): Promise<{ status: number; location?: string; body?: NodeJS.ReadableStream }>;
  styleTag(file: string, styles?: Record<string, string>): string;
}

/** Stylesheets up to this size go into the page itself; the IDE's large ones never do. */
const INLINE_CSS_MAX_BYTES = 32 * 1024;

export interface Storefront {
  /** GET /assets/*: hashed build files, immutable for a year, brotli or gzip for text. */
  assets: RequestHandler;
  /** The build's other public files (favicon, the IDE page's folder); never the page template. */
  files: RequestHandler;
  /** Every other GET that accepts HTML: the server-rendered storefront page (404 for the catch-all). */
  pages: RequestHandler;
  /**
   * The page cache's hit, found before the rest of the app runs: the kept page for a guest's GET, or
   * undefined (then the request goes the whole way, to `pages` if nothing else answers it).
   */
  keptPage(req: ExpressRequest, res: Response): KeptAnswer | undefined;
  /**
   * Sends a kept page found by `keptPage` in one writeHead, with `headers` (name, value, name, value…: the
   * security headers and the request id) before its own; counts its visitor as `pages` does.
   */
  sendKept(req: ExpressRequest, res: Response, answer: KeptAnswer, headers: readonly string[]): void;
}

/** A kept page and the encoding it was kept in. */
export interface KeptAnswer {
  page: RenderedPage;
  encoding: PageEncoding;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|map|ttf|txt|html|wasm)$/;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

function encodingFor(req: ExpressRequest): 'br' | 'gzip' | null {
  const chosen = req.acceptsEncodings(['br', 'gzip', 'identity']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * How the server render runs its GraphQL: in-process, as a guest, with one context per page as /graphql
 * makes one per request (the page is the same for everyone), errors formatted as /graphql formats them,
 * and reads kept until the next write (services.publicReads).
 */
export function guestExecutor(
  schema: GraphQLSchema,
  services: Services,
  format: ReturnType<typeof formatError>,
  address: string,
): GraphqlExecutor {
  const contextValue = createContext(services, null, DEFAULT_BRANCH, address);
  return (operation) =>
    services.publicReads.read(operation, async () => {
      const { document, variables, operationName } = operation;
      const result = await execute({ schema, document, variableValues: variables, contextValue, operationName });
      return result.errors ? { ...result, errors: result.errors.map((e) => format(e.toJSON(), e) as GraphQLError) } : result;
    });
}

/**
 * The storefront in the API's process: its static build and the server render of its pages. GraphQL runs
 * in-process against the API's own schema, with a guest's context made as /graphql makes it (so the same
 * access rules apply) and the same error formatting (no internals reach the page).
 */
export function createStorefront(options: {
  webDistDir: string;
  schema: GraphQLSchema;
  services: Services;
  logger: Logger;
  siteUrl?: string;
}): Storefront {
  const { webDistDir, schema, services, logger } = options;
  const assetsDir = path.join(webDistDir, 'assets');
  // Built files never change while the process runs: each is compressed once per encoding (a bounded set).
  const compressed = new Map<string, Promise<Buffer>>();
  const compress = (file: string, encoding: 'br' | 'gzip') => {
    const key = `${encoding}:${file}`;
    let done = compressed.get(key);
    if (!done) {
      // The build's Zopfli copy (web/vite-precompress.ts) where there is one: smaller than zlib's best.
      const built = encoding === 'gzip' ? fs.promises.readFile(`${file}.gz`).catch(() => null) : Promise.resolve(null);
      done = built.then(async (ready) => ready ?? compressNow(await fs.promises.readFile(file), encoding));
      done.catch(() => compressed.delete(key));
      compressed.set(key, done);
    }
    return done;
  };
  const compressNow = (raw: Buffer, encoding: 'br' | 'gzip') =>
    encoding === 'br'
      ? brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length > 1_000_000 ? 5 : 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzip(raw, { level: 9 });

  const assets: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let name: string;
    try {
      name = path.posix.normalize(decodeURIComponent(req.path)).replace(/^\/+/, '');
    } catch {
      return res.status(404).end();
    }
    const file = path.join(assetsDir, name);
    if (!name || name.startsWith('..') || !file.startsWith(assetsDir + path.sep)) return res.status(404).end();
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return res.status(404).end();
    const compressible = COMPRESSIBLE.test(name);
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    const encoding = compressible ? encodingFor(req) : null;
    if (!encoding) return res.sendFile(file, { maxAge: '365d', immutable: true, dotfiles: 'deny' });
    try {
      const body = await compress(file, encoding);
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('Content-Encoding', encoding);
      const type = TYPES[path.extname(name)];
      if (type) res.setHeader('Content-Type', type);
      else res.type(path.extname(name));
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      next(err);
    }
  };

  const serveStatic = express.static(webDistDir, { index: false, maxAge: '1h' });
  const files: RequestHandler = (req, res, next) => (req.path === '/index.html' ? next() : serveStatic(req, res, next));

  let loaded: { bundle: ServerBundle; template: string; manifest: unknown; styles: Record<string, string> } | undefined;
  const load = () => {
    if (!loaded) {
      const bundleFile = path.join(webDistDir, '.ssr', 'entry-server.cjs');
      const templateFile = path.join(webDistDir, 'index.html');
      if (!fs.existsSync(bundleFile) || !fs.existsSync(templateFile)) return undefined;
      const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
      const manifest = fs.existsSync(manifestFile)
        ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { css?: string[] }>)
        : null;
      // The pages' CSS is small: it goes in each page, so the first paint waits on no stylesheet request.
      const styles: Record<string, string> = {};
      for (const chunk of Object.values(manifest ?? {})) {
        for (const file of chunk.css ?? []) {
          const full = path.join(webDistDir, file);
          if (!(file in styles) && (fs.statSync(full, { throwIfNoEntry: false })?.size ?? Infinity) <= INLINE_CSS_MAX_BYTES)
            styles[file] = fs.readFileSync(full, 'utf8');
        }
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server bundle is a CommonJS file found at run time by its path
      const bundle = require(bundleFile) as ServerBundle;
      const template = fs
        .readFileSync(templateFile, 'utf8')
        .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_link, file: string) =>
          bundle.styleTag(file, styles),
        );
      loaded = { bundle, template, manifest, styles };
      // The first page served compresses the files every page loads, so its own asset requests find them ready.
      for (const [, asset] of loaded.template.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)) {
        if (!COMPRESSIBLE.test(asset)) continue;
        for (const encoding of ['br', 'gzip'] as const) compress(path.join(assetsDir, asset), encoding).catch(() => undefined);
      }
    }
    return loaded;
  };
  const format = formatError(logger);

  const pageCache = services.pageCache;

  /** One server render of the request's page, compressed for `encoding`; with `keepable`, its ETag too. */
  const renderPage = async (
    ssr: NonNullable<ReturnType<typeof load>>,
    req: ExpressRequest,
    encoding: PageEncoding,
    keepable: boolean,
  ): Promise<RenderedPage> => {
    const executor = guestExecutor(schema, services, format, limitAddress(req.ip));
    // Only the path and query matter to the routes; the origin is fixed so no header shapes the page.
    const request = new Request(new URL(req.originalUrl, 'http://localhost'), { method: 'GET' });
    const page = await ssr.bundle.render(request, executor, {
      template: ssr.template,
      manifest: ssr.manifest,
      siteUrl: options.siteUrl,
      styles: ssr.styles,
    });
    if (page.location) return { status: page.status, location: page.location };
    const body = await compressPage(page.body!, encoding);
    return { status: page.status, body, etag: keepable && page.status === 200 ? etagOf(body) : undefined };
  };

  const countVisit = (req: ExpressRequest, page: RenderedPage) => {
    // A storefront page a person asked for (not HEAD, a redirect, an error page, the back office or a
    // browser's speculative prefetch) counts its visitor; an IPv6 address by its /64, as privacy
    // addresses change within it.
    if (req.method === 'GET' && page.status < 300 && !isBackOffice(req.path) && !isPrefetch(req))
      services.visitors.visit(DEFAULT_BRANCH, limitAddress(req.ip), req.header('user-agent'));
  };

  const pages: RequestHandler = async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    const ssr = load();
    if (!ssr) {
      res.status(503).type('text/plain').send('The storefront is not built yet: run `npm run build`.');
      return;
    }
    try {
      const encoding = encodingFor(req) ?? 'identity';
      const policy = pageCache ? pagePolicy(req, res, encoding) : null;
      let page: RenderedPage;
      if (policy?.kind === 'kept') {
        const kept = pageCache!.get(policy.key);
        res.setHeader('X-Page-Cache', kept ? 'hit' : 'miss');
        page = kept ?? (await pageCache!.render(policy.key, () => renderPage(ssr, req, encoding, true)));
      } else {
        if (policy) res.setHeader('X-Page-Cache', 'bypass');
        page = await renderPage(ssr, req, encoding, false);
      }
      if (page.location) return res.redirect(page.status, page.location);
      countVisit(req, page);
      const cacheControl =
        policy?.kind === 'private'
          ? PRIVATE_PAGE_CACHE_CONTROL
          : policy?.kind === 'kept' && page.etag
            ? KEPT_PAGE_CACHE_CONTROL
            : UNKEPT_PAGE_CACHE_CONTROL;
      sendPage(req, res, page, encoding, cacheControl);
    } catch (err) {
      next(err);
    }
  };

  const keptPage = (req: ExpressRequest, res: Response): KeptAnswer | undefined => {
    if (!pageCache?.size || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
    if (req.headers.authorization !== undefined || req.headers.cookie !== undefined || !req.accepts('html')) return undefined;
    const encoding = encodingFor(req) ?? 'identity';
    const policy = pagePolicy(req, res, encoding);
    const page = policy.kind === 'kept' ? pageCache.get(policy.key) : undefined;
    return page && { page, encoding };
  };

  const sendKept = (req: ExpressRequest, res: Response, { page, encoding }: KeptAnswer, headers: readonly string[]) => {
    countVisit(req, page);
    sendPage(req, res, page, encoding, KEPT_PAGE_CACHE_CONTROL, [...headers, 'X-Page-Cache', 'hit']);
  };

  return { assets, files, pages, keptPage, sendKept };
}

function isBackOffice(pathname: string): boolean {
  return /^\/dashboard(\/|$)/i.test(pathname);
}

function isPrefetch(req: ExpressRequest): boolean {
  return /prefetch|prerender/i.test(`${req.header('sec-purpose') ?? ''} ${req.header('purpose') ?? ''} ${req.header('x-moz') ?? ''}`);
}

/**
 * The page is whole before it is sent (no streamed inline scripts under the CSP), so it is compressed in
 * one piece on zlib's thread pool: brotli quality 4 costs about a third of quality 5's time for some 8%
 * more bytes, and the event loop serves other requests meanwhile.
 */
async function compressPage(body: NodeJS.ReadableStream, encoding: PageEncoding): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const html = Buffer.concat(chunks);
  return encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
    : encoding === 'gzip'
      ? gzip(html, { level: 6 })
      : html;
}

/**
 * Sends a rendered or kept page in one writeHead, `before` (name, value, …) ahead of its own headers; a kept one the
 * browser already holds (its ETag) is answered 304.
 */
function sendPage(
  req: ExpressRequest,
  res: Response,
  page: RenderedPage,
  encoding: PageEncoding,
  cacheControl: string,
  before: readonly string[] = [],
): void {
  const headers = [...before, 'Content-Type', 'text/html; charset=utf-8', 'Cache-Control', cacheControl, 'Vary', 'Accept-Encoding'];
  if (page.etag) {
    headers.push('ETag', page.etag);
    if (notModified(req, page.etag)) {
      res.writeHead(304, headers).end();
      return;
    }
  }
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(page.body!.length));
  res.writeHead(page.status, headers).end(req.method === 'HEAD' ? undefined : page.body);
}
