import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseTimeouts } from './db/mysql-driver';

/** Every environment variable the shop reads, in one place. Nothing else reads process.env. */
export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  /** mysql://user:pass@host:port/db, or undefined for the embedded SQLite database. */
  databaseUrl?: string;
  /** DATABASE_REPLICA_URLS: read replicas of DATABASE_URL (comma-separated mysql:// URLs); reads outside a transaction go to them. */
  databaseReplicaUrls: string[];
  dataDir: string;
  /** MySQL waits, from DB_CONNECT_TIMEOUT_MS (3000) and DB_QUERY_TIMEOUT_MS (10000, also the wait for a free pool connection). */
  databaseTimeouts: DatabaseTimeouts;
  /** MySQL: how long a start waits for a database that cannot be reached yet, from DB_START_WAIT_MS (60000). */
  databaseStartWaitMs: number;
  uploadsDir: string;
  /** 'demo' seeds an empty database on first start; 'none' skips it. */
  seed: 'demo' | 'none';
  adminEmail?: string;
  adminPassword?: string;
  jwtSecret?: string;
  /** bcrypt's cost for new password hashes (PASSWORD_HASH_ROUNDS); unset, 11. */
  passwordHashRounds?: number;
  jwtExpiresIn: string;
  introspection: boolean;
  logLevel: string;
  webDistDir: string;
  /** PAGE_CACHE (on unless 'off'): guests' storefront pages are kept compressed and served without a render (http/page-cache.ts). */
  pageCache: boolean;
  /** redis://host:6379 — when set, several instances share search-index updates through it. */
  redisUrl?: string;
  /** smtp://user:pass@host:587 — when unset, each mail is written to outboxDir as an RFC 822 .eml file. */
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  /** Origin used in links sent by mail, e.g. https://shop.example.co.uk */
  publicUrl: string;
  /** Express `trust proxy`: which hops may set X-Forwarded-For (the address rate limits count by). */
  trustProxy: boolean | number | string;
  /** Every rate limit of the shop: DEFAULT_RATE_LIMITS, with RATE_LIMITS overriding some. */
  rateLimits: Record<RateLimitName, RateRule>;
  /** STAFF_2FA: 'required' makes admins and super-admins enrol in two-factor sign-in before using the back office. */
  staffTwoFactor: StaffTwoFactorPolicy;
  /** TWO_FACTOR_KEY (32 bytes, hex or base64): encrypts the stored two-factor secrets; unset → generated in DATA_DIR. */
  twoFactorKey?: Buffer;
  /** Card payments through Stripe: set only when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET all are. */
  stripe?: StripeSettings;
  /** STRIPE_JS_URL (tests only): where the checkout loads Stripe.js from; https://js.stripe.com/v3/ by default. */
  stripeJsUrl: string;
  /**
   * APPLE_PAY_DOMAIN_FILE: the domain association file Stripe's Dashboard gives for Apple Pay, read at start
   * and served at /.well-known/apple-developer-merchantid-domain-association; unset → that path is a 404.
   */
  applePayDomainAssociation?: string;
}

/** Stripe's keys (docs/operations.md, card payments) and, for tests only, another API address. */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE, e.g. http://127.0.0.1:4010: a stand-in for api.stripe.com in tests; unset in real use. */
  apiBase?: { protocol: 'http' | 'https'; host: string; port: number };
  /** CARD_PAYMENT_HOLD_MINUTES (30): how long an unpaid card order keeps its stock. */
  holdMinutes: number;
}

export type StaffTwoFactorPolicy = 'optional' | 'required';

/**
 * The shop's rate limits with their production defaults, as `points/duration` (s, m, h or d).
 * RATE_LIMITS="register=100000/1h,contact=3/10m" overrides some of them (tests and benchmarks raise them).
 */
export const DEFAULT_RATE_LIMITS = {
  /** Failed logins for one e-mail from one address (counted before the password check). */
  loginPerAccountAndAddress: '10/15m',
  /** Failed logins from one address, whatever the e-mail. */
  loginPerAddress: '100/15m',
  /** Failed logins for one e-mail from addresses that have not signed in to it before. */
  loginPerAccount: '50/1h',
  /** Wrong current passwords in changePassword, per account. */
  passwordChecks: '10/15m',
  /** Wrong two-factor codes (sign-in, enrolment, turning it off), per account; counted before the check. */
  twoFactorCodes: '5/15m',
  /** Reset mails per e-mail address (beyond it, forgotPassword answers the same and sends nothing). */
  resetMailsPerEmail: '5/1h',
  register: '20/1h',
  contact: '10/1h',
  forgotPassword: '10/1h',
  createOrder: '60/1h',
  createOrderPerUser: '30/1h',
  /** For POST /upload, per caller. */
  upload: '60/1h',
  /** Wrong guest order tokens (order, invoice, cancel, return, GET /api/orders/{id}) from one address. */
  orderTokenChecks: '20/15m',
  /** Track Your Order look-ups (sendOrderLink) from one address. */
  orderLinkRequests: '10/1h',
  /** Order-link mails per order (beyond it, sendOrderLink answers the same and sends nothing). */
  orderLinkMailsPerOrder: '3/1h',
  /** Back-in-stock alerts asked for from one address (each address is also capped at 20 waiting alerts). */
  stockAlerts: '20/1h',
} as const;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;

