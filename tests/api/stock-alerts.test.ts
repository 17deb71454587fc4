import { Role } from '../../api/src/common/roles';
import { StockAlert } from '../../api/src/modules/stock-alerts/stock-alert.entity';
import { MAX_WAITING_ALERTS_PER_EMAIL } from '../../api/src/modules/stock-alerts/stock-alert.service';
import { readOutbox } from '../helpers/accounts';
import { insertProduct, insertUser } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';

const ASK = graphql(`
  mutation TestStockAlertAsk($productId: Int!, $email: String!) {
    requestStockAlert(productId: $productId, email: $email) {
      message
    }
  }
`);
const RECEIVE = graphql(`
  mutation TestStockAlertReceive($input: CreateStockMovementInput!) {
    createStockMovement(input: $input) {
      id
    }
  }
`);
const SET_STOCK = graphql(`
  mutation TestStockAlertSetStock($id: Int!, $i: UpdateProductInput!) {
    updateProduct(id: $id, input: $i) {
      stockQuantity
    }
  }
`);
const WAITING = graphql(`
  query TestStockAlertWaiting($id: Int!) {
    product(id: $id) {
      id
      waitingStockAlerts
    }
  }
`);
const WAITING_IN_LIST = graphql(`
  query TestStockAlertWaitingList {
    products(options: { take: 50 }) {
      items {
        id
        waitingStockAlerts
      }
    }
  }
`);

