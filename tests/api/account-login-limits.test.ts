import { createUser, firstError, loggedIn, PASSWORD } from '../helpers/accounts';
import { RAISED_RATE_LIMITS } from '../helpers/rate-limits';
import { startRedis, StartedRedis } from '../helpers/store';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, GqlBody, startTestShop, TestShop } from '../helpers/test-shop';

const LOGIN = graphql(`
  mutation LoginLimitsLogin($name: String!, $password: String!) {
    login(name: $name, password: $password) {
      token
      user {
        id
        name
        email
        role
        contactNo1
        contactNo2
        city
        address
        image
        isActive
        branchCode
      }
    }
  }
`);
const CHANGE_PASSWORD = graphql(`
  mutation LoginLimitsChangePassword($c: String!, $n: String!, $k: String!) {
    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {
      message
    }
  }
`);
const PAIR_LIMIT = /^Too many failed login attempts\. Please try again in 1[45] minutes\.$/;

/** A login from `address` (the shop trusts X-Forwarded-For from loopback, as behind the compose file's proxy). */
function loginFrom(t: TestShop, address: string, email: string, password: string) {
  return gql(t.url, LOGIN, { name: email, password }, { 'x-forwarded-for': address });
}

/** How many answers had each error code ('OK' for none). */
function tally(bodies: GqlBody<unknown>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const b of bodies) {
    const code = String(b.errors?.[0]?.extensions?.code ?? 'OK');
    out[code] = (out[code] ?? 0) + 1;
  }
  return out;
}

describe.each(sqliteOnly)('failed-login limits on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, { env: { RATE_LIMITS: `${RAISED_RATE_LIMITS},loginPerAddress=30/15m,loginPerAccount=15/1h` } });
  });
  afterAll(() => t?.close());

  test('400 parallel wrong passwords for one account from one address: 10 reach the password check, then even the right password is refused', async () => {
    await createUser(t.shop.db, { email: 'parallel@example.co.uk' });
    const bodies = await Promise.all(
      Array.from({ length: 400 }, (_, i) => loginFrom(t, '198.51.100.7', 'parallel@example.co.uk', `Wrong-guess-${i}`)),
    );
    expect(tally(bodies)).toEqual({ UNAUTHENTICATED: 10, RATE_LIMITED: 390 });
    const refused = bodies.find((b) => firstError(b)?.code === 'RATE_LIMITED')!;
    expect(firstError(refused)?.message).toMatch(PAIR_LIMIT);
    const right = await loginFrom(t, '198.51.100.7', 'Parallel@Example.co.uk', PASSWORD);
    expect(firstError(right)).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(PAIR_LIMIT), field: undefined });
  });

  test('one address guessing many e-mails is stopped at the per-address limit; other addresses still log in', async () => {
    await createUser(t.shop.db, { email: 'neighbour@example.co.uk' });
    const bodies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom(t, '198.51.100.8', `stuffed-${i}@example.co.uk`, 'Leaked-password-1')),
    );
    expect(tally(bodies)).toEqual({ UNAUTHENTICATED: 30, RATE_LIMITED: 10 });
    const blocked = await loginFrom(t, '198.51.100.8', 'neighbour@example.co.uk', PASSWORD);
    expect(firstError(blocked)?.message).toMatch(
      /^Too many failed login attempts from your address\. Please try again in 1[45] minutes\.$/,
    );
    expect((await loginFrom(t, '198.51.100.9', 'neighbour@example.co.uk', PASSWORD)).errors).toBeUndefined();
  });

  test('guesses spread over many addresses: a new address is refused for that account, the places the customer signed in from are not', async () => {
    await createUser(t.shop.db, { email: 'targeted@example.co.uk' });
    expect((await loginFrom(t, '203.0.113.10', 'targeted@example.co.uk', PASSWORD)).errors).toBeUndefined();
    const bodies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginFrom(t, `192.0.2.${i + 1}`, 'targeted@example.co.uk', `Wrong-guess-${i}`)),
    );
    expect(tally(bodies)).toEqual({ UNAUTHENTICATED: 15, RATE_LIMITED: 5 });
    const fromNewPlace = await loginFrom(t, '203.0.113.99', 'targeted@example.co.uk', PASSWORD);
    expect(firstError(fromNewPlace)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(firstError(fromNewPlace)?.message).toMatch(
      /^Too many failed login attempts for this account\. Please try again in \d+ minutes, or sign in from a device and network you have used before\.$/,
    );
    expect((await loginFrom(t, '203.0.113.10', 'targeted@example.co.uk', PASSWORD)).errors).toBeUndefined();
  });

  test('a successful login clears the failures of that account and address', async () => {
    await createUser(t.shop.db, { email: 'typo-prone@example.co.uk' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++)
        expect(firstError(await loginFrom(t, '198.51.100.20', 'typo-prone@example.co.uk', `Typo-${i}`))?.code).toBe('UNAUTHENTICATED');
      expect((await loginFrom(t, '198.51.100.20', 'typo-prone@example.co.uk', PASSWORD)).errors).toBeUndefined();
    }
  });

  test('50 parallel wrong current passwords in changePassword: 10 are checked, the rest refused', async () => {
    const { headers } = await loggedIn(t);
    const bodies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        gql(t.url, CHANGE_PASSWORD, { c: `Wrong-current-${i}`, n: 'Brand-new-pass-1', k: 'Brand-new-pass-1' }, headers),
      ),
    );
    expect(tally(bodies)).toEqual({ BAD_USER_INPUT: 10, RATE_LIMITED: 40 });
    const right = await gql(t.url, CHANGE_PASSWORD, { c: PASSWORD, n: 'Brand-new-pass-1', k: 'Brand-new-pass-1' }, headers);
    expect(firstError(right)?.message).toMatch(/^Too many wrong current passwords\. Please try again in 1[45] minutes\.$/);
  });
});

