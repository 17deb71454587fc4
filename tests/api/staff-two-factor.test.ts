import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { Role } from '../../api/src/common/roles';
import { loadConfig } from '../../api/src/config';
import { StaffTwoFactor, TwoFactorRecoveryCode } from '../../api/src/modules/account/two-factor/staff-two-factor.entity';
import { createShop } from '../../api/src/shop';
import { bearer, createUser, firstError, PASSWORD, pngBuffer } from '../helpers/accounts';
import { api } from '../helpers/legacy';
import { RAISED_RATE_LIMITS } from '../helpers/rate-limits';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const LOGIN = graphql(`
  mutation StaffTwoFactorLogin($n: String!, $p: String!) {
    login(name: $n, password: $p) {
      token
      twoFactorChallenge
      twoFactorSetupRequired
      user {
        email
      }
    }
  }
`);
const VERIFY = graphql(`
  mutation StaffTwoFactorVerify($c: String!, $code: String!) {
    verifyTwoFactor(challenge: $c, code: $code) {
      token
      twoFactorChallenge
      user {
        email
        role
      }
    }
  }
`);
const STATUS = graphql(`
  query StaffTwoFactorStatus {
    twoFactorStatus {
      available
      enabled
      recoveryCodesLeft
      setupRequired
    }
  }
`);
const START = graphql(`
  mutation StaffTwoFactorStart {
    startTwoFactorEnrolment {
      secret
      otpauthUri
      qrCode
    }
  }
`);
const CONFIRM = graphql(`
  mutation StaffTwoFactorConfirm($code: String!) {
    confirmTwoFactorEnrolment(code: $code) {
      message
      recoveryCodes
      token
    }
  }
`);
const DISABLE = graphql(`
  mutation StaffTwoFactorDisable($code: String!) {
    disableTwoFactor(code: $code) {
      message
      token
    }
  }
`);
const REGENERATE = graphql(`
  mutation StaffTwoFactorRegenerate($code: String!) {
    regenerateTwoFactorRecoveryCodes(code: $code) {
      recoveryCodes
    }
  }
`);
const RESET = graphql(`
  mutation StaffTwoFactorReset($id: Int!) {
    resetStaffTwoFactor(userId: $id)
  }
`);
const ME = graphql(`
  query StaffTwoFactorMe {
    me {
      email
    }
  }
`);
const LOGOUT = graphql(`
  mutation StaffTwoFactorLogout {
    logout
  }
`);
const USERS = graphql(`
  query StaffTwoFactorUsers {
    users {
      totalItems
    }
  }
`);
const UPDATE_PROFILE = graphql(`
  mutation StaffTwoFactorUpdateProfile {
    updateProfile(input: { name: "Changed" }) {
      name
    }
  }
`);
const WRONG_CODE = 'That code is not right: type the 6-digit code your authenticator app shows now, or a recovery code';

/**
 * The code an authenticator app shows `steps` periods from now. Near the end of a period it waits for
 * the next one first, so that the code's period is still the server's "now" (or next) when it arrives.
 */
async function codeFor(secret: string, steps = 0): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 27) await new Promise((r) => setTimeout(r, (30 - intoStep + 0.2) * 1000));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** An account that signs in with its password: the token, or the challenge of the second step. */
async function signIn(t: TestShop, email: string, password = PASSWORD) {
  const body = await gql(t.url, LOGIN, { n: email, p: password });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.login;
}

/** A member of staff with two-factor sign-in turned on; the code used to enrol was this period's. */
async function enrolled(t: TestShop, role = Role.ADMIN) {
  const user = await createUser(t.shop.db, { role });
  const { token } = await signIn(t, user.email);
  const started = await gql(t.url, START, undefined, bearer(token!));
  expect(started.errors).toBeUndefined();
  const { secret } = started.data!.startTwoFactorEnrolment;
  const enrolCode = await codeFor(secret);
  const confirmed = await gql(t.url, CONFIRM, { code: enrolCode }, bearer(token!));
  expect(confirmed.errors).toBeUndefined();
  return {
    user,
    secret,
    enrolCode,
    recoveryCodes: confirmed.data!.confirmTwoFactorEnrolment.recoveryCodes,
    token: confirmed.data!.confirmTwoFactorEnrolment.token!,
    oldToken: token!,
  };
}

