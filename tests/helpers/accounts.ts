import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../api/src/db/database';
import { hashPassword } from '../../api/src/modules/account/auth/tokens';
import { User } from '../../api/src/modules/account/user/user.entity';
import { Role } from '../../api/src/common/roles';
import { readOutboxDir, type OutboxMessage } from './outbox';
import { graphql } from '../generated';
import type { RegisterInput } from '../generated/graphql';
import { gql, TestShop } from './test-shop';

export const PASSWORD = 'Secret-pass-123';

export interface UserFixture {
  email?: string;
  password?: string;
  name?: string;
  role?: Role;
  isActive?: boolean;
  branchCode?: string;
}

/** Inserts an account straight into the database (hashed password, lower-cased e-mail). */
export async function createUser(db: Database, fixture: UserFixture = {}): Promise<User> {
  const repo = db.repo(User);
  const n = Math.random().toString(36).slice(2, 10);
  return repo.save(
    repo.create({
      branchCode: fixture.branchCode ?? 'MAIN',
      email: (fixture.email ?? `user-${n}@example.co.uk`).toLowerCase(),
      name: fixture.name ?? `User ${n}`,
      passwordHash: await hashPassword(fixture.password ?? PASSWORD),
      role: fixture.role ?? Role.USER,
      isActive: fixture.isActive ?? true,
    }),
  );
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** An account and the Authorization header of a token for it. */
export async function loggedIn(t: TestShop, fixture: UserFixture = {}): Promise<{ user: User; headers: Record<string, string> }> {
  const user = await createUser(t.shop.db, fixture);
  return { user, headers: await tokenHeaders(t, user.id) };
}

/** The Authorization header of a fresh token for the account as it is now (its current token version). */
export async function tokenHeaders(t: TestShop, userId: number): Promise<Record<string, string>> {
  const user = await t.shop.db.repo(User).findOneByOrFail({ id: userId });
  return bearer(t.shop.tokens.sign({ userId: user.id, role: user.role, branchCode: user.branchCode, tokenVersion: user.tokenVersion }));
}

export async function pngBuffer(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .png()
    .toBuffer();
}

export async function pngDataUrl(width = 40, height = 30): Promise<string> {
  return `data:image/png;base64,${(await pngBuffer(width, height)).toString('base64')}`;
}

/** A complete, valid registration payload; override any field. */
export async function registerInput(overrides: Partial<RegisterInput> = {}): Promise<RegisterInput> {
  return {
    name: 'Amelia Hart',
    email: `amelia-${Math.random().toString(36).slice(2, 8)}@example.co.uk`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    contactNo1: '07700 900123',
    contactNo2: '',
    city: 'Leeds',
    address: '1 Park Row',
    image: { dataUrl: await pngDataUrl(), fileName: 'me.png', height: 30, width: 40 },
    ...overrides,
  };
}

export const REGISTER = graphql(`
  mutation HelperRegister($input: RegisterInput!) {
    register(input: $input) {
      message
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
export const LOGIN = graphql(`
  mutation HelperLogin($name: String!, $password: String!) {
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

export async function login(t: TestShop, email: string, password = PASSWORD) {
  return gql(t.url, LOGIN, { name: email, password });
}

/** Messages the shop wrote to its outbox folder (no SMTP in tests), oldest first, once the reset mails asked for have gone. */
export async function readOutbox(t: TestShop): Promise<OutboxMessage[]> {
  await t.shop.services.passwordResets.settled();
  await t.shop.services.mails.settled();
  return readOutboxDir(path.join(t.dataDir, 'outbox'));
}

/** The first error's message, code and field, for compact assertions. */
export function firstError(body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  const e = body.errors?.[0];
  return e ? { message: e.message, code: e.extensions?.code, field: e.extensions?.field } : undefined;
}
