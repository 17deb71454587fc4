import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { DEFAULT_RATE_LIMITS, loadConfig } from './config';
import { hashPassword, verifyPassword } from './modules/account/auth/tokens';

describe('loadConfig', () => {
  test('PASSWORD_HASH_ROUNDS: unset, the default cost; a number from 4 to 15 sets it; anything else stops the start', async () => {
    expect(loadConfig({}).passwordHashRounds).toBeUndefined();
    expect(loadConfig({ PASSWORD_HASH_ROUNDS: '12' }).passwordHashRounds).toBe(12);
    for (const bad of ['3', '16', '10.5', 'eleven'])
      expect(() => loadConfig({ PASSWORD_HASH_ROUNDS: bad })).toThrow(
        `PASSWORD_HASH_ROUNDS must be a whole number from 4 to 15, got "${bad}"`,
      );
    // The test suites hash at 4 (tests/helpers/fast-hashing.ts); a hash made at another cost still verifies.
    expect(bcrypt.getRounds(await hashPassword('a-long-password-1'))).toBe(4);
    expect(await verifyPassword('a-long-password-1', bcrypt.hashSync('a-long-password-1', 11))).toBe(true);
  });

  test('production refuses a JWT_SECRET shorter than 32 bytes, with a message saying what to do', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) })).toThrow(
      'JWT_SECRET is too short: production needs at least 32 bytes (for example `openssl rand -base64 48`), or leave it unset to have one generated in DATA_DIR',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'é'.repeat(15) })).toThrow(/JWT_SECRET is too short/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(loadConfig({ NODE_ENV: 'production' }).jwtSecret).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'short' }).jwtSecret).toBe('short');
  });

  test("APPLE_PAY_DOMAIN_FILE: unset, nothing served; the file's text when it can be read; otherwise the start stops saying why", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apple-pay-'));
    try {
      expect(loadConfig({}).applePayDomainAssociation).toBeUndefined();
      const file = path.join(dir, 'association');
      fs.writeFileSync(file, '7B227073704964223A2241');
      expect(loadConfig({ APPLE_PAY_DOMAIN_FILE: ` ${file} ` }).applePayDomainAssociation).toBe('7B227073704964223A2241');
      expect(() => loadConfig({ APPLE_PAY_DOMAIN_FILE: path.join(dir, 'missing') })).toThrow(
        `APPLE_PAY_DOMAIN_FILE cannot be read: "${path.join(dir, 'missing')}" should be the domain association file from Stripe's Dashboard`,
      );
      fs.writeFileSync(file, ' \n');
      expect(() => loadConfig({ APPLE_PAY_DOMAIN_FILE: file })).toThrow(/APPLE_PAY_DOMAIN_FILE ".*" is empty/);
      fs.writeFileSync(file, 'x'.repeat(64 * 1024 + 1));
      expect(() => loadConfig({ APPLE_PAY_DOMAIN_FILE: file })).toThrow(/APPLE_PAY_DOMAIN_FILE is larger than 64 KB/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('TRUST_PROXY: loopback by default; booleans, hop counts and address lists as express reads them', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 172.16.0.0/12' }).trustProxy).toBe('loopback, 172.16.0.0/12');
  });

  test('RATE_LIMITS overrides some defaults and refuses unknown names and malformed rules', () => {
    const defaults = loadConfig({}).rateLimits;
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(DEFAULT_RATE_LIMITS).sort());
    expect(defaults.loginPerAccountAndAddress).toEqual({ points: 10, durationSec: 900 });
    const raised = loadConfig({ RATE_LIMITS: ' register=100000/1h , contact=3/10m,createOrder=5/30s,upload=2/1d' }).rateLimits;
    expect(raised).toMatchObject({
      register: { points: 100000, durationSec: 3600 },
      contact: { points: 3, durationSec: 600 },
      createOrder: { points: 5, durationSec: 30 },
      upload: { points: 2, durationSec: 86400 },
    });
    expect(raised.forgotPassword).toEqual(defaults.forgotPassword);
    expect(() => loadConfig({ RATE_LIMITS: 'regster=5/1h' })).toThrow(/RATE_LIMITS: unknown limit "regster"; the limits are .*register/);
    expect(() => loadConfig({ RATE_LIMITS: 'register=5' })).toThrow(
      'RATE_LIMITS: register must look like register=10/15m (requests per s, m, h or d), got "5"',
    );
    expect(() => loadConfig({ RATE_LIMITS: 'register=0/1h' })).toThrow(/register must look like/);
  });
});
