import type { GraphQLSchema } from 'graphql';
import type { AccessLevel } from '../../api/src/common/access';
import { requireStaff, requireSuperAdmin, requireUser, TWO_FACTOR_SETUP_MESSAGE } from '../../api/src/common/auth';
import { Role } from '../../api/src/common/roles';
import { buildShopSchema } from '../../api/src/schema';
import { CallerName, callerHeaders, Headers } from '../helpers/crud';
import { operationFor, rootFields, RootField } from '../helpers/schema-args';
import { sqliteOnly } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const CALLERS: CallerName[] = ['anonymous', 'customer', 'admin', 'super-admin'];
const LEVELS: AccessLevel[] = ['public', 'user', 'staff', 'super-admin'];
const RANK: Record<CallerName, number> = { anonymous: 0, customer: 1, admin: 2, 'super-admin': 3 };

const mayCall = (caller: CallerName, level: AccessLevel) => RANK[caller] >= LEVELS.indexOf(level);

/** The messages the access rules refuse with, taken from the rules themselves. */
function refusalMessages(): string[] {
  const messageOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('expected a refusal');
  };
  return [
    messageOf(() => requireUser(null)),
    messageOf(() => requireStaff({ userId: 1, role: Role.USER, branchCode: 'MAIN' })),
    messageOf(() => requireSuperAdmin({ userId: 1, role: Role.ADMIN, branchCode: 'MAIN' })),
  ];
}

/**
 * Fields whose own rules answer UNAUTHENTICATED or FORBIDDEN to the dummy arguments whoever calls
 * (wrong credentials, a reset token that is not valid, a two-factor challenge that is not valid, a
 * customer asking for staff's two-factor sign-in, ...). For them an allowed caller must only
 * never get the access rules' refusal.
 */
const OWN_AUTH_ANSWERS = new Set<string>(['login', 'verifyTwoFactor', 'startTwoFactorEnrolment']);

/** Fields that end the caller's token: called last, so the other fields still see the caller. */
const ENDS_THE_SESSION = new Set<string>(['logout']);

let schema: GraphQLSchema;
let fields: RootField[];

beforeAll(async () => {
  schema = await buildShopSchema();
  fields = rootFields(schema);
});

test('every Query and Mutation field declares who may call it', () => {
  expect(fields.length).toBeGreaterThan(100);
  expect(fields.filter((f) => !LEVELS.includes(f.access as AccessLevel)).map((f) => `${f.kind} ${f.name}`)).toEqual([]);
});

test('the generated operations pass GraphQL validation (dummy arguments of the right types)', async () => {
  const { parse, validate } = await import('graphql');
  const invalid = fields.map((f) => ({ f, errors: validate(schema, parse(operationFor(f))) })).filter((x) => x.errors.length);
  expect(invalid.map((x) => `${x.f.name}: ${x.errors[0].message}`)).toEqual([]);
});

describe.each(sqliteOnly)('the authorization matrix on %s', (dialect) => {
  let t: TestShop;
  let headers: Record<CallerName, Headers>;
  const refusals = refusalMessages();

  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
    headers = await callerHeaders(t);
  });
  afterAll(() => t?.close());

  test.each(CALLERS)('%s: refused exactly where the declared level says, with the right code', async (caller) => {
    const wrong: string[] = [];
    const lastOnes = fields.filter((f) => ENDS_THE_SESSION.has(f.name));
    for (const f of [...fields.filter((f) => !ENDS_THE_SESSION.has(f.name)), ...lastOnes]) {
      const body = await gql(t.url, operationFor(f), undefined, headers[caller]);
      const errors = (body.errors ?? []) as { message: string; extensions?: { code?: string } }[];
      const codes = errors.map((e) => e.extensions?.code);
      const label = `${f.kind} ${f.name} (${f.access})`;
      if (!body.data && !body.errors) {
        wrong.push(`${label}: not a GraphQL answer: ${JSON.stringify(body).slice(0, 200)}`);
      } else if (!mayCall(caller, f.access!)) {
        const expected = caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
        if (codes[0] !== expected) wrong.push(`${label}: expected ${expected}, got ${JSON.stringify(errors[0] ?? 'data')}`);
      } else if (OWN_AUTH_ANSWERS.has(f.name)) {
        const refused = errors.find((e) => refusals.includes(e.message));
        if (refused) wrong.push(`${label}: refused by the access rules: ${refused.message}`);
      } else {
        const refused = errors.find((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.extensions?.code === 'FORBIDDEN');
        if (refused) wrong.push(`${label}: allowed but answered ${refused.extensions!.code}: ${refused.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * STAFF_2FA=required: a member of staff who has signed in with a password but not yet enrolled holds a token that
 * reaches the enrolment, `me` and logout and nothing else of staff's (R2). Every root field above 'public' refuses
 * it with the enrolment message; every public query answers it exactly what it answers a customer, on a demo shop
 * full of orders and switched-off products, so no staff-only row reaches it through a public door.
 */
describe.each(sqliteOnly)('a token from a password alone under STAFF_2FA=required on %s', (dialect) => {
  let t: TestShop;
  let headers: Record<CallerName, Headers>;

  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'demo', env: { STAFF_2FA: 'required' } });
    headers = await callerHeaders(t);
  });
  afterAll(() => t?.close());

  test('refused everywhere above public but the enrolment; public queries answer it as they answer a customer', async () => {
    const wrong: string[] = [];
    const lastOnes = fields.filter((f) => ENDS_THE_SESSION.has(f.name));
    for (const f of [...fields.filter((f) => !ENDS_THE_SESSION.has(f.name)), ...lastOnes]) {
      const label = `${f.kind} ${f.name} (${f.access})`;
      if (f.access === 'public') {
        if (f.kind === 'mutation') continue;
        const [customer, staff] = [
          await gql(t.url, operationFor(f), undefined, headers.customer),
          await gql(t.url, operationFor(f), undefined, headers['super-admin']),
        ];
        if (JSON.stringify(staff) !== JSON.stringify(customer))
          wrong.push(
            `${label}: answered ${JSON.stringify(staff).slice(0, 160)} where a customer gets ${JSON.stringify(customer).slice(0, 160)}`,
          );
        continue;
      }
      const body = await gql(t.url, operationFor(f), undefined, headers['super-admin']);
      const first = (body.errors ?? [])[0] as { message: string; extensions?: { code?: string } } | undefined;
      const refused = first?.extensions?.code === 'FORBIDDEN' && first.message === TWO_FACTOR_SETUP_MESSAGE;
      const beforeSetup = Boolean(f.field.extensions?.beforeTwoFactorSetup);
      if (beforeSetup && refused) wrong.push(`${label}: the enrolment's own field refused it`);
      if (!beforeSetup && !refused) wrong.push(`${label}: expected the enrolment refusal, got ${JSON.stringify(first ?? 'data')}`);
    }
    expect(wrong).toEqual([]);
  });
});
