import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { Role } from '../../api/src/common/roles';
import { REGISTER, registerInput } from '../helpers/accounts';
import { api } from '../helpers/legacy';
import { insertUser } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { startTestShop, TestShop } from '../helpers/test-shop';

const CONTACT = graphql(`
  mutation RateLimitContact($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      message
    }
  }
`);
const FORGOT = graphql(`
  mutation RateLimitForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);
const CREATE_ORDER = graphql(`
  mutation RateLimitCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        id
      }
    }
  }
`);

/** A GraphQL call from `address`, with the HTTP status and Retry-After the client sees (a typed document types the variables). */
async function call<V>(
  t: TestShop,
  address: string,
  operation: string | TypedDocumentNode<unknown, V>,
  variables: V,
  headers: Record<string, string> = {},
) {
  const query = typeof operation === 'string' ? operation : print(operation);
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    code: body.errors?.[0]?.extensions?.code ?? 'OK',
    message: body.errors?.[0]?.message,
  };
}

const limited = (what: string, from: 'address' | 'account') => ({
  status: 429,
  retryAfter: expect.stringMatching(/^3[56]\d\d$/),
  code: 'RATE_LIMITED',
  message: `Too many ${what} from your ${from}. Please try again in 60 minutes.`,
});

describe.each(sqliteOnly)('request rate limits on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, {
      env: { RATE_LIMITS: 'register=2/1h,contact=2/1h,forgotPassword=2/1h,createOrder=3/1h,createOrderPerUser=2/1h' },
    });
  });
  afterAll(() => t?.close());

  test('register: the third registration from one address within the hour gets 429; another address still registers', async () => {
    for (let i = 0; i < 2; i++) expect((await call(t, '198.51.100.1', REGISTER, { input: await registerInput() })).code).toBe('OK');
    expect(await call(t, '198.51.100.1', REGISTER, { input: await registerInput() })).toEqual(limited('registrations', 'address'));
    expect((await call(t, '198.51.100.2', REGISTER, { input: await registerInput() })).code).toBe('OK');
  });

  test('register over REST answers 429 with the message too', async () => {
    const from = { 'x-forwarded-for': '198.51.100.3' };
    for (let i = 0; i < 2; i++)
      expect((await api(t, 'POST', '/register', { headers: from, body: { Email: 'not-complete@example.co.uk' } })).status).toBe(400);
    const refused = await fetch(`${t.url}/api/register`, {
      method: 'POST',
      headers: { ...from, 'content-type': 'application/json' },
      body: JSON.stringify({ Email: 'not-complete@example.co.uk' }),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^3[56]\d\d$/);
    const body = await refused.json();
    expect(body).toEqual({
      message: 'Too many registrations from your address. Please try again in 60 minutes.',
      requestId: refused.headers.get('x-request-id'),
    });
  });

  test('sendContactMessage: 429 after the configured number per address', async () => {
    const input = { fullName: 'Nia Cole', email: 'nia@example.co.uk', subject: 'support', message: 'Where is my parcel?' };
    for (let i = 0; i < 2; i++) expect((await call(t, '198.51.100.4', CONTACT, { input })).code).toBe('OK');
    expect(await call(t, '198.51.100.4', CONTACT, { input })).toEqual(limited('contact messages', 'address'));
  });

  test('forgotPassword: 429 after the configured number per address, for known and unknown e-mails alike', async () => {
    for (const email of ['a@example.co.uk', 'b@example.co.uk']) expect((await call(t, '198.51.100.5', FORGOT, { email })).code).toBe('OK');
    expect(await call(t, '198.51.100.5', FORGOT, { email: 'c@example.co.uk' })).toEqual(limited('password reset requests', 'address'));
  });

  test('createOrder: limited per account, and per address across accounts', async () => {
    const first = await insertUser(t, Role.ADMIN);
    const second = await insertUser(t, Role.ADMIN);
    const input = {
      customerName: 'Phone Order',
      email: 'phone@example.co.uk',
      phone: '07700 900456',
      addressLine1: '1 High St',
      city: 'York',
      postcode: 'YO1 7HH',
      shippingMethod: 'tracked-2-4',
      lines: [],
    };
    for (let i = 0; i < 2; i++)
      expect((await call(t, '198.51.100.6', CREATE_ORDER, { input }, first.headers)).code).not.toBe('RATE_LIMITED');
    expect(await call(t, '198.51.100.6', CREATE_ORDER, { input }, first.headers)).toEqual(limited('orders', 'account'));
    expect(await call(t, '198.51.100.6', CREATE_ORDER, { input }, second.headers)).toEqual(limited('orders', 'address'));
    expect((await call(t, '198.51.100.7', CREATE_ORDER, { input }, second.headers)).code).not.toBe('RATE_LIMITED');
  });
});
