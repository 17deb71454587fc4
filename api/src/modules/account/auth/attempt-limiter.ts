import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { consumeOrRefuse, RateLimitedError, RateLimits, waitText } from '../../../common/rate-limit';

/**
 * How long a successful login makes an address known to the account (see `loginPerAccount`); under the
 * 24.8 days a Node timer can hold, which the in-memory store uses to expire keys.
 */
const KNOWN_ADDRESS_SECONDS = 21 * 24 * 3600;

/** One login attempt, counted before the password is checked; `succeeded()` when the password was right. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

const isLimited = (res: { consumedPoints: number } | null, limiter: RateLimiterAbstract) =>
  Boolean(res && res.consumedPoints >= limiter.points);

/**
 * Failed-login limits that hold under parallel requests: each attempt is counted (atomically, in memory
 * or in Redis) before the password check and given back when it succeeds, so no more than the limit can
 * ever reach bcrypt. Three counts:
 * - per e-mail and address (`loginPerAccountAndAddress`): the guesser at one address;
 * - per address (`loginPerAddress`): one address trying many e-mails;
 * - per e-mail from addresses that have never signed in to it (`loginPerAccount`): guessing spread over
 *   many addresses. It is generous, and an address that has signed in to the account before is exempt,
 *   so a stranger can slow a customer's sign-in down but never lock them out of the devices they use.
 */
export class LoginAttemptLimiter {
  private readonly pair: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;
  private readonly account: RateLimiterAbstract;
  private readonly known: RateLimiterAbstract;

  constructor(limits: RateLimits) {
    this.pair = limits.limiter('loginPerAccountAndAddress');
    this.address = limits.limiter('loginPerAddress');
    this.account = limits.limiter('loginPerAccount');
    this.known = limits.store('loginKnownAddresses', { points: 1, durationSec: KNOWN_ADDRESS_SECONDS });
  }

  /** Counts an attempt for `account` (branch and e-mail) from `address`, or throws RATE_LIMITED. */
  async begin(account: string, address: string): Promise<LoginAttempt> {
    const pairKey = `${account}|${address}`;
    // Refuse a blocked address or pair before counting, so refused requests create no new keys.
    const [pairNow, addressNow] = await Promise.all([this.pair.get(pairKey), this.address.get(address)]);
    if (isLimited(pairNow, this.pair)) throw RateLimitedError.tooMany('failed login attempts', pairNow!.msBeforeNext);
    if (isLimited(addressNow, this.address))
      throw RateLimitedError.tooMany('failed login attempts from your address', addressNow!.msBeforeNext);
    await consumeOrRefuse(this.pair, pairKey, 'failed login attempts');
    await consumeOrRefuse(this.address, address, 'failed login attempts from your address');
    const knownAddress = Boolean(await this.known.get(pairKey));
    if (!knownAddress) {
      try {
        await this.account.consume(account);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const wait = rejection.msBeforeNext;
        throw new RateLimitedError(
          `Too many failed login attempts for this account. Please try again in ${waitText(wait)}, or sign in from a device and network you have used before.`,
          wait,
        );
      }
    }
    return {
      succeeded: async () => {
        await Promise.all([
          this.pair.delete(pairKey),
          this.address.reward(address),
          knownAddress ? undefined : this.account.reward(account),
          this.known.set(pairKey, 1, KNOWN_ADDRESS_SECONDS),
        ]);
      },
    };
  }
}

/** Wrong current passwords per account (changePassword), counted before the check like logins. */
export class PasswordCheckLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(limits: RateLimits) {
    this.limiter = limits.limiter('passwordChecks');
  }

  async begin(key: string): Promise<LoginAttempt> {
    await consumeOrRefuse(this.limiter, key, 'wrong current passwords');
    return { succeeded: async () => void (await this.limiter.delete(key)) };
  }
}