describe.each(sqliteOnly)('staff two-factor sign-in on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect);
  });
  afterAll(() => t?.close());

  test('enrolment answers a secret, its otpauth URI and a PNG QR code; a code from the app turns it on with ten recovery codes, shown once', async () => {
    const user = await createUser(t.shop.db, { role: Role.ADMIN, email: 'enrol.admin@example.co.uk' });
    const { token } = await signIn(t, user.email);
    expect(await gql(t.url, STATUS, undefined, bearer(token!))).toEqual({
      data: { twoFactorStatus: { available: true, enabled: false, recoveryCodesLeft: 0, setupRequired: false } },
    });
    const started = (await gql(t.url, START, undefined, bearer(token!))).data!.startTwoFactorEnrolment;
    expect(started.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(started.otpauthUri).toBe(
      `otpauth://totp/Beauty%20Shop:enrol.admin%40example.co.uk?secret=${started.secret}&issuer=Beauty%20Shop`,
    );
    expect(started.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(started.qrCode.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');

    const wrong = await gql(t.url, CONFIRM, { code: '000000' === (await codeFor(started.secret)) ? '111111' : '000000' }, bearer(token!));
    expect(firstError(wrong)).toEqual({ message: WRONG_CODE, code: 'BAD_USER_INPUT', field: 'code' });
    const confirmed = await gql(t.url, CONFIRM, { code: await codeFor(started.secret) }, bearer(token!));
    expect(confirmed.errors).toBeUndefined();
    const { recoveryCodes } = confirmed.data!.confirmTwoFactorEnrolment;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Turning it on ends the sessions signed in without it; the answer's token carries on.
    expect(firstError(await gql(t.url, ME, undefined, bearer(token!)))?.code).toBe('UNAUTHENTICATED');
    const fresh = bearer(confirmed.data!.confirmTwoFactorEnrolment.token!);
    expect(await gql(t.url, STATUS, undefined, fresh)).toEqual({
      data: { twoFactorStatus: { available: true, enabled: true, recoveryCodesLeft: 10, setupRequired: false } },
    });
    // Only hashes are kept: no field answers the codes again, and the table does not hold them.
    const stored = await t.shop.db.repo(TwoFactorRecoveryCode).findBy({ userId: user.id });
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes.map((c: string) => c.replace('-', ''))).not.toContain(row.codeHash);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0].slice(0, 5));
    // A second enrolment while it is on is refused.
    expect(firstError(await gql(t.url, START, undefined, fresh))?.code).toBe('CONFLICT');
  });

  test('the secret is stored encrypted: the table (and the database file) never holds the base32 secret', async () => {
    const { user, secret } = await enrolled(t);
    const row = await t.shop.db.repo(StaffTwoFactor).findOneByOrFail({ userId: user.id });
    expect(row.secretEncrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.secretEncrypted).not.toContain(secret);
    expect(row.secretEncrypted).not.toContain(Buffer.from(secret).toString('base64url'));
    if (dialect === 'sqlite') {
      const files = fs
        .readdirSync(t.dataDir)
        .filter((f) => /sqlite|\.db/.test(f))
        .map((f) => fs.readFileSync(path.join(t.dataDir, f)));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(file.includes(secret)).toBe(false);
    }
  });

  test('sign-in with two-factor on: the password answers a challenge (no token, no user), and the challenge with a code answers the token', async () => {
    const { user, secret } = await enrolled(t);
    const first = await signIn(t, user.email);
    expect(first).toEqual({ token: null, user: null, twoFactorChallenge: expect.any(String), twoFactorSetupRequired: false });
    // The challenge is no bearer token.
    expect(firstError(await gql(t.url, ME, undefined, bearer(first.twoFactorChallenge!)))?.code).toBe('UNAUTHENTICATED');
    const verified = await gql(t.url, VERIFY, { c: first.twoFactorChallenge!, code: await codeFor(secret, 1) });
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.verifyTwoFactor).toEqual({
      token: expect.any(String),
      twoFactorChallenge: null,
      user: { email: user.email, role: 'ADMIN' },
    });
    expect(await gql(t.url, ME, undefined, bearer(verified.data!.verifyTwoFactor.token!))).toEqual({ data: { me: { email: user.email } } });
    // A forged or foreign challenge is refused.
    const forged = await gql(t.url, VERIFY, { c: `${first.twoFactorChallenge}x`, code: await codeFor(secret) });
    expect(firstError(forged)).toEqual({
      message: 'This sign-in has expired: sign in again with your email and password',
      code: 'UNAUTHENTICATED',
      field: undefined,
    });
    const normalToken = verified.data!.verifyTwoFactor.token!;
    expect(firstError(await gql(t.url, VERIFY, { c: normalToken, code: await codeFor(secret) }))?.code).toBe('UNAUTHENTICATED');
  });

  test('a code is accepted once: the code used to enrol, or to sign in, is refused when sent again (replay)', async () => {
    const { user, secret, enrolCode } = await enrolled(t);
    const { twoFactorChallenge } = await signIn(t, user.email);
    const used = await gql(t.url, VERIFY, { c: twoFactorChallenge!, code: enrolCode });
    expect(firstError(used)).toEqual({
      message: 'That code has already been used: wait for the next code in your authenticator app',
      code: 'BAD_USER_INPUT',
      field: 'code',
    });
    const next = await codeFor(secret, 1);
    const ok = await gql(t.url, VERIFY, { c: twoFactorChallenge!, code: next });
    expect(ok.errors).toBeUndefined();
    // Two requests with the same fresh code: only one signs in.
    expect(firstError(await gql(t.url, VERIFY, { c: twoFactorChallenge!, code: next }))?.message).toMatch(/already been used/);
  });

  test('a recovery code signs in once (typed in capitals or without the hyphen too); the status counts what is left', async () => {
    const { user, recoveryCodes } = await enrolled(t);
    const [code] = recoveryCodes;
    const { twoFactorChallenge } = await signIn(t, user.email);
    const signedIn = await gql(t.url, VERIFY, { c: twoFactorChallenge!, code: ` ${code.toUpperCase().replace('-', ' ')} ` });
    expect(signedIn.errors).toBeUndefined();
    const again = await gql(t.url, VERIFY, { c: (await signIn(t, user.email)).twoFactorChallenge!, code });
    expect(firstError(again)).toEqual({ message: WRONG_CODE, code: 'BAD_USER_INPUT', field: 'code' });
    expect(
      (await gql(t.url, STATUS, undefined, bearer(signedIn.data!.verifyTwoFactor.token!))).data!.twoFactorStatus.recoveryCodesLeft,
    ).toBe(9);
  });

  test('wrong codes are limited per account like passwords (5 in 15 minutes, counted before the check): even the right code then waits', async () => {
    const { user, secret } = await enrolled(t);
    const { twoFactorChallenge } = await signIn(t, user.email);
    const right = await codeFor(secret, 1);
    const wrongCodes = ['000001', '000002', '000003', '000004', '000005', '000006', '000007', '000008'].filter((c) => c !== right);
    const answers = await Promise.all(wrongCodes.map((code) => gql(t.url, VERIFY, { c: twoFactorChallenge!, code })));
    const codes = answers.map((a) => firstError(a)?.code);
    expect(codes.filter((c) => c === 'BAD_USER_INPUT')).toHaveLength(5);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(wrongCodes.length - 5);
    const blocked = await gql(t.url, VERIFY, { c: twoFactorChallenge!, code: right });
    expect(firstError(blocked)).toEqual({
      message: expect.stringMatching(/^Too many wrong two-factor codes\. Please try again in 1[45] minutes\.$/),
      code: 'RATE_LIMITED',
      field: undefined,
    });
    // A new challenge does not start the count again.
    expect(firstError(await gql(t.url, VERIFY, { c: (await signIn(t, user.email)).twoFactorChallenge!, code: right }))?.code).toBe(
      'RATE_LIMITED',
    );
  });

  test("a challenge ends when the account's sessions are ended (logout)", async () => {
    const { user, secret, token } = await enrolled(t);
    const { twoFactorChallenge } = await signIn(t, user.email);
    expect(await gql(t.url, LOGOUT, undefined, bearer(token))).toEqual({ data: { logout: true } });
    expect(firstError(await gql(t.url, VERIFY, { c: twoFactorChallenge!, code: await codeFor(secret, 1) }))?.code).toBe('UNAUTHENTICATED');
  });

  test('turning it off needs a fresh code (a password is refused), ends the other sessions, and sign-in is one step again', async () => {
    const { user, secret, token, recoveryCodes } = await enrolled(t);
    const other = (await gql(t.url, VERIFY, { c: (await signIn(t, user.email)).twoFactorChallenge!, code: await codeFor(secret, 1) })).data!
      .verifyTwoFactor.token!;
    expect(firstError(await gql(t.url, DISABLE, { code: PASSWORD }, bearer(token)))).toEqual({
      message: WRONG_CODE,
      code: 'BAD_USER_INPUT',
      field: 'code',
    });
    expect(firstError(await gql(t.url, DISABLE, { code: '' }, bearer(token)))?.code).toBe('BAD_USER_INPUT');
    const off = await gql(t.url, DISABLE, { code: recoveryCodes[0] }, bearer(token));
    expect(off.errors).toBeUndefined();
    expect(off.data!.disableTwoFactor.message).toBe('Two-factor sign-in is off');
    expect(firstError(await gql(t.url, ME, undefined, bearer(other)))?.code).toBe('UNAUTHENTICATED');
    expect(await gql(t.url, ME, undefined, bearer(off.data!.disableTwoFactor.token))).toEqual({ data: { me: { email: user.email } } });
    expect(await signIn(t, user.email)).toEqual({
      token: expect.any(String),
      twoFactorChallenge: null,
      twoFactorSetupRequired: false,
      user: { email: user.email },
    });
    expect(await t.shop.db.repo(StaffTwoFactor).countBy({ userId: user.id })).toBe(0);
    expect(await t.shop.db.repo(TwoFactorRecoveryCode).countBy({ userId: user.id })).toBe(0);
  });

  test('new recovery codes for a fresh code: the old ones stop working', async () => {
    const { user, recoveryCodes, token } = await enrolled(t);
    const renewed = await gql(t.url, REGENERATE, { code: recoveryCodes[0] }, bearer(token));
    expect(renewed.errors).toBeUndefined();
    const fresh = renewed.data!.regenerateTwoFactorRecoveryCodes.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(
      firstError(await gql(t.url, VERIFY, { c: (await signIn(t, user.email)).twoFactorChallenge!, code: recoveryCodes[1] }))?.code,
    ).toBe('BAD_USER_INPUT');
    expect((await gql(t.url, VERIFY, { c: (await signIn(t, user.email)).twoFactorChallenge!, code: fresh[0] })).errors).toBeUndefined();
  });

  test("a super-admin can turn off another member of staff's two-factor sign-in (lost phone): their sessions end and the password signs in; nobody else can", async () => {
    const { user, token } = await enrolled(t);
    const boss = await createUser(t.shop.db, { role: Role.SUPER_ADMIN });
    const bossToken = (await signIn(t, boss.email)).token!;
    expect(firstError(await gql(t.url, RESET, { id: user.id }, bearer(token)))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(t.url, RESET, { id: boss.id }, bearer(bossToken)))?.code).toBe('BAD_USER_INPUT');
    expect(await gql(t.url, RESET, { id: user.id }, bearer(bossToken))).toEqual({ data: { resetStaffTwoFactor: true } });
    expect(firstError(await gql(t.url, ME, undefined, bearer(token)))?.code).toBe('UNAUTHENTICATED');
    expect((await signIn(t, user.email)).token).toEqual(expect.any(String));
    expect(firstError(await gql(t.url, RESET, { id: user.id }, bearer(bossToken)))?.code).toBe('CONFLICT');
  });

  test('customers have no two-factor sign-in to enrol in', async () => {
    const customer = await createUser(t.shop.db);
    const { token } = await signIn(t, customer.email);
    expect(await gql(t.url, STATUS, undefined, bearer(token!))).toEqual({
      data: { twoFactorStatus: { available: false, enabled: false, recoveryCodesLeft: 0, setupRequired: false } },
    });
    expect(firstError(await gql(t.url, START, undefined, bearer(token!)))).toEqual({
      message: 'Two-factor sign-in is for staff accounts',
      code: 'FORBIDDEN',
      field: undefined,
    });
  });

  test('POST /api/login: a two-factor account is refused with a clear 403 (after its password was checked); other accounts keep {token, user, message}', async () => {
    const { user } = await enrolled(t);
    expect(await api(t, 'POST', '/login', { body: { Name: user.email, Password: PASSWORD } })).toEqual({
      status: 403,
      body: { message: 'This account signs in with a two-factor code: sign in on the website' },
    });
    // A wrong password says what it always says, so the refusal tells a guesser nothing.
    expect(await api(t, 'POST', '/login', { body: { Name: user.email, Password: 'Wrong-pass-123' } })).toEqual({
      status: 401,
      body: { message: 'Invalid email or password' },
    });
    const plain = await createUser(t.shop.db, { role: Role.ADMIN });
    const res = await api(t, 'POST', '/login', { body: { Name: plain.email, Password: PASSWORD } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['message', 'token', 'user']);
    expect(res.body.token.split('.')).toHaveLength(3);
  });
});

