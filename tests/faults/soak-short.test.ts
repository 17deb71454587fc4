import crypto from 'node:crypto';
import { openShop, type OpenedShop } from '../perf/lib/shop';
import { goal, runSoak, type SoakResult } from '../perf/lib/soak';
import { summary } from '../perf/lib/soak-report';

/**
 * The short soak: the driver of `npm run soak` (tests/perf/lib/soak.js) for 45 s at 8
 * clients against the built shop on SQLite. No latency or flatness figure is asserted here (the
 * script prints those); only what a shopper would notice: no request fails, and every order a
 * checkout was told about exists exactly once with its confirmation mail.
 */
const TRAFFIC_MS = 45_000;
const CLIENTS = 8;
/** A runaway bound, not a budget: the shop starts near 280 MB and stayed under 650 MB in 3-minute soaks at 16 clients. */
const RSS_RUNAWAY_MB = 1500;

describe('the short soak: mixed traffic from 8 clients for 45 s', () => {
  const admin = { email: 'soak-short-admin@example.co.uk', password: crypto.randomBytes(12).toString('base64url') };
  let shop: OpenedShop | undefined;
  let result: SoakResult;
  beforeAll(async () => {
    shop = await openShop({ admin, log: () => {}, label: 'soak', web: true });
    result = await runSoak({ shop, admin, durationMs: TRAFFIC_MS, clients: CLIENTS, sampleEveryMs: 15_000, settleMs: 20_000 });
    const verdict = goal(result, { rss: false });
    if (!verdict.ok)
      console.log(
        summary(result, { clients: CLIENTS, database: `SQLite ${shop.database.version}`, date: new Date().toISOString() }, verdict),
      );
  }, 170_000);
  afterAll(async () => {
    await shop?.close();
  });

  test('no request fails', () => {
    expect(result.errors).toEqual([]);
    expect(result.total.errors).toBe(0);
  });

  test('every kind of traffic ran: pages, search, basket, guest checkouts and staff edits', () => {
    const ran = new Set(result.actions.filter((a) => a.count > 0).map((a) => a.name));
    for (const action of [
      'page: home',
      'page: listing',
      'page: product',
      'page: search',
      'gql: search',
      'gql: listing',
      'basket: storeProductsByIds',
      'basket: shippingOptions',
      'checkout: checkoutOptions',
      'checkout: placeOrder',
      'staff: login',
    ]) {
      expect(ran).toContain(action);
    }
    expect(['staff: updateProduct price', 'staff: createStockMovement', 'staff: updateBanner'].some((a) => ran.has(a))).toBe(true);
  });

  test('every order a checkout was told about exists exactly once, with one confirmation mail', () => {
    const o = result.orders;
    expect(o.problems).toEqual([]);
    expect(o.told).toBeGreaterThan(0);
    expect(o).toMatchObject({ once: o.told, missing: 0, untold: 0, toldTwice: 0, mailed: o.told, noMail: 0, manyMails: 0 });
  });

  test('the server does not run away with memory', () => {
    expect(Math.max(...result.samples.map((s) => s.rssMB))).toBeLessThan(RSS_RUNAWAY_MB);
  });
});
