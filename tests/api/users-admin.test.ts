import fs from 'node:fs';
import path from 'node:path';
import { Role } from '../../api/src/common/roles';
import { createUser, firstError, loggedIn, pngDataUrl, tokenHeaders } from '../helpers/accounts';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import type { TestUsersQuery } from '../generated/graphql';
import { gql, GqlBody, startTestShop, TestShop } from '../helpers/test-shop';

const USERS = graphql(`
  query TestUsers($options: UserListOptions) {
    users(options: $options) {
      totalItems
      items {
        id
        name
        email
        role
        isActive
      }
    }
  }
`);
const USER = graphql(`
  query TestUser($id: Int!) {
    user(id: $id) {
      id
      name
      email
      role
    }
  }
`);
const SET_ROLE = graphql(`
  mutation TestSetUserRole($id: Int!, $role: Role!) {
    updateUserRole(id: $id, role: $role) {
      id
      role
    }
  }
`);
const DELETE = graphql(`
  mutation TestDeleteUser($id: Int!) {
    deleteUser(id: $id) {
      id
      email
      role
    }
  }
`);
const UPDATE_IMAGE = graphql(`
  mutation TestUpdateProfileImage($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      image
    }
  }
`);
const ME = graphql(`
  query TestMeId {
    me {
      id
    }
  }
`);
const USERS_ALL_FIELDS = graphql(`
  query TestUsersAllFields {
    users {
      items {
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
        createdAt
        updatedAt
        branchCode
      }
    }
  }
`);

