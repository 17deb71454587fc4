import { startRedis, StartedRedis } from '../../../../../tests/helpers/store';
import { parseRateLimits } from '../../../config';
import { RateLimitedError, RateLimits } from '../../../common/rate-limit';
import { LoginAttemptLimiter } from './attempt-limiter';

/** Runs `begin` for each attempt at once; answers how many were let through to the password check and the refusals. */
async function burst(
  limiter: LoginAttemptLimiter | LoginAttemptLimiter[],
  count: number,
  account = 'MAIN|ann@example.co.uk',
  address = '198.51.100.1',
) {
  const limiters = Array.isArray(limiter) ? limiter : [limiter];
  const results = await Promise.allSettled(Array.from({ length: count }, (_, i) => limiters[i % limiters.length].begin(account, address)));
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
  return { allowed: results.length - refused.length, refused };
}

describe('LoginAttemptLimiter in memory', () => {
  const limits = () => new RateLimits(parseRateLimits('loginPerAccountAndAddress=3/15m,loginPerAddress=5/15m,loginPerAccount=4/1h'));

  test('attempts are counted before the check: of 100 at once, 3 go through and 97 are refused with RATE_LIMITED (429)', async () => {
    const { allowed, refused } = await burst(new LoginAttemptLimiter(limits()), 100);
    expect(allowed).toBe(3);
    expect(refused).toHaveLength(97);
    expect(refused[0]).toBeInstanceOf(RateLimitedError);
    expect(refused[0]).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      message: expect.stringMatching(/^Too many failed login attempts\. Please try again in 1[45] minutes\.$/),
    });
  });

  test('a success gives its attempt back and clears that account and address', async () => {
    const limiter = new LoginAttemptLimiter(limits());
    for (let i = 0; i < 2; i++) await limiter.begin('MAIN|bo@example.co.uk', '198.51.100.2');
    await (await limiter.begin('MAIN|bo@example.co.uk', '198.51.100.2')).succeeded();
    expect((await burst(limiter, 10, 'MAIN|bo@example.co.uk', '198.51.100.2')).allowed).toBe(3);
  });

  test('the per-account count spares an address that has signed in to the account before', async () => {
    const limiter = new LoginAttemptLimiter(limits());
    await (await limiter.begin('MAIN|cy@example.co.uk', '203.0.113.1')).succeeded();
    for (let i = 0; i < 4; i++) await limiter.begin('MAIN|cy@example.co.uk', `192.0.2.${i}`);
    await expect(limiter.begin('MAIN|cy@example.co.uk', '192.0.2.200')).rejects.toThrow(
      /^Too many failed login attempts for this account\./,
    );
    await expect(limiter.begin('MAIN|cy@example.co.uk', '203.0.113.1')).resolves.toBeDefined();
  });
});

describe('LoginAttemptLimiter shared through Redis', () => {
  let redis: StartedRedis;
  let url: string;
  beforeAll(async () => {
    redis = await startRedis();
    url = redis.url;
  });
  afterAll(() => redis?.stop());

  test('two instances share the count: of 100 attempts at once spread over both, 3 go through', async () => {
    const instances = [
      new RateLimits(parseRateLimits('loginPerAccountAndAddress=3/15m'), url),
      new RateLimits(parseRateLimits('loginPerAccountAndAddress=3/15m'), url),
    ];
    try {
      await Promise.all(instances.map((l) => l.ready()));
      const { allowed, refused } = await burst(
        instances.map((l) => new LoginAttemptLimiter(l)),
        100,
        'MAIN|di@example.co.uk',
      );
      expect(allowed).toBe(3);
      expect(refused.every((e) => e instanceof RateLimitedError)).toBe(true);
    } finally {
      for (const l of instances) l.close();
    }
  });
});
