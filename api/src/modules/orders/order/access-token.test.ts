import crypto from 'node:crypto';
import { hashAccessToken, IDEMPOTENCY_KEY, OrderTokens } from './access-token';

const secret = crypto.randomBytes(32);
const tokens = new OrderTokens(secret);

describe('guest order tokens', () => {
  test('a checkout token depends on the key and on the secret: the same key gives the same token only under the same secret', () => {
    const key = crypto.randomUUID();
    expect(tokens.forIdempotencyKey(key)).toBe(new OrderTokens(Buffer.from(secret)).forIdempotencyKey(key));
    expect(tokens.forIdempotencyKey(key)).not.toBe(new OrderTokens(crypto.randomBytes(32)).forIdempotencyKey(key));
    expect(tokens.forIdempotencyKey(key)).not.toBe(tokens.forIdempotencyKey(crypto.randomUUID()));
  });

  test('an order opens with its own token and with its link token, and with nothing else', () => {
    const token = tokens.forIdempotencyKey(crypto.randomUUID());
    const order = { id: 7, accessTokenHash: hashAccessToken(token) };
    const link = tokens.linkToken(order)!;
    expect(tokens.matches(token, order)).toBe(true);
    expect(tokens.matches(link, order)).toBe(true);
    expect(tokens.matches(link, { ...order, id: 8 })).toBe(false);
    expect(tokens.matches(link, { id: 7, accessTokenHash: hashAccessToken('another token') })).toBe(false);
    expect(tokens.matches(link.slice(1), order)).toBe(false);
    expect(tokens.matches('', order)).toBe(false);
    expect(tokens.matches(null, order)).toBe(false);
  });

  test('an order without a stored hash (erased, or seeded) has no link token and opens with nothing', () => {
    const erased = { id: 9, accessTokenHash: null };
    expect(tokens.linkToken(erased)).toBeNull();
    expect(tokens.matches('anything-at-all', erased)).toBe(false);
  });

  test('idempotency keys: 22 to 100 url-safe characters; a UUID and 32 hex digits pass, 16 characters do not', () => {
    expect(IDEMPOTENCY_KEY.test(crypto.randomUUID())).toBe(true);
    expect(IDEMPOTENCY_KEY.test(crypto.randomBytes(16).toString('hex'))).toBe(true);
    expect(IDEMPOTENCY_KEY.test(crypto.randomBytes(16).toString('base64url'))).toBe(true);
    expect(IDEMPOTENCY_KEY.test('a'.repeat(16))).toBe(false);
    expect(IDEMPOTENCY_KEY.test('a'.repeat(101))).toBe(false);
  });
});
