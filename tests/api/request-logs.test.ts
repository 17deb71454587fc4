import { print } from 'graphql';
import { insertOrder, insertProduct } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import type { RequestLogsOrderByTokenQueryVariables } from '../generated/graphql';
import { startTestShop, TestShop } from '../helpers/test-shop';

const ORDER_BY_TOKEN = graphql(`
  query RequestLogsOrderByToken($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      id
    }
  }
`);
const MISSING_ORDER = graphql(`
  query RequestLogsMissingOrder {
    order(id: 999999) {
      id
    }
  }
`);
const TYPENAME = graphql(`
  query RequestLogsTypename {
    __typename
  }
`);

/** The fields of a log line these tests read. */
interface LogLine {
  reqId?: string;
  req?: { url?: string };
}

/** Every line the shop logs, parsed. */
class LogCapture {
  readonly raw: string[] = [];
  write(line: string) {
    this.raw.push(line);
  }
  get lines(): LogLine[] {
    return this.raw.map((l) => JSON.parse(l) as LogLine);
  }
  get text(): string {
    return this.raw.join('');
  }
}

/** A GraphQL answer with errors, read as sent. */
type ErrorBody = { errors: { extensions: unknown }[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(sqliteOnly)('access logs and request ids on %s', (dialect) => {
  let t: TestShop;
  const logs = new LogCapture();
  beforeAll(async () => {
    t = await startTestShop(dialect, { env: { LOG_LEVEL: 'info' }, logDestination: logs });
  });
  afterAll(() => t?.close());

  test('reset and order tokens never reach the log, whether sent in the URL, a header or the Referer', async () => {
    const product = await insertProduct(t.shop.db, { name: 'Log Balm', pricePence: 500, stock: 3 });
    const order = await insertOrder(t.shop.db, { accessToken: 'SECRET-ORDER-TOKEN-456', lines: [{ product, quantity: 1 }] });
    const before = logs.raw.length;

    await fetch(`${t.url}/reset-password?token=SECRET-RESET-TOKEN-123`, { headers: { accept: 'text/html' } });
    const inUrl = await fetch(`${t.url}/api/orders/${order.id}?BranchCode=MAIN&accessToken=SECRET-ORDER-TOKEN-456`);
    expect(inUrl.status).toBe(400);
    expect(await inUrl.json()).toEqual({
      message: "Send the order's access token in the x-order-token header, not in the URL",
      requestId: inUrl.headers.get('x-request-id'),
    });
    const inHeader = await fetch(`${t.url}/api/orders/${order.id}?BranchCode=MAIN`, {
      headers: {
        'x-order-token': 'SECRET-ORDER-TOKEN-456',
        referer: `${t.url}/reset-password?token=SECRET-RESET-TOKEN-789&BranchCode=MAIN`,
      },
    });
    expect(inHeader.status).toBe(200);
    expect(((await inHeader.json()) as { result: { OrderID: number } }).result.OrderID).toBe(order.id);
    const variables = encodeURIComponent(
      JSON.stringify({ id: order.id, token: 'SECRET-ORDER-TOKEN-456' } satisfies RequestLogsOrderByTokenQueryVariables),
    );
    const query = encodeURIComponent(print(ORDER_BY_TOKEN));
    await fetch(`${t.url}/graphql?query=${query}&variables=${variables}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    await fetch(`${t.url}/api/get/banners?BranchCode=MAIN&password=SECRET-PASSWORD-1`);

    const written = logs.raw.slice(before).join('');
    expect(written).not.toMatch(/SECRET/);
    const urls = logs.lines.slice(-5).map((l) => l.req?.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/reset-password?token=[REDACTED]',
        `/api/orders/${order.id}?BranchCode=MAIN&accessToken=[REDACTED]`,
        '/api/get/banners?BranchCode=MAIN&password=[REDACTED]',
      ]),
    );
  });

  test('every log line of a request carries its id, the one answered in x-request-id', async () => {
    const before = logs.raw.length;
    const res = await fetch(`${t.url}/api/get/banners?BranchCode=MAIN`);
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const lines = logs.lines.slice(before);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.reqId).toBe(id);
    // Ids of other requests are different.
    const again = await fetch(`${t.url}/api/get/banners?BranchCode=MAIN`);
    expect(again.headers.get('x-request-id')).not.toBe(id);
  });

  test("a proxy's sane x-request-id is kept; anything else is replaced by a fresh id", async () => {
    const kept = await fetch(`${t.url}/api/get/banners`, { headers: { 'x-request-id': 'edge-7f3a9c2b41d0' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a9c2b41d0');
    for (const bad of ['short', 'x'.repeat(101), 'has spaces in it', '"><script>alert(1)</script>']) {
      const res = await fetch(`${t.url}/api/get/banners`, { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  test('REST and GraphQL error bodies carry the request id', async () => {
    const notFound = await fetch(`${t.url}/api/no/such/route`);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ message: 'Not found', requestId: notFound.headers.get('x-request-id') });

    const badJson = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ message: 'Request body is not valid JSON', requestId: badJson.headers.get('x-request-id') });

    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-0123456789' },
      body: JSON.stringify({ query: print(MISSING_ORDER) }),
    });
    const body = (await res.json()) as ErrorBody;
    expect(body.errors[0].extensions).toEqual({ code: 'NOT_FOUND', requestId: 'trace-0123456789' });

    const post = async (query: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query }),
      });
      return { id: answer.headers.get('x-request-id'), extensions: ((await answer.json()) as ErrorBody).errors[0].extensions };
    };
    const parse = await post('{ nope(');
    expect(parse.extensions).toEqual({ code: 'BAD_USER_INPUT', requestId: parse.id });
    const branch = await post(print(TYPENAME), { 'x-branch-code': 'not a branch!' });
    expect(branch.extensions).toEqual(expect.objectContaining({ code: 'BAD_USER_INPUT', requestId: branch.id }));
  });
});