describe.each(dialects)('staff management of users on %s', (dialect) => {
  let t: TestShop;
  let boss: Awaited<ReturnType<typeof loggedIn>>;
  let admin: Awaited<ReturnType<typeof loggedIn>>;
  let customer: Awaited<ReturnType<typeof loggedIn>>;
  let elsewhereId: number;
  const emailsOf = (body: GqlBody<TestUsersQuery>) => body.data!.users.items.map((u) => u.email);

  beforeAll(async () => {
    t = await startTestShop(dialect);
    boss = await loggedIn(t, { email: 'boss@example.co.uk', name: 'Zara Boss', role: Role.SUPER_ADMIN });
    admin = await loggedIn(t, { email: 'admin@example.co.uk', name: 'Adam Admin', role: Role.ADMIN });
    customer = await loggedIn(t, { email: 'carol@example.co.uk', name: 'Carol Customer' });
    await createUser(t.shop.db, { email: 'brian.smith@example.co.uk', name: 'Brian Smith' });
    elsewhereId = (await createUser(t.shop.db, { email: 'other-branch@example.co.uk', name: 'Brian Elsewhere', branchCode: 'LEEDS' })).id;
  });
  afterAll(() => t?.close());

  test('staff list the branch accounts with search on name or e-mail, whatever the case', async () => {
    const all = await gql(t.url, USERS, {}, admin.headers);
    expect(all.errors).toBeUndefined();
    expect(all.data!.users.totalItems).toBe(4);
    expect(emailsOf(all)).not.toContain('other-branch@example.co.uk');
    expect(emailsOf(await gql(t.url, USERS, { options: { search: 'BRIAN' } }, admin.headers))).toEqual(['brian.smith@example.co.uk']);
    expect(emailsOf(await gql(t.url, USERS, { options: { search: 'Carol@' } }, admin.headers))).toEqual(['carol@example.co.uk']);
    expect(emailsOf(await gql(t.url, USERS, { options: { search: '100%_' } }, admin.headers))).toEqual([]);
  });

  test('the list filters by role, sorts and pages with the total', async () => {
    const staff = await gql(t.url, USERS, { options: { role: 'ADMIN' } }, boss.headers);
    expect(emailsOf(staff)).toEqual(['admin@example.co.uk']);
    const byName = await gql(t.url, USERS, { options: { sortBy: 'name', sortDirection: 'DESC' } }, boss.headers);
    expect(byName.data!.users.items.map((u) => u.name)).toEqual(['Zara Boss', 'Carol Customer', 'Brian Smith', 'Adam Admin']);
    const page = await gql(t.url, USERS, { options: { sortBy: 'email', skip: 1, take: 2 } }, boss.headers);
    expect(page.data!.users.totalItems).toBe(4);
    expect(emailsOf(page)).toEqual(['boss@example.co.uk', 'brian.smith@example.co.uk']);
    const badSort = await gql(t.url, USERS, { options: { sortBy: 'passwordHash' } }, boss.headers);
    expect(firstError(badSort)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sortBy' });
  });

  test('one user by id for staff; unknown or other-branch ids are NOT_FOUND', async () => {
    const one = await gql(t.url, USER, { id: customer.user.id }, admin.headers);
    expect(one.data!.user).toEqual({ id: customer.user.id, name: 'Carol Customer', email: 'carol@example.co.uk', role: 'USER' });
    expect(firstError(await gql(t.url, USER, { id: 99999 }, admin.headers))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No user with id 99999',
    });
    expect(firstError(await gql(t.url, USER, { id: elsewhereId }, admin.headers))?.code).toBe('NOT_FOUND');
    expect(firstError(await gql(t.url, DELETE, { id: elsewhereId }, admin.headers))?.code).toBe('NOT_FOUND');
  });

  test('customers and guests cannot list, read, re-role or delete accounts', async () => {
    for (const headers of [customer.headers, {}]) {
      const expected = Object.keys(headers).length ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect(firstError(await gql(t.url, USERS, {}, headers))?.code).toBe(expected);
      expect(firstError(await gql(t.url, USER, { id: admin.user.id }, headers))?.code).toBe(expected);
      expect(firstError(await gql(t.url, SET_ROLE, { id: customer.user.id, role: 'SUPER_ADMIN' }, headers))?.code).toBe(expected);
      expect(firstError(await gql(t.url, DELETE, { id: admin.user.id }, headers))?.code).toBe(expected);
    }
  });

  test('only a super-admin changes roles', async () => {
    const target = await createUser(t.shop.db, { email: 'promote-me@example.co.uk' });
    const byAdmin = await gql(t.url, SET_ROLE, { id: target.id, role: 'ADMIN' }, admin.headers);
    expect(firstError(byAdmin)?.code).toBe('FORBIDDEN');
    const byBoss = await gql(t.url, SET_ROLE, { id: target.id, role: 'ADMIN' }, boss.headers);
    expect(byBoss.data!.updateUserRole).toEqual({ id: target.id, role: 'ADMIN' });
    await gql(t.url, DELETE, { id: target.id }, boss.headers);
  });

  test("a demoted admin loses staff rights at once: the old token is ended, a new one is a customer's", async () => {
    const { user, headers } = await loggedIn(t, { email: 'soon-ex-admin@example.co.uk', role: Role.ADMIN });
    expect((await gql(t.url, USERS, {}, headers)).errors).toBeUndefined();
    await gql(t.url, SET_ROLE, { id: user.id, role: 'USER' }, boss.headers);
    expect(firstError(await gql(t.url, USERS, {}, headers))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(firstError(await gql(t.url, USERS, {}, await tokenHeaders(t, user.id)))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only staff can do this',
    });
    await gql(t.url, DELETE, { id: user.id }, boss.headers);
  });

  test('the last super-admin of the branch cannot be demoted; with a second one it can', async () => {
    const alone = await gql(t.url, SET_ROLE, { id: boss.user.id, role: 'ADMIN' }, boss.headers);
    expect(firstError(alone)).toEqual({ code: 'CONFLICT', message: 'Cannot demote the last super-admin of this branch', field: undefined });
    const second = await loggedIn(t, { email: 'second-boss@example.co.uk', role: Role.SUPER_ADMIN });
    const demoted = await gql(t.url, SET_ROLE, { id: second.user.id, role: 'ADMIN' }, boss.headers);
    expect(demoted.data!.updateUserRole.role).toBe('ADMIN');
    const back = await gql(t.url, SET_ROLE, { id: second.user.id, role: 'SUPER_ADMIN' }, boss.headers);
    expect(back.data!.updateUserRole.role).toBe('SUPER_ADMIN');
    // Each role change ends the account's earlier tokens: the second super-admin signs in again.
    second.headers = await tokenHeaders(t, second.user.id);
    const selfDemotion = await gql(t.url, SET_ROLE, { id: boss.user.id, role: 'ADMIN' }, second.headers);
    expect(selfDemotion.data!.updateUserRole.role).toBe('ADMIN');
    const lastAgain = await gql(t.url, SET_ROLE, { id: second.user.id, role: 'USER' }, second.headers);
    expect(firstError(lastAgain)?.code).toBe('CONFLICT');
    await gql(t.url, SET_ROLE, { id: boss.user.id, role: 'SUPER_ADMIN' }, second.headers);
    boss.headers = await tokenHeaders(t, boss.user.id);
    await gql(t.url, DELETE, { id: second.user.id }, boss.headers);
  });

  test('two super-admins demoting each other at the same moment leave exactly one', async () => {
    const york = { 'x-branch-code': 'YORK' };
    const x = await loggedIn(t, { email: 'x@example.co.uk', role: Role.SUPER_ADMIN, branchCode: 'YORK' });
    const y = await loggedIn(t, { email: 'y@example.co.uk', role: Role.SUPER_ADMIN, branchCode: 'YORK' });
    const results = await Promise.all([
      gql(t.url, SET_ROLE, { id: y.user.id, role: 'ADMIN' }, { ...x.headers, ...york }),
      gql(t.url, SET_ROLE, { id: x.user.id, role: 'ADMIN' }, { ...y.headers, ...york }),
    ]);
    const codes = results.map((r) => firstError(r)?.code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    // The loser was demoted first (FORBIDDEN), its token ended by that demotion (UNAUTHENTICATED), or it met the last-super-admin rule.
    expect(['CONFLICT', 'FORBIDDEN', 'UNAUTHENTICATED']).toContain(codes.find((c) => c !== 'OK'));
    const left = await gql(t.url, USERS, { options: { role: 'SUPER_ADMIN' } }, { ...(results[0].errors ? y : x).headers, ...york });
    expect(left.data!.users.totalItems).toBe(1);
  });

  test('an inactive super-admin does not count as the one that must remain', async () => {
    const dormant = await createUser(t.shop.db, { email: 'dormant-boss@example.co.uk', role: Role.SUPER_ADMIN, isActive: false });
    expect(firstError(await gql(t.url, SET_ROLE, { id: boss.user.id, role: 'ADMIN' }, boss.headers))?.code).toBe('CONFLICT');
    expect((await gql(t.url, DELETE, { id: dormant.id }, boss.headers)).errors).toBeUndefined();
  });

  test('admins delete customers but not staff; nobody deletes themselves', async () => {
    const victim = await createUser(t.shop.db, { email: 'leaving@example.co.uk' });
    const deleted = await gql(t.url, DELETE, { id: victim.id }, admin.headers);
    expect(deleted.data!.deleteUser).toEqual({ id: victim.id, email: 'leaving@example.co.uk', role: 'USER' });
    expect(firstError(await gql(t.url, USER, { id: victim.id }, admin.headers))?.code).toBe('NOT_FOUND');
    const staffer = await createUser(t.shop.db, { email: 'colleague@example.co.uk', role: Role.ADMIN });
    expect(firstError(await gql(t.url, DELETE, { id: staffer.id }, admin.headers))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only a super-admin can delete staff accounts',
      field: undefined,
    });
    expect(firstError(await gql(t.url, DELETE, { id: boss.user.id }, admin.headers))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(t.url, DELETE, { id: admin.user.id }, admin.headers))).toEqual({
      code: 'FORBIDDEN',
      message: 'You cannot delete your own account',
      field: undefined,
    });
    expect(firstError(await gql(t.url, DELETE, { id: boss.user.id }, boss.headers))?.message).toBe('You cannot delete your own account');
    expect((await gql(t.url, DELETE, { id: staffer.id }, boss.headers)).errors).toBeUndefined();
  });

  test("deleting an account removes its profile image and ends its token's access", async () => {
    const { user, headers } = await loggedIn(t, { email: 'with-photo@example.co.uk' });
    const updated = await gql(t.url, UPDATE_IMAGE, { input: { image: { dataUrl: await pngDataUrl() } } }, headers);
    const file = path.join(t.dataDir, 'uploads', 'users', updated.data!.updateProfile.image!);
    expect(fs.existsSync(file)).toBe(true);
    expect((await gql(t.url, DELETE, { id: user.id }, admin.headers)).errors).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
    expect(firstError(await gql(t.url, ME, undefined, headers))?.code).toBe('UNAUTHENTICATED');
  });

  test('no staff answer carries a password hash', async () => {
    const body = await gql(t.url, USERS_ALL_FIELDS, undefined, boss.headers);
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/password|\$2[aby]\$/i);
  });
});
