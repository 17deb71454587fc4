import { openTestDatabase, TestDatabase } from '../../../../../tests/helpers/test-db';
import { isBotAgent, VisitorCounter } from './visitor-counter';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the visitor counter', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('sqlite');
  });
  afterAll(() => t?.close());

  test("a new UK day starts a new count: yesterday's visitors count again, and yesterday's hashes are gone", async () => {
    // 23:30 UTC on 30 June is 00:30 BST on 1 July: already the next UK day.
    let now = new Date('2026-06-30T22:30:00Z');
    const counter = new VisitorCounter(
      t.db,
      (err) => {
        throw err;
      },
      () => now,
    );
    counter.visit('MAIN', '203.0.113.7', CHROME);
    counter.visit('MAIN', '203.0.113.7', CHROME);
    counter.visit('MAIN', '2001:db8::1', CHROME);
    expect(counter.seenToday).toBe(2);
    now = new Date('2026-06-30T23:30:00Z');
    expect(counter.seenToday).toBe(0);
    counter.visit('MAIN', '203.0.113.7', CHROME);
    counter.visit('LEEDS', '203.0.113.7', CHROME);
    const counts = await counter.countsOf('MAIN', ['2026-06-29', '2026-06-30', '2026-07-01']);
    expect([...counts]).toEqual([
      ['2026-06-29', 0],
      ['2026-06-30', 2],
      ['2026-07-01', 1],
    ]);
    expect([...(await counter.countsOf('LEEDS', ['2026-07-01']))]).toEqual([['2026-07-01', 1]]);
  });

  test('robots and scripts are recognised by their user agent; an empty one counts as a script', () => {
    expect(isBotAgent(CHROME)).toBe(false);
    for (const ua of [
      'Googlebot/2.1',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
      'Mozilla/5.0 HeadlessChrome/131.0',
      'curl/8.0',
      'Go-http-client/1.1',
      '',
      undefined,
    ]) {
      expect([ua, isBotAgent(ua)]).toEqual([ua, true]);
    }
  });
});
