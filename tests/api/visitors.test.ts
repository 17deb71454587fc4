import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { Role } from '../../api/src/common/roles';
import { insertUser } from '../helpers/orders';
import { ask, rows } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import { startTestShop, TestShop } from '../helpers/test-shop';

const ukDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'curl/8.11.1',
  'python-requests/2.32.3',
  '',
];
const DASHBOARD = graphql(`
  query VisitorsDashboard($days: Int) {
    dashboard(days: $days) {
      visitors
      salesByDay {
        date
        visitors
      }
    }
  }
`);
const SHOP_NAME = graphql(`
  query VisitorsShopName {
    shopSettings {
      shopName
    }
  }
`);

/**
 * A stand-in for the storefront's server bundle (the real one needs `npm run build`): 200 for any page,
 * 404 for /no-such-page and a redirect for /old-page, as the real render answers them.
 */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitors-web-'));
  fs.mkdirSync(path.join(dir, '.ssr'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"><!--app-html--></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log("storefront");');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(dir, '.ssr', 'entry-server.cjs'),
    `
    const { Readable } = require('node:stream');
    exports.render = async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/old-page') return { status: 301, location: '/' };
      return { status: pathname === '/no-such-page' ? 404 : 200, body: Readable.from(['<!doctype html><p>' + pathname + '</p>']) };
    };`,
  );
  return dir;
}

describe.each(dialects)('storefront visitors on %s', (dialect) => {
  let t: TestShop;
  let webDist: string;
  let admin: Record<string, string>;
  const page = (url: string, headers: Record<string, string>) => fetch(`${t.url}${url}`, { headers: { accept: 'text/html', ...headers } });
  const as = (ip: string, userAgent: string) => ({ 'x-forwarded-for': ip, 'user-agent': userAgent });
  const today = async () => {
    const body = await ask(t, DASHBOARD, { days: 1 }, admin);
    expect(body.dashboard.salesByDay).toEqual([{ date: ukDay(new Date()), visitors: body.dashboard.visitors }]);
    return body.dashboard.visitors;
  };

  beforeAll(async () => {
    webDist = fakeWebDist();
    // The shop reads the client address from X-Forwarded-For only behind a trusted proxy: here, the test itself.
    t = await startTestShop(dialect, { env: { WEB_DIST_DIR: webDist, TRUST_PROXY: 'loopback' } });
    admin = (await insertUser(t, Role.ADMIN)).headers;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  test('each address and browser counts once per UK day, however many pages it opens', async () => {
    expect(await today()).toBe(0);
    for (const url of ['/', '/products', '/', '/Faq/faq?x=1']) expect((await page(url, as('203.0.113.7', FIREFOX))).status).toBe(200);
    expect(await today()).toBe(1);
    // The same address with another browser, and another address with the same browser, are other visitors.
    await page('/', as('203.0.113.7', SAFARI));
    await page('/cart', as('198.51.100.23', FIREFOX));
    await page('/', as('198.51.100.23', FIREFOX));
    expect(await today()).toBe(3);
  });

  test('robots, scripts, assets, API calls, the back office, redirects, missing pages, HEAD and prefetches are not counted', async () => {
    const before = await today();
    for (const [i, bot] of BOTS.entries()) expect((await page('/', as(`192.0.2.${i + 1}`, bot))).status).toBe(200);
    const person = (n: number) => as(`192.0.2.${100 + n}`, FIREFOX);
    expect((await fetch(`${t.url}/assets/main-abc123.js`, { headers: person(1) })).status).toBe(200);
    expect((await fetch(`${t.url}/favicon.svg`, { headers: person(2) })).status).toBe(200);
    expect(
      (
        await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { ...person(3), 'content-type': 'application/json' },
          body: JSON.stringify({ query: print(SHOP_NAME) }),
        })
      ).status,
    ).toBe(200);
    expect((await fetch(`${t.url}/api/get/footer?BranchCode=MAIN`, { headers: person(4) })).status).toBe(200);
    expect((await page('/dashboard', person(5))).status).toBe(200);
    expect((await page('/dashboard/orders', person(5))).status).toBe(200);
    expect((await fetch(`${t.url}/old-page`, { headers: { accept: 'text/html', ...person(6) }, redirect: 'manual' })).status).toBe(301);
    expect((await page('/no-such-page', person(7))).status).toBe(404);
    expect((await fetch(`${t.url}/`, { method: 'HEAD', headers: { accept: 'text/html', ...person(8) } })).status).toBe(200);
    expect((await page('/', { ...person(9), 'sec-purpose': 'prefetch;prerender' })).status).toBe(200);
    expect(await today()).toBe(before);
  });

  test('no address or user agent is stored: the database keeps one count per day, and the days range adds them up', async () => {
    const stored = await rows(t.shop.db, 'SELECT * FROM visitor_days');
    expect(stored.map((r) => [r.day, r.count])).toEqual([[ukDay(new Date()), 3]]);
    expect(Object.keys(stored[0]).sort()).toEqual(['branch_code', 'count', 'created_at', 'day', 'id', 'updated_at']);
    const everything = JSON.stringify(await rows(t.shop.db, 'SELECT * FROM visitor_days'));
    for (const secret of ['203.0.113.7', '198.51.100.23', 'Firefox', 'Safari']) expect(everything).not.toContain(secret);

    // Earlier days, as a previous day's counting left them: 'days' sums the days asked for, each listed on its own.
    const dayBefore = (n: number) => ukDay(new Date(Date.now() - n * 86_400_000));
    await t.shop.db.dataSource.query('INSERT INTO visitor_days (branch_code, day, count) VALUES (?, ?, ?), (?, ?, ?)', [
      'MAIN',
      dayBefore(1),
      40,
      'MAIN',
      dayBefore(9),
      7,
    ]);
    const week = (await ask(t, DASHBOARD, { days: 7 }, admin)).dashboard;
    expect(week.visitors).toBe(43);
    expect(week.salesByDay.slice(-2).map((d) => d.visitors)).toEqual([40, 3]);
    expect((await ask(t, DASHBOARD, { days: 30 }, admin)).dashboard.visitors).toBe(50);
  });
});
