import { Role } from '../../api/src/common/roles';
import { dispatchDate } from '../../api/src/modules/orders/shipping/delivery-dates';
import { readOutbox } from '../helpers/accounts';
import { insertOrder, insertProduct, insertUser } from '../helpers/orders';
import { sqliteOnly } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';

const PROMISE = graphql(`
  query TestDispatchPromise {
    dispatchPromise {
      dispatchOn
      cutoffAt
      nextDispatchOn
      answeredAt
      freeDeliveryOver
    }
  }
`);
const CARRIER = graphql(`
  mutation TestCarrierSetting($carrier: String) {
    updateShopSettings(input: { carrier: $carrier }) {
      carrier
    }
  }
`);
const PUBLIC_CARRIER = graphql(`
  query TestPublicCarrier {
    shopSettings {
      carrier
    }
  }
`);
const DISPATCH = graphql(`
  mutation TestDispatchWithCarrier($id: Int!, $trackingNumber: String, $carrier: String) {
    updateOrderStatus(id: $id, status: "dispatched", trackingNumber: $trackingNumber, carrier: $carrier) {
      id
    }
  }
`);
const TRACKING = graphql(`
  query TestOrderTracking($id: Int!, $token: String) {
    order(id: $id, accessToken: $token) {
      events {
        status
        trackingNumber
        carrier
        trackingUrl
      }
    }
  }
`);

/** The UK calendar day of an instant. */
const ukDay = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
const ukTime = (instant: Date) => instant.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

describe.each(sqliteOnly)('the delivery promise and the carrier tracking links on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
  });
  afterAll(() => t?.close());

  test('dispatchPromise answers any guest: the dispatch day checkout would give, its 1.00 pm UK cut-off still ahead, the day after, and the £50 threshold', async () => {
    const { data, errors } = await gql(t.url, PROMISE);
    expect(errors).toBeUndefined();
    const p = data!.dispatchPromise;
    const answeredAt = new Date(p.answeredAt);
    const cutoffAt = new Date(p.cutoffAt);
    expect(p.dispatchOn).toBe(dispatchDate(answeredAt));
    expect(ukDay(cutoffAt)).toBe(p.dispatchOn);
    expect(ukTime(cutoffAt)).toBe('13:00');
    expect(cutoffAt.getTime()).toBeGreaterThan(answeredAt.getTime());
    expect(p.nextDispatchOn > p.dispatchOn).toBe(true);
    expect(dispatchDate(cutoffAt)).toBe(p.nextDispatchOn);
    expect(p.freeDeliveryOver).toBe(50);
  });

  test('the carrier setting: Royal Mail until staff choose; only the four carriers are taken; a blank choice goes back to Royal Mail', async () => {
    expect((await gql(t.url, PUBLIC_CARRIER)).data?.shopSettings.carrier).toBe('royal-mail');
    const refused = await gql(t.url, CARRIER, { carrier: 'yodel' }, staff);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Carrier must be one of royal-mail, dpd, evri, parcelforce',
      extensions: { code: 'BAD_USER_INPUT', field: 'carrier' },
    });
    expect((await gql(t.url, CARRIER, { carrier: 'DPD' }, staff)).data?.updateShopSettings.carrier).toBe('dpd');
    expect((await gql(t.url, CARRIER, { carrier: '' }, staff)).data?.updateShopSettings.carrier).toBe('royal-mail');
    expect((await gql(t.url, CARRIER, { carrier: 'evri' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test("a dispatch records the chosen carrier: the customer's order and the dispatch mail link to its tracking page", async () => {
    expect((await gql(t.url, CARRIER, { carrier: 'evri' }, staff)).errors).toBeUndefined();
    const balm = await insertProduct(t.shop.db, { name: 'Lip Balm', pricePence: 450, stock: 5 });
    const order = await insertOrder(t.shop.db, {
      lines: [{ product: balm, quantity: 1 }],
      status: 'paid',
      email: 'parcel.fan@example.co.uk',
      accessToken: 'evri-order-token-0123456789',
    });
    expect((await gql(t.url, DISPATCH, { id: order.id, trackingNumber: 'h01 abc 123' }, staff)).errors).toBeUndefined();

    const seen = await gql(t.url, TRACKING, { id: order.id, token: 'evri-order-token-0123456789' });
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.order.events.find((e) => e.status === 'dispatched')).toEqual({
      status: 'dispatched',
      trackingNumber: 'H01 ABC 123',
      carrier: 'Evri',
      trackingUrl: 'https://www.evri.com/track/parcel/H01ABC123',
    });

    const [mail] = (await readOutbox(t)).filter((m) => m.to === 'parcel.fan@example.co.uk');
    expect(mail.subject).toBe(`Your order ${order.orderNumber} is on its way`);
    expect(mail.text).toContain('Track your parcel with Evri: https://www.evri.com/track/parcel/H01ABC123');
    expect(mail.html).toContain('href="https://www.evri.com/track/parcel/H01ABC123"');
  });

  test('a carrier staff name at dispatch wins over Settings; one the shop does not know gets no link', async () => {
    const mask = await insertProduct(t.shop.db, { name: 'Clay Mask', pricePence: 900, stock: 5 });
    const [byParcelforce, byYodel] = await Promise.all([
      insertOrder(t.shop.db, { lines: [{ product: mask, quantity: 1 }], status: 'paid', accessToken: 'parcelforce-token-0123456789' }),
      insertOrder(t.shop.db, { lines: [{ product: mask, quantity: 1 }], status: 'paid', accessToken: 'yodel-order-token-0123456789' }),
    ]);
    await gql(t.url, DISPATCH, { id: byParcelforce.id, trackingNumber: 'PB1234567', carrier: 'parcelforce' }, staff);
    await gql(t.url, DISPATCH, { id: byYodel.id, trackingNumber: 'JD0002', carrier: 'Yodel' }, staff);
    const pf = await gql(t.url, TRACKING, { id: byParcelforce.id, token: 'parcelforce-token-0123456789' });
    expect(pf.data?.order.events.at(-1)).toMatchObject({
      carrier: 'Parcelforce',
      trackingUrl: 'https://www.parcelforce.com/track-trace?trackNumber=PB1234567',
    });
    const yodel = await gql(t.url, TRACKING, { id: byYodel.id, token: 'yodel-order-token-0123456789' });
    expect(yodel.data?.order.events.at(-1)).toMatchObject({ carrier: 'Yodel', trackingNumber: 'JD0002', trackingUrl: null });
  });
});
