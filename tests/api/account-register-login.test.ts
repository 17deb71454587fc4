import fs from 'node:fs';
import path from 'node:path';
import { Role } from '../../api/src/common/roles';
import { createUser, firstError, PASSWORD, registerInput } from '../helpers/accounts';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import type { RegisterInput } from '../generated/graphql';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

graphql(`
  fragment RegisterLoginUserFields on User {
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
const REGISTER = graphql(`
  mutation RegisterLoginRegister($input: RegisterInput!) {
    register(input: $input) {
      message
      user {
        ...RegisterLoginUserFields
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation RegisterLoginLogin($name: String!, $password: String!) {
    login(name: $name, password: $password) {
      token
      user {
        ...RegisterLoginUserFields
      }
    }
  }
`);
const ME = graphql(`
  query RegisterLoginMe {
    me {
      ...RegisterLoginUserFields
    }
  }
`);
const USERS = graphql(`
  query RegisterLoginUsers {
    users {
      totalItems
      items {
        email
      }
    }
  }
`);
const USER_COUNT = graphql(`
  query RegisterLoginUserCount {
    users {
      totalItems
    }
  }
`);
const USER_TYPE_FIELDS = graphql(`
  query RegisterLoginUserTypeFields {
    __type(name: "User") {
      fields {
        name
      }
    }
  }
`);

/** A complete registration (registerInput's valid defaults, which it answers untyped) with these fields changed. */
const registration = async (overrides: Partial<RegisterInput> = {}): Promise<RegisterInput> =>
  (await registerInput(overrides)) as RegisterInput;

describe.each(dialects)('register and login on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect);
  });
  afterAll(() => t?.close());

  const login = (email: string, password = PASSWORD) => gql(t.url, LOGIN, { name: email, password });

  test('register creates a customer account and answers the spec message, never the password', async () => {
    const input = await registration({ email: '  New.Customer@Example.CO.UK ' });
    const body = await gql(t.url, REGISTER, { input });
    expect(body.errors).toBeUndefined();
    const { message, user } = body.data!.register;
    expect(message).toBe('User registered successfully!');
    expect(user).toMatchObject({
      name: 'Amelia Hart',
      email: 'new.customer@example.co.uk',
      role: 'USER',
      contactNo1: '07700 900123',
      contactNo2: null,
      city: 'Leeds',
      address: '1 Park Row',
      isActive: true,
      branchCode: 'MAIN',
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|\$2[aby]\$|Secret-pass/);
    expect(user.image).toMatch(/^me-[0-9a-f]{12}\.png$/);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'users', user.image!))).toBe(true);
    const served = await fetch(`${t.url}/uploads/users/${user.image}`);
    expect(served.status).toBe(200);
    const rows = await t.shop.db.dataSource.query('SELECT password_hash FROM users WHERE id = ?', [user.id]);
    expect(rows[0].password_hash).toMatch(/^\$2[aby]\$/);
  });

  test.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['password', { password: '', confirmPassword: '' }, 'Password is required'],
    ['confirmPassword', { confirmPassword: 'Something-else-1' }, 'Passwords do not match'],
  ])('a registration without %s answers the spec message naming the field', async (field, overrides, message) => {
    const body = await gql(t.url, REGISTER, { input: await registration(overrides) });
    expect(firstError(body)).toEqual({ message, code: 'BAD_USER_INPUT', field });
  });

  test('an empty image data URL counts as no profile image (it is optional); contact no 2 is optional', async () => {
    const empty = await gql(t.url, REGISTER, { input: await registration({ image: { dataUrl: '' } }) });
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.register.user.image).toBeNull();
    const noSecond = await gql(t.url, REGISTER, { input: await registration({ contactNo2: undefined }) });
    expect(noSecond.errors).toBeUndefined();
  });

  test('e-mail format and password length are checked with clear messages', async () => {
    const badEmail = await gql(t.url, REGISTER, { input: await registration({ email: 'not-an-email' }) });
    expect(firstError(badEmail)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(firstError(badEmail)!.message).toMatch(/valid email address/);
    const short = await gql(t.url, REGISTER, { input: await registration({ password: 'short1', confirmPassword: 'short1' }) });
    expect(firstError(short)).toEqual({ message: 'Password must be at least 8 characters', code: 'BAD_USER_INPUT', field: 'password' });
  });

  test('a file that is not an image is refused as the profile image', async () => {
    const body = await gql(t.url, REGISTER, {
      input: await registration({ image: { dataUrl: `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}` } }),
    });
    expect(firstError(body)).toEqual({ message: 'File is not an image', code: 'BAD_USER_INPUT', field: 'image' });
  });

  test('the e-mail is unique in the branch whatever its case', async () => {
    const first = await gql(t.url, REGISTER, { input: await registration({ email: 'twin@example.co.uk' }) });
    expect(first.errors).toBeUndefined();
    const again = await gql(t.url, REGISTER, { input: await registration({ email: 'TWIN@Example.co.uk' }) });
    expect(firstError(again)).toEqual({ message: 'An account with this email already exists', code: 'CONFLICT', field: undefined });
    const otherBranch = await gql(
      t.url,
      REGISTER,
      { input: await registration({ email: 'twin@example.co.uk' }) },
      { 'x-branch-code': 'LEEDS' },
    );
    expect(otherBranch.errors).toBeUndefined();
    expect(otherBranch.data!.register.user.branchCode).toBe('LEEDS');
  });

  test('login takes the e-mail as name in any case and answers a token and the user', async () => {
    await gql(t.url, REGISTER, { input: await registration({ email: 'jo@example.co.uk' }) });
    const body = await login(' JO@Example.co.uk');
    expect(body.errors).toBeUndefined();
    expect(body.data!.login.user).toMatchObject({ email: 'jo@example.co.uk', role: 'USER' });
    expect(body.data!.login.token!.split('.')).toHaveLength(3);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|\$2[aby]\$/);
    const me = await gql(t.url, ME, undefined, { authorization: `Bearer ${body.data!.login.token}` });
    expect(me.data!.me).toMatchObject({ email: 'jo@example.co.uk', name: 'Amelia Hart', role: 'USER' });
  });

  test("a staff member's login token works on a staff-only query; a customer's is refused", async () => {
    const admin = await createUser(t.shop.db, { email: 'staff@example.co.uk', role: Role.ADMIN });
    const staffLogin = await login('staff@example.co.uk');
    expect(staffLogin.data!.login.user).toMatchObject({ id: admin.id, role: 'ADMIN' });
    const list = await gql(t.url, USERS, undefined, {
      authorization: `Bearer ${staffLogin.data!.login.token}`,
    });
    expect(list.errors).toBeUndefined();
    expect(list.data!.users.items.map((u) => u.email)).toContain('staff@example.co.uk');
    await createUser(t.shop.db, { email: 'customer@example.co.uk' });
    const customerLogin = await login('customer@example.co.uk');
    const refused = await gql(t.url, USER_COUNT, undefined, { authorization: `Bearer ${customerLogin.data!.login.token}` });
    expect(firstError(refused)?.code).toBe('FORBIDDEN');
    const anonymous = await gql(t.url, USER_COUNT);
    expect(firstError(anonymous)?.code).toBe('UNAUTHENTICATED');
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    await createUser(t.shop.db, { email: 'known@example.co.uk' });
    const wrong = await login('known@example.co.uk', 'Not-the-password-1');
    const unknown = await login('nobody@example.co.uk', PASSWORD);
    expect(firstError(wrong)).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED', field: undefined });
    expect(firstError(unknown)).toEqual(firstError(wrong));
  });

  test('an inactive account cannot log in', async () => {
    await createUser(t.shop.db, { email: 'sleeping@example.co.uk', isActive: false });
    const body = await login('sleeping@example.co.uk');
    expect(firstError(body)?.code).toBe('UNAUTHENTICATED');
    expect(body.data).toBeNull();
  });

  test('after 10 failed logins for an e-mail, even the right password is refused with RATE_LIMITED; other e-mails still log in', async () => {
    await createUser(t.shop.db, { email: 'target@example.co.uk' });
    await createUser(t.shop.db, { email: 'bystander@example.co.uk' });
    for (let i = 0; i < 10; i++) {
      expect(firstError(await login('target@example.co.uk', `Wrong-guess-${i}`))?.code).toBe('UNAUTHENTICATED');
    }
    const blocked = await login('Target@example.co.uk', PASSWORD);
    expect(firstError(blocked)?.code).toBe('RATE_LIMITED');
    expect(firstError(blocked)?.message).toMatch(/^Too many failed login attempts\. Please try again in 1[45] minutes\.$/);
    expect((await login('bystander@example.co.uk')).errors).toBeUndefined();
  });

  test('the User type has no password field at all', async () => {
    const body = await gql(t.url, USER_TYPE_FIELDS);
    const names = body.data!.__type!.fields!.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['name', 'email', 'role', 'image']));
    expect(names.filter((n) => /password/i.test(n))).toEqual([]);
  });
});