describe.each(sqliteOnly)('STAFF_2FA=required on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, { env: { STAFF_2FA: 'required' } });
  });
  afterAll(() => t?.close());

  test('staff without two-factor sign in to a token that only enrols; the back office answers FORBIDDEN until they do', async () => {
    const user = await createUser(t.shop.db, { role: Role.SUPER_ADMIN });
    const first = await signIn(t, user.email);
    expect(first).toEqual({
      token: expect.any(String),
      twoFactorChallenge: null,
      twoFactorSetupRequired: true,
      user: { email: user.email },
    });
    const auth = bearer(first.token!);
    const refused = await gql(t.url, USERS, undefined, auth);
    expect(firstError(refused)).toEqual({
      message: 'Set up two-factor sign-in in My Profile first: this shop requires it for staff accounts',
      code: 'FORBIDDEN',
      field: undefined,
    });
    expect(firstError(await gql(t.url, UPDATE_PROFILE, undefined, auth))?.code).toBe('FORBIDDEN');
    expect(await api(t, 'GET', '/admin/get/user', { headers: auth })).toEqual({
      status: 403,
      body: { message: 'Set up two-factor sign-in in My Profile first: this shop requires it for staff accounts' },
    });
    expect(await gql(t.url, ME, undefined, auth)).toEqual({ data: { me: { email: user.email } } });
    // Staff image areas are a staff door too (R2).
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngBuffer())], { type: 'image/png' }), 'shelf.png');
    const upload = await fetch(`${t.url}/upload/products`, { method: 'POST', body: form, headers: auth });
    expect(upload.status).toBe(403);
    expect(((await upload.json()) as { message: string }).message).toBe(
      'Set up two-factor sign-in in My Profile first: this shop requires it for staff accounts',
    );
    expect((await gql(t.url, STATUS, undefined, auth)).data!.twoFactorStatus).toEqual({
      available: true,
      enabled: false,
      recoveryCodesLeft: 0,
      setupRequired: true,
    });

    const { secret } = (await gql(t.url, START, undefined, auth)).data!.startTwoFactorEnrolment;
    const confirmed = await gql(t.url, CONFIRM, { code: await codeFor(secret) }, auth);
    expect(confirmed.errors).toBeUndefined();
    const enrolledAuth = bearer(confirmed.data!.confirmTwoFactorEnrolment.token!);
    expect(firstError(await gql(t.url, USERS, undefined, enrolledAuth))).toBeUndefined();
    expect((await gql(t.url, STATUS, undefined, enrolledAuth)).data!.twoFactorStatus.setupRequired).toBe(false);
  });

  test('customers sign in as before', async () => {
    const customer = await createUser(t.shop.db);
    const { token, twoFactorSetupRequired } = await signIn(t, customer.email);
    expect(twoFactorSetupRequired).toBe(false);
    expect(await gql(t.url, ME, undefined, bearer(token!))).toEqual({ data: { me: { email: customer.email } } });
  });
});

