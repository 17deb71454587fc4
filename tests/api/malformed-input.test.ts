import { loggedIn } from '../helpers/accounts';
import { withoutRequestId } from '../helpers/legacy';
import { sqliteOnly } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

/** Inputs the fuzz test found answered with 500, each now a clear refusal. */
describe.each(sqliteOnly)('malformed requests on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect);
  });
  afterAll(() => t?.close());

  const multipart = async (url: string, body: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ', ...headers },
      body,
    });
    return { status: res.status, body: withoutRequestId(res, await res.json()) };
  };

  test('a multipart body with a malformed part header, or cut short, is 400 on /contact and /upload, not 500', async () => {
    const customer = await loggedIn(t);
    const broken = '--XyZ\r\nContent-Disposition: form-data; name="fullName"\r\nBroken header without colon\r\n\r\nAnn\r\n--XyZ--\r\n';
    const cutShort = (field: string) =>
      `--XyZ\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    const refusal = { status: 400, body: { message: 'The form could not be read: send it as multipart/form-data' } };
    expect(await multipart('/contact', broken)).toEqual(refusal);
    expect(await multipart('/contact', cutShort('attachments'))).toEqual(refusal);
    expect(await multipart('/upload/users', broken, customer.headers)).toEqual(refusal);
    expect(await multipart('/upload/users', cutShort('file'), customer.headers)).toEqual(refusal);
  });

  test('a subscription is BAD_USER_INPUT: the API has none', async () => {
    const body = await gql(t.url, 'subscription { products { totalItems } }');
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'This API has no subscriptions: send a query or a mutation',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });
});
