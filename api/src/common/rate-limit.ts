import { isIPv6 } from 'node:net';
import Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { MiddlewareFn, UseMiddleware } from 'type-graphql';
import type { RateLimitName, RateRule } from '../config';
import type { Context } from '../context';
import { AppError } from './errors';

/**
 * The address a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * household or server is given a whole /64, so counting single IPv6 addresses would let one client
 * make endless fresh keys).
 */
export function limitAddress(ip: string | undefined): string {
  const address = (ip ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address || 'unknown';
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** How long to wait, in words: minutes up to two hours, hours after that. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** RATE_LIMITED: HTTP 429 with Retry-After, on REST and on GraphQL alike. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super('RATE_LIMITED', message);
  }

  /** Also `Too many <what>. Please try again in N minutes.` for any `what`. */
  static tooMany(what: string, retryAfterMs: number): RateLimitedError {
    return new RateLimitedError(`Too many ${what}. Please try again in ${waitText(retryAfterMs)}.`, retryAfterMs);
  }

  /** For the Retry-After header. */
  get retryAfterSeconds(): string {
    return String(Math.max(1, Math.ceil(this.retryAfterMs / 1000)));
  }

  /** graphql-js copies an original error's extensions; Apollo turns `http` into the response's status and headers. */
  get extensions() {
    return { code: this.code, http: { status: 429, headers: new Map([['retry-after', this.retryAfterSeconds]]) } };
  }
}

/**
 * A limiter for one rule, by rate-limiter-flexible: in this process's memory, or shared by every instance
 * through Redis when a client is given (while Redis is away, each instance falls back to its own memory).
 * Consuming is atomic in both, so parallel requests cannot slip past the count.
 */
export function createRateLimiter(name: string, rule: RateRule, redis?: Redis): RateLimiterAbstract {
  const options = { keyPrefix: `shop:limit:${name}`, points: rule.points, duration: rule.durationSec };
  const memory = new RateLimiterMemory(options);
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory;
}

/** Counts one attempt against `limiter` and throws RATE_LIMITED (`Too many <what>…`) when the key has none left. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, what: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw RateLimitedError.tooMany(what, err.msBeforeNext);
    throw err;
  }
}

/** Counts one against `limiter`: true when the key had one left, false when not (for limits that go quiet instead of refusing). */
export async function consumeIfLeft(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}

/** Every rate limit of one process, built from the configured rules; shared through Redis when REDIS_URL is set. */
export class RateLimits {
  readonly redis?: Redis;
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly rules: Record<RateLimitName, RateRule>,
    redisUrl?: string,
    onError: (err: Error) => void = () => undefined,
  ) {
    if (redisUrl) {
      this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      this.redis.on('error', onError);
    }
  }

  /** The limiter of a configured rule. */
  limiter(name: RateLimitName): RateLimiterAbstract {
    return this.store(name, this.rules[name]);
  }

  /** A limiter for a rule that is not configuration (e.g. remembered addresses), built once per name. */
  store(name: string, rule: RateRule): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) this.limiters.set(name, (limiter = createRateLimiter(name, rule, this.redis)));
    return limiter;
  }

  /** Counts one request for `key`; throws RATE_LIMITED (429) with `Too many <what>…` when the key has none left. */
  async consume(name: RateLimitName, key: string, what: string): Promise<void> {
    await consumeOrRefuse(this.limiter(name), key, what);
  }

  /** Resolves once Redis answers, or after `timeoutMs` (the limits then count in memory until it does). */
  async ready(timeoutMs = 2000): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      redis.once('ready', done);
    });
  }

  close(): void {
    this.redis?.disconnect();
  }
}

export interface RateLimitedKeys {
  /** Counted per client address. */
  address?: RateLimitName;
  /** Counted per logged-in account (guests are counted by address only). */
  user?: RateLimitName;
}

/**
 * Counts every call of a GraphQL field (and so of the REST rows that run it) per address and/or per
 * account, refusing with RATE_LIMITED (429) beyond the configured rule: `@RateLimited({ address: 'register' }, 'registrations')`.
 */
export function RateLimited(keys: RateLimitedKeys, what: string) {
  const limit: MiddlewareFn<Context> = async ({ context }, next) => {
    const limits = context.services.rateLimits;
    if (keys.address) await limits.consume(keys.address, context.clientIp || 'unknown', `${what} from your address`);
    if (keys.user && context.caller)
      await limits.consume(keys.user, `${context.caller.branchCode}|${context.caller.userId}`, `${what} from your account`);
    return next();
  };
  return UseMiddleware(limit);
}