describe.each(dialects)('back-in-stock alerts on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
    staff = (await insertUser(t, Role.ADMIN)).headers;
    customer = (await insertUser(t, Role.USER)).headers;
  });
  afterAll(() => t?.close());

  const product = (name: string, stock = 0) => insertProduct(t.shop.db, { name, pricePence: 1299, stock });
  const ask = (productId: number, email: string, headers: Record<string, string> = {}) => gql(t.url, ASK, { productId, email }, headers);
  const receive = (productId: number, quantity: number) =>
    gql(t.url, RECEIVE, { input: { productId, quantity, reason: 'received', note: 'Delivery' } }, staff);
  const alertsOf = (productId: number) => t.shop.db.repo(StockAlert).find({ where: { productId }, order: { id: 'ASC' } });
  /** The outbox once every alert sweep and its mails are done. */
  const outbox = async () => {
    await t.shop.services.stockAlerts.settled();
    return readOutbox(t);
  };
  const alertMailsTo = async (email: string) => (await outbox()).filter((m) => m.to === email && m.subject.startsWith('Back in stock'));

  test('asking twice (in any case) keeps one alert, and the answer says what will happen', async () => {
    const balm = await product('Shea Lip Balm');
    const first = await ask(balm.id, 'ada@example.co.uk');
    expect(first.errors).toBeUndefined();
    expect(first.data!.requestStockAlert.message).toBe(
      'Thank you. We will e-mail ada@example.co.uk once when Shea Lip Balm is back in stock.',
    );
    expect((await ask(balm.id, '  ADA@Example.co.uk ')).errors).toBeUndefined();
    const alerts = await alertsOf(balm.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ email: 'ada@example.co.uk', sentAt: null });
    expect(alerts[0].token).toMatch(/^[0-9a-f]{64}$/);
  });

  test('an invalid, missing or in-stock request is refused with a clear message', async () => {
    const cream = await product('Night Cream');
    const bad = await ask(cream.id, 'ada@example');
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Email must be a valid email address, like name@example.co.uk',
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    expect((await ask(cream.id, '   ')).errors?.[0]).toMatchObject({ message: 'Email is required', extensions: { field: 'email' } });
    expect((await ask(999_999, 'ada@example.co.uk')).errors?.[0]).toMatchObject({ message: 'Product not found' });
    const stocked = await product('Day Cream', 4);
    expect((await ask(stocked.id, 'ada@example.co.uk')).errors?.[0]?.message).toBe(
      'Day Cream is in stock now: you can add it to your basket',
    );
    expect(await alertsOf(cream.id)).toEqual([]);
    expect(await alertsOf(stocked.id)).toEqual([]);
  });

  test('received stock mails each waiting alert exactly once, with a link to the product and one that removes the alert', async () => {
    const oil = await product('Argan Hair Oil');
    await ask(oil.id, 'bea@example.co.uk');
    await ask(oil.id, 'cal@example.co.uk', customer);
    expect(await alertMailsTo('bea@example.co.uk')).toEqual([]);

    expect((await receive(oil.id, 6)).errors).toBeUndefined();
    const [mail] = await alertMailsTo('bea@example.co.uk');
    expect(await alertMailsTo('bea@example.co.uk')).toHaveLength(1);
    expect(await alertMailsTo('cal@example.co.uk')).toHaveLength(1);
    expect(mail.subject).toBe('Back in stock: Argan Hair Oil');
    expect(mail.text).toContain('Argan Hair Oil is back in stock.');
    expect(mail.text).toContain(`/product/${oil.slug}`);
    expect(mail.text).toMatch(/\/stock-alerts\/unsubscribe\?token=[0-9a-f]{64}/);
    expect((await alertsOf(oil.id)).every((a) => a.sentAt !== null)).toBe(true);

    // A second delivery, and a staff edit of the figure, send nothing more.
    expect((await receive(oil.id, 3)).errors).toBeUndefined();
    expect((await gql(t.url, SET_STOCK, { id: oil.id, i: { stockQuantity: 20 } }, staff)).errors).toBeUndefined();
    expect(await alertMailsTo('bea@example.co.uk')).toHaveLength(1);
    expect(await alertMailsTo('cal@example.co.uk')).toHaveLength(1);
  });

  test("a staff edit of the product's stock from 0 sends the alert too; one still out of stock sends nothing", async () => {
    const mask = await product('Clay Mask');
    const toner = await product('Rose Toner');
    await ask(mask.id, 'dee@example.co.uk');
    await ask(toner.id, 'dee@example.co.uk');
    expect((await gql(t.url, SET_STOCK, { id: mask.id, i: { stockQuantity: 2 } }, staff)).errors).toBeUndefined();
    const mails = await alertMailsTo('dee@example.co.uk');
    expect(mails.map((m) => m.subject)).toEqual(['Back in stock: Clay Mask']);
  });

  test("the unsubscribe link asks first (a mail scanner's visit removes nothing); its button removes the alert without signing in, says so, and again says there is nothing left", async () => {
    const serum = await product('Vitamin C Serum');
    await ask(serum.id, 'eve@example.co.uk');
    const [alert] = await alertsOf(serum.id);
    const link = `${t.url}/stock-alerts/unsubscribe?token=${alert.token}`;
    const asked = await fetch(link);
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain('Remove your alert?');
    expect(question).toContain('Your back-in-stock alert for Vitamin C Serum and your e-mail address with it will be deleted.');
    expect(question).toContain('<button type="submit">Remove my alert</button>');
    expect(await alertsOf(serum.id)).toHaveLength(1);

    const remove = () =>
      fetch(`${t.url}/stock-alerts/unsubscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: alert.token }),
      });
    const removed = await remove();
    expect(removed.status).toBe(200);
    const page = await removed.text();
    expect(page).toContain('Your alert is removed');
    expect(page).toContain('We will not e-mail you when Vitamin C Serum is back in stock.');
    expect(await alertsOf(serum.id)).toEqual([]);

    expect(await (await remove()).text()).toContain('No alert to remove');
    expect(await (await fetch(link)).text()).toContain('No alert to remove');
    expect((await fetch(`${t.url}/stock-alerts/unsubscribe?token=nonsense`)).status).toBe(200);

    expect((await receive(serum.id, 5)).errors).toBeUndefined();
    expect(await alertMailsTo('eve@example.co.uk')).toEqual([]);
  });

  test("a mail client's one-click unsubscribe (a POST to the link itself) removes the alert", async () => {
    const mask = await product('Overnight Mask');
    await ask(mask.id, 'gus@example.co.uk');
    const [alert] = await alertsOf(mask.id);
    const res = await fetch(`${t.url}/stock-alerts/unsubscribe?token=${alert.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await res.text()).toContain('Your alert is removed');
    expect(await alertsOf(mask.id)).toEqual([]);
  });

  test('staff see how many alerts wait per product; shoppers and guests cannot', async () => {
    const shampoo = await product('Repair Shampoo');
    await ask(shampoo.id, 'fay@example.co.uk');
    await ask(shampoo.id, 'gus@example.co.uk');
    const asStaff = await gql(t.url, WAITING, { id: shampoo.id }, staff);
    expect(asStaff.errors).toBeUndefined();
    expect(asStaff.data!.product).toEqual({ id: shampoo.id, waitingStockAlerts: 2 });
    const listed = await gql(t.url, WAITING_IN_LIST, {}, staff);
    expect(listed.data!.products.items.find((p) => p.id === shampoo.id)?.waitingStockAlerts).toBe(2);

    for (const headers of [customer, {}]) {
      const refused = await gql(t.url, WAITING, { id: shampoo.id }, headers);
      expect(refused.data?.product ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
  });

  test(`one address may have at most ${MAX_WAITING_ALERTS_PER_EMAIL} alerts waiting`, async () => {
    for (let i = 0; i < MAX_WAITING_ALERTS_PER_EMAIL; i++) {
      const p = await product(`Nail Colour ${i}`);
      expect((await ask(p.id, 'hoarder@example.co.uk')).errors).toBeUndefined();
    }
    const one = await product('Nail Colour Extra');
    expect((await ask(one.id, 'hoarder@example.co.uk')).errors?.[0]).toMatchObject({
      message: `This e-mail already has ${MAX_WAITING_ALERTS_PER_EMAIL} back-in-stock alerts waiting; remove one with the link in its e-mail, or wait for one to be sent`,
      extensions: { code: 'CONFLICT' },
    });
    expect(await alertsOf(one.id)).toEqual([]);
  });
});

describe('back-in-stock alerts from one address', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop('sqlite', { seed: 'none', env: { RATE_LIMITS: 'stockAlerts=2/1h' } });
  });
  afterAll(() => t?.close());

  test('are rate limited: the third within the hour is refused with 429', async () => {
    const p = await insertProduct(t.shop.db, { name: 'Body Lotion', pricePence: 899, stock: 0 });
    for (const email of ['a@example.co.uk', 'b@example.co.uk'])
      expect((await gql(t.url, ASK, { productId: p.id, email })).errors).toBeUndefined();
    const third = await gql(t.url, ASK, { productId: p.id, email: 'c@example.co.uk' });
    expect(third.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(third.errors?.[0]?.message).toMatch(/^Too many back-in-stock alerts from your address\. Please try again in \d+ minutes\.$/);
  });
});