describe.each(sqliteOnly)('TRUST_PROXY on %s', (dialect) => {
  const tenFailuresThenRight = async (t: TestShop) => {
    await createUser(t.shop.db, { email: 'behind-proxy@example.co.uk' });
    for (let i = 0; i < 10; i++) await loginFrom(t, '198.51.100.30', 'behind-proxy@example.co.uk', `Wrong-guess-${i}`);
    return loginFrom(t, '198.51.100.31', 'behind-proxy@example.co.uk', PASSWORD);
  };

  test('by default (loopback) X-Forwarded-For from a local proxy is the client address: another client is not blocked', async () => {
    const t = await startTestShop(dialect);
    try {
      expect((await tenFailuresThenRight(t)).errors).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  test('TRUST_PROXY=false ignores X-Forwarded-For: every request counts for the connecting address', async () => {
    const t = await startTestShop(dialect, { env: { TRUST_PROXY: 'false' } });
    try {
      expect(firstError(await tenFailuresThenRight(t))?.message).toMatch(PAIR_LIMIT);
    } finally {
      await t.close();
    }
  });
});

describe.each(sqliteOnly)('failed logins counted through Redis by two instances on %s', (dialect) => {
  let redis: StartedRedis;
  let a: TestShop;
  let b: TestShop;
  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = await Promise.all([
      startTestShop(dialect, { env: { REDIS_URL: redis.url } }),
      startTestShop(dialect, { env: { REDIS_URL: redis.url } }),
    ]);
    for (const shop of [a, b]) await createUser(shop.shop.db, { email: 'shared@example.co.uk' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  test('200 parallel wrong passwords spread over both instances: 10 in all reach the password check; both then refuse', async () => {
    const bodies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => loginFrom(i % 2 ? a : b, '198.51.100.40', 'shared@example.co.uk', `Wrong-guess-${i}`)),
    );
    expect(tally(bodies)).toEqual({ UNAUTHENTICATED: 10, RATE_LIMITED: 190 });
    for (const shop of [a, b])
      expect(firstError(await loginFrom(shop, '198.51.100.40', 'shared@example.co.uk', PASSWORD))?.message).toMatch(PAIR_LIMIT);
    for (const shop of [a, b]) expect((await loginFrom(shop, '198.51.100.41', 'shared@example.co.uk', PASSWORD)).errors).toBeUndefined();
  });
});
