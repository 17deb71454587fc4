import { Role } from '../../api/src/common/roles';
import { bearer, createUser, firstError, loggedIn, login, PASSWORD, readOutbox } from '../helpers/accounts';
import { api } from '../helpers/legacy';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const ME = graphql(`
  query TestTokensMe {
    me {
      id
      email
    }
  }
`);
const CHANGE_PASSWORD = graphql(`
  mutation TestTokensChangePassword($c: String!, $n: String!, $k: String!) {
    changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) {
      message
      token
    }
  }
`);
const FORGOT = graphql(`
  mutation TestTokensForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);
const RESET = graphql(`
  mutation TestTokensResetPassword($token: String!, $n: String!, $k: String!) {
    resetPassword(token: $token, newPassword: $n, confirmPassword: $k) {
      message
    }
  }
`);
const SET_ROLE = graphql(`
  mutation TestTokensSetRole($id: Int!, $role: Role!) {
    updateUserRole(id: $id, role: $role) {
      id
      role
    }
  }
`);
const LOGOUT = graphql(`
  mutation TestLogout {
    logout
  }
`);

describe.each(sqliteOnly)('tokens ended by password, role and logout on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, { env: { PUBLIC_URL: 'https://shop.example.co.uk' } });
  });
  afterAll(() => t?.close());

  /** A real login, as a browser or a phone would make it. */
  const tokenOf = async (email: string, password = PASSWORD): Promise<string> => {
    const body = await login(t, email, password);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.login.token!;
  };
  const meCode = async (token: string) => firstError(await gql(t.url, ME, undefined, bearer(token)))?.code ?? 'OK';

  test('a password change ends every earlier token of the account and answers a new one for this session', async () => {
    const user = await createUser(t.shop.db, { email: 'changer@example.co.uk' });
    const [laptop, phone] = [await tokenOf(user.email), await tokenOf(user.email)];
    const changed = await gql(t.url, CHANGE_PASSWORD, { c: PASSWORD, n: 'Brand-new-pass-1', k: 'Brand-new-pass-1' }, bearer(laptop));
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changePassword.message).toBe('Password changed successfully');
    expect(await meCode(laptop)).toBe('UNAUTHENTICATED');
    expect(await meCode(phone)).toBe('UNAUTHENTICATED');
    expect(await meCode(changed.data!.changePassword.token)).toBe('OK');
  });

  test('a password reset ends every earlier token of the account', async () => {
    const user = await createUser(t.shop.db, { email: 'resetter@example.co.uk' });
    const stolen = await tokenOf(user.email);
    await gql(t.url, FORGOT, { email: user.email });
    const mail = (await readOutbox(t)).filter((m) => m.to === user.email).pop();
    const resetToken = /reset-password#token=([\w-]+)/.exec(mail?.text ?? '')![1];
    expect((await gql(t.url, RESET, { token: resetToken, n: 'Fresh-password-1', k: 'Fresh-password-1' })).errors).toBeUndefined();
    expect(await meCode(stolen)).toBe('UNAUTHENTICATED');
    expect(await meCode(await tokenOf(user.email, 'Fresh-password-1'))).toBe('OK');
  });

  test('a role change ends the earlier tokens of the account whose role changed', async () => {
    const boss = await loggedIn(t, { role: Role.SUPER_ADMIN });
    const user = await createUser(t.shop.db, { email: 'promoted@example.co.uk' });
    const before = await tokenOf(user.email);
    expect((await gql(t.url, SET_ROLE, { id: user.id, role: 'ADMIN' }, boss.headers)).errors).toBeUndefined();
    expect(await meCode(before)).toBe('UNAUTHENTICATED');
    expect(await meCode(await tokenOf(user.email))).toBe('OK');
    expect(firstError(await gql(t.url, ME, undefined, boss.headers))).toBeUndefined();
  });

  test("logout ends the token (and the account's other tokens); without a valid token it answers false", async () => {
    const user = await createUser(t.shop.db, { email: 'leaver@example.co.uk' });
    const [token, other] = [await tokenOf(user.email), await tokenOf(user.email)];
    const out = await gql(t.url, LOGOUT, undefined, bearer(token));
    expect(out).toEqual({ data: { logout: true } });
    expect(await meCode(token)).toBe('UNAUTHENTICATED');
    expect(await meCode(other)).toBe('UNAUTHENTICATED');
    expect(await gql(t.url, LOGOUT, undefined, bearer(token))).toEqual({ data: { logout: false } });
    expect(await gql(t.url, LOGOUT)).toEqual({ data: { logout: false } });
    expect(await meCode(await tokenOf(user.email))).toBe('OK');
  });

  test("POST /api/logout (beyond the spec's table) ends the bearer token; PUT /api/password answers the new token", async () => {
    await createUser(t.shop.db, { email: 'rest-leaver@example.co.uk' });
    const signIn = await api(t, 'POST', '/login', { body: { Name: 'rest-leaver@example.co.uk', Password: PASSWORD } });
    const auth = bearer(signIn.body.token);
    expect((await api(t, 'GET', '/profile', { headers: auth })).status).toBe(200);
    const changed = await api(t, 'PUT', '/password', {
      headers: auth,
      body: { CurrentPassword: PASSWORD, NewPassword: 'Rest-new-pass-1', ConfirmPassword: 'Rest-new-pass-1' },
    });
    expect(changed).toEqual({ status: 200, body: { result: 'Password changed successfully', token: expect.any(String) } });
    expect((await api(t, 'GET', '/profile', { headers: auth })).status).toBe(401);
    const fresh = bearer(changed.body.token);
    expect((await api(t, 'GET', '/profile', { headers: fresh })).status).toBe(200);
    expect(await api(t, 'POST', '/logout', { headers: fresh })).toEqual({
      status: 200,
      body: { result: true, message: 'Logged out successfully' },
    });
    expect((await api(t, 'GET', '/profile', { headers: fresh })).status).toBe(401);
    expect(await api(t, 'POST', '/logout')).toEqual({ status: 200, body: { result: false, message: 'Logged out successfully' } });
  });
});
