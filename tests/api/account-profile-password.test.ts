import fs from 'node:fs';
import path from 'node:path';
import { PasswordResetToken } from '../../api/src/modules/account/auth/password-reset-token.entity';
import { sha256 } from '../../api/src/modules/account/auth/password-reset.service';
import { User } from '../../api/src/modules/account/user/user.entity';
import { bearer, createUser, firstError, loggedIn, login, PASSWORD, pngDataUrl, readOutbox } from '../helpers/accounts';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

graphql(`
  fragment ProfileUserFields on User {
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
`);
const ME = graphql(`
  query ProfileMe {
    me {
      ...ProfileUserFields
    }
  }
`);
const ME_WITH_DATES = graphql(`
  query ProfileMeWithDates {
    me {
      ...ProfileUserFields
      createdAt
      updatedAt
    }
  }
`);
const UPDATE_PROFILE = graphql(`
  mutation ProfileUpdate($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileUserFields
    }
  }
`);
const CHANGE_PASSWORD = graphql(`
  mutation ProfileChangePassword($c: String!, $n: String!, $k: String!) {
    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {
      message
    }
  }
`);
const FORGOT = graphql(`
  mutation ProfileForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);
const RESET = graphql(`
  mutation ProfileResetPassword($token: String!, $n: String!, $k: String!) {
    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {
      message
    }
  }
`);

describe.each(sqliteOnly)('profile and passwords on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, { env: { PUBLIC_URL: 'https://shop.example.co.uk/' } });
  });
  afterAll(() => t?.close());

  const tokenFromMail = async (to: string): Promise<string> => {
    const mail = (await readOutbox(t)).filter((m) => m.to === to).pop();
    const match = /https:\/\/shop\.example\.co\.uk\/reset-password#token=([\w-]+)/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no reset link mailed to ${to}`);
    return match[1];
  };

  test('me answers the caller with role, name and image; guests and other branches are refused', async () => {
    const { user, headers } = await loggedIn(t, { name: 'Priya Shah' });
    const body = await gql(t.url, ME, undefined, headers);
    expect(body.data!.me).toMatchObject({ id: user.id, name: 'Priya Shah', email: user.email, role: 'USER', image: null });
    expect(firstError(await gql(t.url, ME))?.code).toBe('UNAUTHENTICATED');
    expect(firstError(await gql(t.url, ME, undefined, { ...headers, 'x-branch-code': 'LEEDS' }))?.code).toBe('UNAUTHENTICATED');
  });

  test('a token of a deleted or disabled account no longer works', async () => {
    const { user, headers } = await loggedIn(t);
    await t.shop.db.repo(User).update({ id: user.id }, { isActive: false });
    expect(firstError(await gql(t.url, ME, undefined, headers))).toMatchObject({ code: 'UNAUTHENTICATED' });
    await t.shop.db.repo(User).update({ id: user.id }, { isActive: true });
    expect(firstError(await gql(t.url, ME, undefined, headers))).toBeUndefined();
    await t.shop.db.repo(User).delete({ id: user.id });
    expect(firstError(await gql(t.url, ME, undefined, headers))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  test('updateProfile changes the given fields, replaces the image file, and keeps the name filled', async () => {
    const { headers } = await loggedIn(t, { name: 'Old Name' });
    const first = await gql(
      t.url,
      UPDATE_PROFILE,
      {
        input: {
          name: ' New Name ',
          city: 'York',
          contactNo1: '0113 496 0000',
          contactNo2: '0113 496 0001',
          address: '2 High St',
          image: { dataUrl: await pngDataUrl(), fileName: 'face.png' },
        },
      },
      headers,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateProfile).toMatchObject({
      name: 'New Name',
      city: 'York',
      contactNo1: '0113 496 0000',
      contactNo2: '0113 496 0001',
      address: '2 High St',
    });
    const oldImage = first.data!.updateProfile.image!;
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'users', oldImage))).toBe(true);
    const second = await gql(
      t.url,
      UPDATE_PROFILE,
      { input: { contactNo2: '', image: { dataUrl: await pngDataUrl(20, 20), fileName: 'face2.png' } } },
      headers,
    );
    expect(second.data!.updateProfile).toMatchObject({ name: 'New Name', city: 'York', contactNo2: null });
    expect(second.data!.updateProfile.image).not.toBe(oldImage);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'users', oldImage))).toBe(false);
    // The name stays required; the contact details are optional, as at registration (account-register-optional.test.ts).
    const emptied = await gql(t.url, UPDATE_PROFILE, { input: { name: '  ' } }, headers);
    expect(firstError(emptied)).toEqual({ message: 'Name is required', code: 'BAD_USER_INPUT', field: 'name' });
    expect(JSON.stringify([first, second])).not.toMatch(/passwordHash|\$2[aby]\$/);
  });

  test('changePassword checks the current password, the new one and its confirmation', async () => {
    const { user, headers } = await loggedIn(t);
    const wrong = await gql(t.url, CHANGE_PASSWORD, { c: 'Not-my-password-1', n: 'Brand-new-pass-1', k: 'Brand-new-pass-1' }, headers);
    expect(firstError(wrong)).toEqual({ message: 'Current password is incorrect', code: 'BAD_USER_INPUT', field: 'currentPassword' });
    const mismatch = await gql(t.url, CHANGE_PASSWORD, { c: PASSWORD, n: 'Brand-new-pass-1', k: 'Brand-new-pass-2' }, headers);
    expect(firstError(mismatch)).toEqual({ message: 'Passwords do not match', code: 'BAD_USER_INPUT', field: 'confirmPassword' });
    const short = await gql(t.url, CHANGE_PASSWORD, { c: PASSWORD, n: 'short', k: 'short' }, headers);
    expect(firstError(short)).toEqual({ message: 'Password must be at least 8 characters', code: 'BAD_USER_INPUT', field: 'newPassword' });
    const ok = await gql(t.url, CHANGE_PASSWORD, { c: PASSWORD, n: 'Brand-new-pass-1', k: 'Brand-new-pass-1' }, headers);
    expect(ok.data!.changePassword.message).toBe('Password changed successfully');
    expect(firstError(await login(t, user.email))?.code).toBe('UNAUTHENTICATED');
    expect((await login(t, user.email, 'Brand-new-pass-1')).errors).toBeUndefined();
    expect(firstError(await gql(t.url, CHANGE_PASSWORD, { c: PASSWORD, n: 'Brand-new-pass-1', k: 'Brand-new-pass-1' }))?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  test('forgotPassword answers the same for known and unknown e-mails and mails a link only to a real account', async () => {
    const user = await createUser(t.shop.db, { email: 'forgetful@example.co.uk', name: 'Forgetful Fay' });
    const before = (await readOutbox(t)).length;
    const known = await gql(t.url, FORGOT, { email: ' Forgetful@Example.co.uk ' });
    const unknown = await gql(t.url, FORGOT, { email: 'nobody-here@example.co.uk' });
    expect(known.errors).toBeUndefined();
    expect(unknown.data).toEqual(known.data);
    expect(known.data!.forgotPassword.message).toMatch(/^If an account exists for this email/);
    const mails = (await readOutbox(t)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'forgetful@example.co.uk', subject: 'Reset your password' });
    expect(mails[0].text).toContain('Hello Forgetful Fay,');
    const token = await tokenFromMail('forgetful@example.co.uk');
    const rows = await t.shop.db.repo(PasswordResetToken).findBy({ userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    expect(firstError(await gql(t.url, FORGOT, { email: '' }))).toEqual({
      message: 'Email is required',
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
  });

  test('resetPassword sets the new password once; the link cannot be used again', async () => {
    const user = await createUser(t.shop.db, { email: 'reset-once@example.co.uk' });
    await gql(t.url, FORGOT, { email: user.email });
    const token = await tokenFromMail(user.email);
    const mismatch = await gql(t.url, RESET, { token, n: 'Fresh-password-1', k: 'Fresh-password-2' });
    expect(firstError(mismatch)).toEqual({ message: 'Passwords do not match', code: 'BAD_USER_INPUT', field: 'confirmPassword' });
    const ok = await gql(t.url, RESET, { token, n: 'Fresh-password-1', k: 'Fresh-password-1' });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.resetPassword.message).toMatch(/password has been reset/);
    expect((await login(t, user.email, 'Fresh-password-1')).errors).toBeUndefined();
    expect(firstError(await login(t, user.email))?.code).toBe('UNAUTHENTICATED');
    const again = await gql(t.url, RESET, { token, n: 'Other-password-1', k: 'Other-password-1' });
    expect(firstError(again)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(firstError(again)!.message).toMatch(/invalid, used or expired/);
    expect((await login(t, user.email, 'Fresh-password-1')).errors).toBeUndefined();
  });

  test('an expired reset token is refused', async () => {
    const user = await createUser(t.shop.db, { email: 'too-late@example.co.uk' });
    await gql(t.url, FORGOT, { email: user.email });
    const token = await tokenFromMail(user.email);
    await t.shop.db.repo(PasswordResetToken).update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const body = await gql(t.url, RESET, { token, n: 'Fresh-password-1', k: 'Fresh-password-1' });
    expect(firstError(body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(firstError(await login(t, user.email))).toBeUndefined();
  });

  test('using one reset link closes the other open links of that account', async () => {
    const user = await createUser(t.shop.db, { email: 'two-links@example.co.uk' });
    await gql(t.url, FORGOT, { email: user.email });
    const older = await tokenFromMail(user.email);
    await gql(t.url, FORGOT, { email: user.email });
    const newer = await tokenFromMail(user.email);
    expect(newer).not.toBe(older);
    expect((await gql(t.url, RESET, { token: newer, n: 'Fresh-password-1', k: 'Fresh-password-1' })).errors).toBeUndefined();
    expect(firstError(await gql(t.url, RESET, { token: older, n: 'Other-password-1', k: 'Other-password-1' }))?.field).toBe('token');
    const open = await t.shop.db.repo(PasswordResetToken).findBy({ userId: user.id });
    expect(open.every((r) => r.usedAt !== null)).toBe(true);
  });

  test('a forged token is refused and a changed password closes open reset links', async () => {
    expect(firstError(await gql(t.url, RESET, { token: 'made-up-token', n: 'Fresh-password-1', k: 'Fresh-password-1' }))?.field).toBe(
      'token',
    );
    const { user, headers } = await loggedIn(t, { email: 'changer@example.co.uk' });
    await gql(t.url, FORGOT, { email: user.email });
    const token = await tokenFromMail(user.email);
    await gql(t.url, CHANGE_PASSWORD, { c: PASSWORD, n: 'Changed-pass-1', k: 'Changed-pass-1' }, headers);
    expect(firstError(await gql(t.url, RESET, { token, n: 'Fresh-password-1', k: 'Fresh-password-1' }))?.field).toBe('token');
    expect((await login(t, user.email, 'Changed-pass-1')).errors).toBeUndefined();
  });

  test('no answer of these operations carries a password hash', async () => {
    const { headers } = await loggedIn(t);
    const bodies = await Promise.all([gql(t.url, ME, undefined, headers), gql(t.url, ME_WITH_DATES, undefined, bearer('garbage'))]);
    expect(JSON.stringify(bodies)).not.toMatch(/passwordHash|password_hash|\$2[aby]\$/);
  });
});
