import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrRefuse } from '../../../common/rate-limit';
import type { OrderTokens } from './access-token';

/**
 * Every check of a guest's order token (order, the invoice, GET /api/orders/{id}, cancelMyOrder,
 * requestReturn) goes through here. A check is counted against the caller's address before the token is
 * compared (so parallel guesses cannot slip past the count) and given back when the token was right:
 * only wrong tokens use up `orderTokenChecks`. Beyond it the address gets RATE_LIMITED (429) even with a
 * right token, while the same token keeps working from any other address.
 */
export class OrderTokenChecks {
  constructor(
    readonly tokens: OrderTokens,
    private readonly limiter: RateLimiterAbstract,
  ) {}

  /** True when `token` opens `order` (null: no such order). No token given: false, and nothing counted. */
  async opens(
    order: { id: number; accessTokenHash: string | null } | null,
    token: string | null | undefined,
    address: string,
  ): Promise<boolean> {
    if (!token) return false;
    const key = address || 'unknown';
    await consumeOrRefuse(this.limiter, key, 'wrong order links from your address');
    const right = order !== null && this.tokens.matches(token, order);
    if (right) await this.limiter.reward(key, 1);
    return right;
  }
}
