import { paths } from '../config/paths';

/** Pages a visitor is never sent back to after logging in or registering. */
const ACCOUNT_PAGES: string[] = [paths.login, paths.register, paths.createAccount, paths.forgetPassword, paths.resetPassword];

/** A place on this site seen from outside only: anything that resolves elsewhere is not a same-site path. */
const HERE = 'https://shop.invalid';

/**
 * The path itself when it is a same-site relative path ('/checkout', '/product/12/rose-oil?x=1#reviews')
 * that is not an account form; else null. Refused: absolute and protocol-relative URLs ('//evil.example'),
 * backslash tricks ('/\evil.example'), control characters, malformed escapes ('/%E0'), and anything that does not
 * resolve on this site.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.length > 2000) return null;
  if (candidate.startsWith('//') || candidate.includes('\\') || [...candidate].some((c) => c < ' ' || c === '\u007f')) return null;
  let url: URL;
  let path: string;
  try {
    url = new URL(candidate, HERE);
    // A malformed escape ('/%E0') is no page of this site, and decoding it throws.
    path = decodeURIComponent(url.pathname).toLowerCase();
  } catch {
    return null;
  }
  if (url.origin !== HERE) return null;
  if (ACCOUNT_PAGES.some((p) => path === decodeURIComponent(p).toLowerCase())) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Where login or registration goes next: the page's `?next=` path, else the page the visitor came
 * from (a link's `state.from`), each only when safeReturnPath keeps it; else the home page.
 */
export function returnPath(location: { search: string; state?: unknown }): string {
  const next = new URLSearchParams(location.search).get('next');
  const from = (location.state as { from?: unknown } | null | undefined)?.from;
  return safeReturnPath(next) ?? safeReturnPath(from) ?? paths.home;
}

/** An account form's link that keeps the way back: '/register?next=%2Fcheckout' (none when it would go home). */
export function withReturn(path: string, next: string): string {
  return next === paths.home ? path : `${path}?${new URLSearchParams({ next }).toString()}`;
}