export interface RateRule {
  points: number;
  durationSec: number;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

function parseRule(name: string, text: string): RateRule {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*([smhd])\s*$/.exec(text);
  const points = Number(m?.[1]);
  const durationSec = Number(m?.[2]) * UNIT_SECONDS[m?.[3] ?? 's'];
  if (!m || points < 1 || durationSec < 1)
    throw new Error(`RATE_LIMITS: ${name} must look like ${name}=10/15m (requests per s, m, h or d), got "${text}"`);
  return { points, durationSec };
}

export function parseRateLimits(value: string | undefined): Record<RateLimitName, RateRule> {
  const rules = Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, parseRule(name, rule)])) as Record<
    RateLimitName,
    RateRule
  >;
  for (const part of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, rule = ''] = part.split('=');
    if (!(name.trim() in DEFAULT_RATE_LIMITS))
      throw new Error(`RATE_LIMITS: unknown limit "${name.trim()}"; the limits are ${Object.keys(DEFAULT_RATE_LIMITS).join(', ')}`);
    rules[name.trim() as RateLimitName] = parseRule(name.trim(), rule);
  }
  return rules;
}

/** TRUST_PROXY as express reads it: true/false, a hop count, or addresses and subnets ('loopback', '10.0.0.0/8, uniquelocal'). */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim();
  if (!v) return 'loopback';
  if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/**
 * PASSWORD_HASH_ROUNDS as bcrypt's cost (4–15), or undefined when unset (then 11, modules/account/auth/tokens.ts). The
 * test suites use 4 (tests/helpers/fast-hashing.ts): at 11 each hash or check takes some 200–300 ms of CPU, and the
 * suites create and sign in users thousands of times. A real shop leaves it unset.
 */
function parsePasswordHashRounds(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 4 || cost > 15)
    throw new Error(`PASSWORD_HASH_ROUNDS must be a whole number from 4 to 15, got "${value}"`);
  return cost;
}

/** The smallest JWT_SECRET production accepts: HS256 wants a key at least as long as its 256-bit hash. */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * TWO_FACTOR_KEY: an AES-256 key, 32 bytes written as 64 hex digits or in base64 (`openssl rand -base64 32`).
 */
export function parseTwoFactorKey(value: string | undefined): Buffer | undefined {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text)
      ? Buffer.from(text, 'base64')
      : Buffer.alloc(0);
  if (key.length !== 32)
    throw new Error(
      'TWO_FACTOR_KEY must be 32 bytes, written as 64 hex digits or in base64 (for example `openssl rand -base64 32`), or leave it unset to have one generated in DATA_DIR',
    );
  return key;
}

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
  STRIPE_PUBLISHABLE_KEY: /^pk_(test|live)_[A-Za-z0-9_]+$/,
  STRIPE_WEBHOOK_SECRET: /^whsec_[A-Za-z0-9_+/=]+$/,
} as const;

/**
 * Card payments are on when the three Stripe keys are set, off when none is; one or two alone, a key of
 * the wrong kind, or test and live keys mixed stop the start with what to fix.
 */
export function parseStripe(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const names = Object.keys(STRIPE_KEYS) as (keyof typeof STRIPE_KEYS)[];
  const value = (name: string) => (env[name] ?? '').trim();
  const set = names.filter((name) => value(name));
  if (set.length === 0) return undefined;
  if (set.length < names.length) {
    const missing = names.filter((name) => !value(name));
    throw new Error(`Card payments need ${names.join(', ')} together: ${missing.join(' and ')} missing (or unset all three)`);
  }
  for (const name of names) {
    if (!STRIPE_KEYS[name].test(value(name)))
      throw new Error(`${name} does not look like a Stripe key of its kind (see docs/operations.md)`);
  }
  const mode = (key: string) => (key.includes('_test_') ? 'test' : 'live');
  if (mode(value('STRIPE_SECRET_KEY')) !== mode(value('STRIPE_PUBLISHABLE_KEY'))) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys');
  }
  const holdText = value('CARD_PAYMENT_HOLD_MINUTES');
  const holdMinutes = holdText === '' ? 30 : Number(holdText);
  if (!Number.isInteger(holdMinutes) || holdMinutes < 1 || holdMinutes > 7 * 24 * 60) {
    throw new Error(`CARD_PAYMENT_HOLD_MINUTES must be a whole number of minutes from 1 to 10080, got "${holdText}"`);
  }
  return {
    secretKey: value('STRIPE_SECRET_KEY'),
    publishableKey: value('STRIPE_PUBLISHABLE_KEY'),
    webhookSecret: value('STRIPE_WEBHOOK_SECRET'),
    apiBase: parseStripeApiBase(value('STRIPE_API_BASE')),
    holdMinutes,
  };
}

