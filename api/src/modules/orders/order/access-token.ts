import crypto from 'node:crypto';

/** The hex sha256 an order keeps of the access token a guest gets on the confirmation page. */
export function hashAccessToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh access token for a guest order (url-safe, 32 random bytes). */
export function newAccessToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** True when the token hashes to the stored value; compares in constant time. */
export function accessTokenMatches(token: string | null | undefined, storedHash: string | null | undefined): boolean {
  if (!token || !storedHash || storedHash.length !== 64) return false;
  const given = Buffer.from(hashAccessToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/** The header a guest sends the order's access token in (never the URL, which logs and histories keep). */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/**
 * The access token of a checkout order, derived from the client's idempotency key (a random string
 * only that client knows), so a retry with the same key can be answered the same token; the order
 * keeps only its sha256, like any other access token.
 */
export function accessTokenForIdempotencyKey(key: string): string {
  return crypto.createHash('sha256').update(`order-access-token|${key}`, 'utf8').digest('base64url');
}

/** What an order stores of its checkout's idempotency key (hex sha256; the key itself is never kept). */
export function hashIdempotencyKey(key: string): string {
  return crypto.createHash('sha256').update(`order-idempotency-key|${key}`, 'utf8').digest('hex');
}
