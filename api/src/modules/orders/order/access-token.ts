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

/**
 * The shortest idempotency key placeOrder takes: 22 base64url characters carry 128 bits (a UUID, 36
 * characters, or 32 hex digits pass too). The key is the seed of the guest's token, so it must be
 * unguessable; the token itself also carries the server's secret (OrderTokens).
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{22,100}$/;

/** What an order stores of its checkout's idempotency key (hex sha256; the key itself is never kept). */
export function hashIdempotencyKey(key: string): string {
  return crypto.createHash('sha256').update(`order-idempotency-key|${key}`, 'utf8').digest('hex');
}

const hmac = (secret: Buffer, text: string) => crypto.createHmac('sha256', secret).update(text, 'utf8').digest('base64url');

/**
 * Guest order tokens made with the server's secret (a key derived from JWT_SECRET, see TokenSigner.derivedKey):
 * - a checkout's token is HMAC(secret, key), so a retry with the same idempotency key is answered the same
 *   token, yet nobody can work a token out from a key without the secret. The order keeps sha256(token),
 *   so links given before the secret was used (sha256 of the key alone) keep working: the check compares
 *   hashes and does not care how the token was made.
 * - an order's link token is HMAC(secret, "order-link|" + id + "|" + stored hash): Track Your Order mails it
 *   to a guest who lost the first link. It verifies without replacing the stored hash (the confirmation's
 *   link still works, no migration), is tied to that order, and dies with the stored hash (an erased
 *   order's hash is null, so it has no link token either). Changing JWT_SECRET ends the link tokens only.
 */
export class OrderTokens {
  constructor(private readonly secret: Buffer) {}

  /** The access token of a checkout order, from the client's idempotency key. */
  forIdempotencyKey(key: string): string {
    return hmac(this.secret, `order-access-token|${key}`);
  }

  /** The order's link token for a mailed link; null when the order has no stored token hash. */
  linkToken(order: { id: number; accessTokenHash: string | null }): string | null {
    if (!order.accessTokenHash) return null;
    return hmac(this.secret, `order-link|${order.id}|${order.accessTokenHash}`);
  }

  /** True when the token opens the order: its own access token, or its link token (compared in constant time). */
  matches(token: string | null | undefined, order: { id: number; accessTokenHash: string | null }): boolean {
    if (!token || token.length > 200) return false;
    if (accessTokenMatches(token, order.accessTokenHash)) return true;
    const link = this.linkToken(order);
    if (!link) return false;
    const given = crypto.createHash('sha256').update(token).digest();
    return crypto.timingSafeEqual(given, crypto.createHash('sha256').update(link).digest());
  }
}
