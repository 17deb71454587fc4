import type { Request, Response } from 'express';
import { KEPT_PAGE_SECONDS } from '../common/page-cache';
import { FILTER_LINKS } from '../modules/attributes/product-links';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * A guest page the page cache keeps: the browser asks again each time (and gets 304 while the ETag holds);
 * a shared cache (a CDN) may keep it as long as the shop does, and serve it that long again while it checks.
 */
export const KEPT_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${KEPT_PAGE_SECONDS}, stale-while-revalidate=${KEPT_PAGE_SECONDS}`;
/** Signed-in requests and the basket, checkout, order and account pages: no cache anywhere keeps them. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';
/** Pages the same for everyone that are not kept (error pages, URLs the cache leaves alone): asked for again each time. */
export const UNKEPT_PAGE_CACHE_CONTROL = 'no-cache';

/** Longer URLs (path and query) are rendered each time: no page of the shop links to one. */
export const MAX_KEPT_URL_LENGTH = 300;

/**
 * The pages that hold or lead to one visitor's own things (basket, checkout, orders, account, signing in)
 * and the back office. Their server render is a guest's empty shell, but they are never kept or shared.
 * React Router matches paths ignoring case, so this does too.
 */
const PRIVATE_PAGES =
  /^\/(?:cart|checkout|account|order|login|register|forgetpass|reset-password|dashboard)(?:\/|$)|^\/create account\/create-account\/?$/i;

/**
 * The query parameters a storefront page reads (the listing's filters, sort and page in
 * web/src/features/listing/listing-url.ts, and the search text). A URL with any other is rendered each
 * time, so made-up parameters cannot fill the cache with copies of one page.
 */
const PAGE_PARAMS = new Set([
  'q',
  'page',
  'sort',
  'price',
  'rating',
  'stock',
  'vegan',
  'crueltyFree',
  'organic',
  'hypoallergenic',
  'dermatologicallyTested',
  ...FILTER_LINKS.map((link) => link.key),
]);

export type PagePolicy = { kind: 'kept'; key: string } | { kind: 'private' } | { kind: 'unkept' };

/**
 * How the page cache treats a storefront request: kept (under a key made of the encoding, the path and the
 * query's parameters in order of name), private (signed in, or one visitor's page), or rendered each time.
 * The shop sets no cookie and signs in with a bearer token, so a request carrying either is a signed-in
 * visitor's (or a stranger's) and is never served a kept page, nor its page kept.
 */
export function pagePolicy(req: Request, res: Response, encoding: PageEncoding): PagePolicy {
  if (req.headers.authorization !== undefined || req.headers.cookie !== undefined || res.hasHeader('set-cookie'))
    return { kind: 'private' };
  const url = new URL(req.originalUrl, 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'unkept' };
  }
  if (PRIVATE_PAGES.test(pathname)) return { kind: 'private' };
  if (req.originalUrl.length > MAX_KEPT_URL_LENGTH) return { kind: 'unkept' };
  const params = [...url.searchParams];
  if (params.some(([name]) => !PAGE_PARAMS.has(name))) return { kind: 'unkept' };
  // A stable sort: the values of one parameter keep their order.
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { kind: 'kept', key: `${encoding} ${url.pathname}?${new URLSearchParams(params).toString()}` };
}

/** If-None-Match holds `etag` (or is `*`); weak tags compare by their value, as RFC 9110 says for this header. */
export function notModified(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