function parseStripeApiBase(text: string): StripeSettings['apiBase'] {
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    url = new URL('invalid:');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname.replace(/\/+$/, '') !== '') {
    throw new Error(`STRIPE_API_BASE must be an origin such as http://127.0.0.1:4010 (tests only), got "${text}"`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
}

/** Stripe.js's one address; the checkout's pages allow its origin in their CSP (http/content-security.ts). */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** Apple's domain association files are a few KB of text; anything far larger is not one. */
const MAX_APPLE_PAY_DOMAIN_FILE_BYTES = 64 * 1024;

export function readApplePayDomainFile(file: string | undefined): string | undefined {
  if (!file) return undefined;
  let text: string;
  try {
    if (fs.statSync(file).size > MAX_APPLE_PAY_DOMAIN_FILE_BYTES) throw new Error('too large');
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    const why = (err as Error).message === 'too large' ? 'is larger than 64 KB' : 'cannot be read';
    throw new Error(`APPLE_PAY_DOMAIN_FILE ${why}: "${file}" should be the domain association file from Stripe's Dashboard`);
  }
  if (!text.trim())
    throw new Error(`APPLE_PAY_DOMAIN_FILE "${file}" is empty: it should be the domain association file from Stripe's Dashboard`);
  return text;
}

function parseStripeJsUrl(text: string | undefined): string {
  if (!text) return STRIPE_JS_URL;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`STRIPE_JS_URL must be an http(s) address of a stand-in for Stripe.js (tests only), got "${text}"`);
  }
  return url.href;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const seed = (env.SEED || 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", got "${env.SEED}"`);
  if (env.DATABASE_URL && !/^mysql:\/\//i.test(env.DATABASE_URL)) {
    throw new Error('DATABASE_URL must be a mysql://user:pass@host:port/db URL (leave it unset for the embedded SQLite database)');
  }
  const replicaUrls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (replicaUrls.length && !env.DATABASE_URL) throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL (the primary they copy)');
  for (const url of replicaUrls) {
    if (!/^mysql:\/\//i.test(url)) throw new Error('DATABASE_REPLICA_URLS must be comma-separated mysql://user:pass@host:port/db URLs');
  }
  const ms = (name: string, fallback: number) => {
    const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${name} must be a whole number of milliseconds (0 for no limit), got "${env[name]}"`);
    return value;
  };
  const queryMs = ms('DB_QUERY_TIMEOUT_MS', 10_000);
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (isProduction && env.JWT_SECRET && Buffer.byteLength(env.JWT_SECRET, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new Error(
      `JWT_SECRET is too short: production needs at least ${MIN_JWT_SECRET_BYTES} bytes (for example \`openssl rand -base64 48\`), or leave it unset to have one generated in DATA_DIR`,
    );
  }
  const staffTwoFactor = (env.STAFF_2FA || 'optional').toLowerCase();
  if (staffTwoFactor !== 'optional' && staffTwoFactor !== 'required')
    throw new Error(`STAFF_2FA must be "optional" or "required", got "${env.STAFF_2FA}"`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    nodeEnv,
    isProduction,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrls: replicaUrls,
    dataDir,
    databaseTimeouts: { connectMs: ms('DB_CONNECT_TIMEOUT_MS', 3000), queryMs, acquireMs: queryMs },
    databaseStartWaitMs: ms('DB_START_WAIT_MS', 60_000),
    uploadsDir: path.join(dataDir, 'uploads'),
    seed: seed as 'demo' | 'none',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    passwordHashRounds: parsePasswordHashRounds(env.PASSWORD_HASH_ROUNDS),
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    introspection: bool(env.GRAPHQL_INTROSPECTION, !isProduction),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(__dirname, '..', '..', 'web', 'dist')),
    pageCache: bool(env.PAGE_CACHE, true),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Beauty Shop <no-reply@beautyshop.local>',
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port || 3000}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: parseRateLimits(env.RATE_LIMITS),
    staffTwoFactor: staffTwoFactor as StaffTwoFactorPolicy,
    twoFactorKey: parseTwoFactorKey(env.TWO_FACTOR_KEY),
    stripe: parseStripe(env),
    stripeJsUrl: parseStripeJsUrl(env.STRIPE_JS_URL?.trim()),
    applePayDomainAssociation: readApplePayDomainFile(env.APPLE_PAY_DOMAIN_FILE?.trim()),
  };
}
