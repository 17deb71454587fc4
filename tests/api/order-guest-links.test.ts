import crypto from 'node:crypto';
import { Role } from '../../api/src/common/roles';
import { ShopSettings } from '../../api/src/modules/content/settings/shop-settings.entity';
import { readOutbox } from '../helpers/accounts';
import { insertOrder, insertProduct, insertUser } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { RAISED_RATE_LIMITS } from '../helpers/rate-limits';
import { silentMailServer } from '../helpers/mail-servers';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from '../generated';
import type { PlaceOrderInput } from '../generated/graphql';
import { gql, GqlBody, startTestShop, TestShop } from '../helpers/test-shop';

const PLACE = graphql(`
  mutation TestGuestLinkPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessToken
      replayed
      order {
        id
        orderNumber
      }
    }
  }
`);
const ORDER = graphql(`
  query TestGuestLinkOrder($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      id
      orderNumber
      customerName
      postcode
    }
  }
`);
const CANCEL = graphql(`
  mutation TestGuestLinkCancel($id: Int!, $token: String) {
    cancelMyOrder(id: $id, accessToken: $token) {
      id
      status
    }
  }
`);
const RETURN = graphql(`
  mutation TestGuestLinkReturn($id: Int!, $token: String) {
    requestReturn(id: $id, reason: "Wrong shade", accessToken: $token) {
      id
    }
  }
`);
const SEND_LINK = graphql(`
  mutation TestSendOrderLink($orderNumber: String!, $email: String!) {
    sendOrderLink(orderNumber: $orderNumber, email: $email) {
      message
    }
  }
`);
const SENT = 'If an order matches, we have sent its link to that e-mail. It can take a few minutes to arrive.';

/** A random key of 128 bits, as a well-behaved client makes it. */
const newKey = () => crypto.randomBytes(16).toString('base64url');

/** The token as the shop derived it before it had a secret: sha256 of a fixed prefix and the key. */
const keyOnlyToken = (key: string) => crypto.createHash('sha256').update(`order-access-token|${key}`, 'utf8').digest('base64url');

/** A GraphQL call from `address`, with what the client sees: HTTP status, Retry-After, the code and the data. */
async function from<R, V>(
  t: TestShop,
  address: string,
  document: TypedDocumentNode<R, V>,
  variables: V,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await res.json()) as GqlBody<R>;
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    code: body.errors?.[0]?.extensions?.code ?? 'OK',
    message: body.errors?.[0]?.message,
    data: body.data,
  };
}