describe('TWO_FACTOR_KEY', () => {
  test('a shop started with another key than the secrets were stored with refuses to start, saying why', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-2fa-key-'));
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED: 'none', PORT: '0', RATE_LIMITS: RAISED_RATE_LIMITS };
    try {
      const first = await createShop(loadConfig({ ...env, TWO_FACTOR_KEY: 'a'.repeat(64) }));
      const user = await createUser(first.db, { role: Role.ADMIN });
      const caller = { userId: user.id, role: Role.ADMIN, branchCode: 'MAIN' };
      await first.services.twoFactor.startEnrolment(caller, 'MAIN');
      await first.close();
      await expect(createShop(loadConfig({ ...env, TWO_FACTOR_KEY: 'b'.repeat(64) }))).rejects.toThrow(
        /TWO_FACTOR_KEY is not the key they were stored with/,
      );
      const again = await createShop(loadConfig({ ...env, TWO_FACTOR_KEY: 'a'.repeat(64) }));
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a key of the wrong size is refused at start', () => {
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'too-short' })).toThrow(/TWO_FACTOR_KEY must be 32 bytes/);
    expect(loadConfig({ TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64') }).twoFactorKey).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ STAFF_2FA: 'sometimes' })).toThrow(/STAFF_2FA must be "optional" or "required"/);
  });
});
