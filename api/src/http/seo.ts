import { promisify } from 'node:util';
import zlib from 'node:zlib';
import express, { type Router } from 'express';
import type { SitemapEntry, SitemapService } from '../modules/content/storefront/sitemap.service';

const gzip = promisify(zlib.gzip);

/** The sitemap protocol's own limit of addresses per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** How long one built sitemap is served before the catalogue is read again. */
export const SITEMAP_TTL_MS = 5 * 60_000;

/** Storefront paths a search engine has no business crawling: the visitor's own pages, forms, search results and the APIs. */
export const ROBOTS_DISALLOW = [
  '/cart',
  '/checkout',
  '/account',
  '/orders',
  '/dashboard',
  '/login',
  '/register',
  '/Create%20Account/',
  '/forgetpass',
  '/reset-password',
  '/search',
  '/graphql',
  '/api/',
  '/upload/',
  '/contact/attachments/',
];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(publicUrl + path)}</loc>`;
    const valid = lastmod && !Number.isNaN(lastmod.getTime());
    return `<url>${loc}${valid ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export interface SeoOptions {
  sitemap: Pick<SitemapService, 'entries'>;
  /** The shop's public origin (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  branchCode: string;
  maxUrls?: number;
  ttlMs?: number;
  now?: () => number;
}

/**
 * GET /robots.txt and GET /sitemap.xml. The sitemap is public and reads the whole catalogue, so its cost
 * is bounded: at most `maxUrls` addresses, built once per `ttlMs` (concurrent requests share one build;
 * a failed build is not kept), gzipped once, and cacheable by browsers and proxies for as long.
 */
export function createSeoRouter(options: SeoOptions): Router {
  const { sitemap, publicUrl, branchCode } = options;
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const ttlMs = options.ttlMs ?? SITEMAP_TTL_MS;
  const now = options.now ?? Date.now;
  const robots = robotsTxt(publicUrl);
  const maxAge = Math.max(Math.floor(ttlMs / 1000), 0);

  let cached: { expires: number; built: Promise<{ raw: Buffer; gzipped: Buffer }> } | undefined;
  const current = () => {
    if (cached && cached.expires > now()) return cached.built;
    const built = sitemap.entries(branchCode, maxUrls).then(async (entries) => {
      const raw = Buffer.from(sitemapXml(entries, publicUrl), 'utf8');
      return { raw, gzipped: await gzip(raw, { level: 6 }) };
    });
    const entry = { expires: now() + ttlMs, built };
    cached = entry;
    built.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return built;
  };

  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(robots);
  });
  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const { raw, gzipped } = await current();
      const useGzip = req.acceptsEncodings(['gzip', 'identity']) === 'gzip';
      res.setHeader('Content-Type', 'application/xml; charset=utf-8');
      res.setHeader('Cache-Control', `public, max-age=${maxAge}`);
      res.setHeader('Vary', 'Accept-Encoding');
      if (useGzip) res.setHeader('Content-Encoding', 'gzip');
      const body = useGzip ? gzipped : raw;
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