describe.each(sqliteOnly)('guest order links on %s', (dialect) => {
  let t: TestShop;
  let productId: number;
  const orderInput = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    email: 'ffion.evans@example.co.uk',
    customerName: 'Ffion Evans',
    phone: null,
    addressLine1: '3 Castle Street',
    city: 'Cardiff',
    postcode: 'CF10 1BU',
    shippingMethod: 'tracked-2-4',
    termsAccepted: true,
    paymentMethod: 'bank-transfer',
    idempotencyKey: newKey(),
    lines: [{ productId, quantity: 1 }],
    ...overrides,
  });
  const place = async (overrides: Partial<PlaceOrderInput> = {}, headers: Record<string, string> = {}) => {
    const body = await gql(t.url, PLACE, { input: orderInput(overrides) }, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.placeOrder;
  };

  beforeAll(async () => {
    t = await startTestShop(dialect, {
      env: { RATE_LIMITS: `${RAISED_RATE_LIMITS},orderTokenChecks=4/15m,orderLinkRequests=6/1h,orderLinkMailsPerOrder=2/1h` },
    });
    await t.shop.db.repo(ShopSettings).insert({ branchCode: 'MAIN', shopName: 'Beauty Shop', contactEmail: 'hello@beautyshop.example' });
    productId = (await insertProduct(t.shop.db, { name: 'Argan Hair Oil', pricePence: 1499, stock: 500 })).id;
  });
  afterAll(() => t?.close());

  test('N3: the token carries the server secret (not computable from the key), and a retry with the same key is answered the same token', async () => {
    const key = newKey();
    const first = await place({ idempotencyKey: key });
    expect(first.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.accessToken).not.toBe(keyOnlyToken(key));
    const again = await place({ idempotencyKey: key });
    expect(again).toMatchObject({ replayed: true, accessToken: first.accessToken, order: first.order });
    expect((await from(t, '192.0.2.1', ORDER, { id: first.order.id, token: first.accessToken })).data!.order).toMatchObject({
      id: first.order.id,
      customerName: 'Ffion Evans',
    });
    // The token worked out from the key alone (what the review did offline) opens nothing.
    expect((await from(t, '192.0.2.1', ORDER, { id: first.order.id, token: keyOnlyToken(key) })).code).toBe('NOT_FOUND');
  });

  test('N3: keys shorter than 128 bits are refused with BAD_USER_INPUT; a UUID and 32 hex digits pass', async () => {
    for (const key of ['aaaaaaaaaaaaaaaa', 'a'.repeat(21), 'has spaces in it, so not a key at all']) {
      const body = await gql(t.url, PLACE, { input: orderInput({ idempotencyKey: key }) });
      expect(body.errors?.[0]).toMatchObject({
        message: 'Idempotency key must be 22 to 100 letters, digits, hyphens or underscores (at least 128 random bits, e.g. a UUID)',
        extensions: { code: 'BAD_USER_INPUT', field: 'idempotencyKey' },
      });
    }
    for (const key of [crypto.randomUUID(), crypto.randomBytes(16).toString('hex')]) {
      expect((await place({ idempotencyKey: key })).accessToken).toEqual(expect.any(String));
    }
  });

  test('links already sent keep working: an order whose stored hash came from the key-only derivation opens with its old token', async () => {
    const product = await insertProduct(t.shop.db, { name: 'Old Link Serum', pricePence: 2000, stock: 5 });
    const oldToken = keyOnlyToken('aaaaaaaaaaaaaaaa');
    const order = await insertOrder(t.shop.db, { lines: [{ product, quantity: 1 }], accessToken: oldToken, customerName: 'Owen Price' });
    expect((await from(t, '192.0.2.2', ORDER, { id: order.id, token: oldToken })).data!.order).toMatchObject({
      id: order.id,
      customerName: 'Owen Price',
    });
    const rest = await fetch(`${t.url}/api/orders/${order.id}`, { headers: { 'x-order-token': oldToken, 'x-forwarded-for': '192.0.2.2' } });
    expect(rest.status).toBe(200);
    expect((await from(t, '192.0.2.2', CANCEL, { id: order.id, token: oldToken })).data!.cancelMyOrder).toEqual({
      id: order.id,
      status: 'cancelled',
    });
  });

  test('wrong tokens are limited per address on every door (order, cancel, return, REST); a right token still works from other addresses', async () => {
    const { order, accessToken } = await place();
    const id = order.id;
    const attacker = '203.0.113.7';
    // Right tokens cost nothing: many reads from one address leave its wrong-token allowance whole.
    for (let i = 0; i < 6; i++) expect((await from(t, attacker, ORDER, { id, token: accessToken })).code).toBe('OK');
    expect((await from(t, attacker, ORDER, { id, token: 'guess-1' })).code).toBe('NOT_FOUND');
    expect((await from(t, attacker, CANCEL, { id, token: 'guess-2' })).code).toBe('NOT_FOUND');
    expect((await from(t, attacker, RETURN, { id, token: 'guess-3' })).code).toBe('NOT_FOUND');
    const rest = await fetch(`${t.url}/api/orders/${id}`, { headers: { 'x-order-token': 'guess-4', 'x-forwarded-for': attacker } });
    expect(rest.status).toBe(404);

    const refused = {
      status: 429,
      code: 'RATE_LIMITED',
      retryAfter: expect.stringMatching(/^\d+$/),
      message: expect.stringMatching(/^Too many wrong order links from your address\. Please try again in \d+ minutes?\.$/),
    };
    expect(await from(t, attacker, ORDER, { id, token: 'guess-5' })).toMatchObject(refused);
    expect(await from(t, attacker, ORDER, { id: id + 1000, token: 'guess-6' })).toMatchObject(refused);
    // Once limited, the address is refused even with the right token: guessing cannot go on.
    expect(await from(t, attacker, ORDER, { id, token: accessToken })).toMatchObject(refused);
    expect(await from(t, attacker, CANCEL, { id, token: accessToken })).toMatchObject(refused);
    const restRefused = await fetch(`${t.url}/api/orders/${id}`, {
      headers: { 'x-order-token': accessToken!, 'x-forwarded-for': attacker },
    });
    expect(restRefused.status).toBe(429);
    expect(restRefused.headers.get('retry-after')).toMatch(/^\d+$/);

    // The guest, elsewhere, is not locked out.
    expect((await from(t, '198.51.100.20', ORDER, { id, token: accessToken })).data!.order.id).toBe(id);
    expect((await from(t, '198.51.100.20', CANCEL, { id, token: accessToken })).data!.cancelMyOrder.status).toBe('cancelled');
  });

  test('staff and the owner read orders without a token, and a call without a token is not counted', async () => {
    const owner = await insertUser(t, Role.USER);
    const staff = await insertUser(t, Role.ADMIN);
    const { order } = await place({}, owner.headers);
    const address = '203.0.113.50';
    for (let i = 0; i < 6; i++) {
      expect((await from(t, address, ORDER, { id: order.id }, owner.headers)).code).toBe('OK');
      expect((await from(t, address, ORDER, { id: order.id }, staff.headers)).code).toBe('OK');
      expect((await from(t, address, ORDER, { id: order.id })).code).toBe('NOT_FOUND');
    }
    expect((await from(t, address, ORDER, { id: order.id, token: 'a-wrong-token' })).code).toBe('NOT_FOUND');
  });

  test('Track Your Order: the same answer whether or not an order matches; the mail holds a link whose token opens the order, and the first link still works', async () => {
    const email = `track.${dialect}@example.co.uk`;
    const { order, accessToken } = await place({ email, customerName: 'Rhys Morgan' });
    const address = '198.51.100.30';
    const asked = await from(t, address, SEND_LINK, { orderNumber: order.orderNumber.toLowerCase(), email: ` ${email.toUpperCase()} ` });
    expect(asked).toMatchObject({ status: 200, code: 'OK', data: { sendOrderLink: { message: SENT } } });
    for (const [orderNumber, to] of [
      ['BS-20200101-ZZZZZZ', email],
      [order.orderNumber, 'someone.else@example.co.uk'],
    ]) {
      expect((await from(t, address, SEND_LINK, { orderNumber, email: to })).data).toEqual(asked.data);
    }
    await t.shop.services.orderLinks.settled();
    const mails = (await readOutbox(t)).filter((m) => m.subject.startsWith('The link to your order'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe(`The link to your order ${order.orderNumber}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hello Rhys Morgan,');
      expect(part).toContain(order.orderNumber);
      expect(part).toContain('See your order');
      expect(part).toContain('Beauty Shop');
    }
    const link = /http:\/\/\S+\/order\/(\d+)#t=([A-Za-z0-9_%-]+)/.exec(mail.text);
    expect(link?.[1]).toBe(String(order.id));
    expect(mail.html).toContain(link![0]);
    const linkToken = decodeURIComponent(link![2]);
    expect(linkToken).not.toBe(accessToken);
    // The mailed token opens the order (GraphQL and REST), and the confirmation's token still does.
    expect((await from(t, '198.51.100.31', ORDER, { id: order.id, token: linkToken })).data!.order).toMatchObject({
      id: order.id,
      customerName: 'Rhys Morgan',
    });
    const rest = await fetch(`${t.url}/api/orders/${order.id}`, {
      headers: { 'x-order-token': linkToken, 'x-forwarded-for': '198.51.100.31' },
    });
    expect(rest.status).toBe(200);
    expect((await from(t, '198.51.100.31', ORDER, { id: order.id, token: accessToken })).code).toBe('OK');
    // It belongs to this order only.
    const other = await place();
    expect((await from(t, '198.51.100.31', ORDER, { id: other.order.id, token: linkToken })).code).toBe('NOT_FOUND');
  });

  test("Track Your Order for a customer's order mails the My Account page; an inbox gets at most orderLinkMailsPerOrder mails an hour", async () => {
    const owner = await insertUser(t, Role.USER);
    const email = `member.${dialect}@example.co.uk`;
    const { order } = await place({ email, customerName: 'Cerys Hughes' }, owner.headers);
    for (let i = 0; i < 3; i++)
      expect((await from(t, '198.51.100.40', SEND_LINK, { orderNumber: order.orderNumber, email })).data!.sendOrderLink.message).toBe(SENT);
    await t.shop.services.orderLinks.settled();
    const mails = (await readOutbox(t)).filter((m) => m.to === email && m.subject.startsWith('The link to your order'));
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain(`/account/orders/${order.id}`);
    expect(mails[0].text).not.toContain('#t=');
    expect(mails[0].text).toContain('Sign in to see your order');
  });

  test('Track Your Order refuses bad input clearly and limits look-ups per address', async () => {
    const bad = async (orderNumber: string, email: string) => (await gql(t.url, SEND_LINK, { orderNumber, email })).errors?.[0];
    expect(await bad('', 'a@example.co.uk')).toMatchObject({
      message: 'Order number is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'orderNumber' },
    });
    expect(await bad('12345', 'a@example.co.uk')).toMatchObject({
      message: 'Order number must look like BS-20261125-4K7Q0Z (it is in your confirmation e-mail)',
      extensions: { code: 'BAD_USER_INPUT', field: 'orderNumber' },
    });
    expect(await bad('x'.repeat(5000), 'a@example.co.uk')).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'orderNumber' } });
    expect(await bad('BS-20261125-4K7Q0Z', '')).toMatchObject({
      message: 'Email is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    expect(await bad('BS-20261125-4K7Q0Z', 'not-an-email')).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'email' } });

    const address = '198.51.100.60';
    for (let i = 0; i < 6; i++)
      expect((await from(t, address, SEND_LINK, { orderNumber: 'BS-20261125-4K7Q0Z', email: 'a@example.co.uk' })).code).toBe('OK');
    expect(await from(t, address, SEND_LINK, { orderNumber: 'BS-20261125-4K7Q0Z', email: 'a@example.co.uk' })).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfter: expect.stringMatching(/^\d+$/),
      message: 'Too many order link requests from your address. Please try again in 60 minutes.',
    });
    expect((await from(t, '198.51.100.61', SEND_LINK, { orderNumber: 'BS-20261125-4K7Q0Z', email: 'a@example.co.uk' })).code).toBe('OK');
  });
});

describe.each(sqliteOnly)('Track Your Order does not wait for the mail on %s', (dialect) => {
  test('with a mail server that hangs, a matching order is answered like an unknown one', async () => {
    const smtp = await silentMailServer();
    const t = await startTestShop(dialect, { env: { SMTP_URL: smtp.url } });
    try {
      const product = await insertProduct(t.shop.db, { name: 'Rose Hand Cream', pricePence: 900, stock: 5 });
      const order = await insertOrder(t.shop.db, {
        lines: [{ product, quantity: 1 }],
        accessToken: newKey(),
        email: 'waiting@example.co.uk',
        orderNumber: 'BS-20261125-WAIT01',
      });
      // Runaway guard only: a hung mail server holds the sending for 30 s or more.
      const guard = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('sendOrderLink waited for the mail server')), 15_000).unref(),
      );
      const [known, unknown] = await Promise.race([
        Promise.all([
          from(t, '198.51.100.70', SEND_LINK, { orderNumber: order.orderNumber, email: 'waiting@example.co.uk' }),
          from(t, '198.51.100.70', SEND_LINK, { orderNumber: 'BS-20261125-NONE01', email: 'waiting@example.co.uk' }),
        ]),
        guard,
      ]);
      expect(known).toMatchObject({ status: 200, code: 'OK', data: { sendOrderLink: { message: SENT } } });
      expect(unknown).toEqual(known);
    } finally {
      await smtp.close();
      await t.close();
    }
  });
});
