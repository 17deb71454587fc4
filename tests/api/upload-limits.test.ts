import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loggedIn, pngBuffer } from '../helpers/accounts';
import { postContact } from '../helpers/contact';
import { withoutRequestId } from '../helpers/legacy';
import { RAISED_RATE_LIMITS } from '../helpers/rate-limits';
import { sqliteOnly } from '../helpers/test-db';
import { startTestShop, TestShop } from '../helpers/test-shop';

const DAY = 24 * 3600 * 1000;

async function upload(t: TestShop, headers: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pngBuffer())], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${t.url}/upload/users`, { method: 'POST', body: form, headers });
  return { status: res.status, body: withoutRequestId(res, await res.json()), retryAfter: res.headers.get('retry-after') };
}

describe.each(sqliteOnly)('per-caller limits on uploads and contact messages on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, { env: { RATE_LIMITS: `${RAISED_RATE_LIMITS},upload=2/1h,contact=2/1h` } });
  });
  afterAll(() => t?.close());

  test('a customer gets 429 with a message after their uploads for the hour; another customer still may upload', async () => {
    const ann = await loggedIn(t);
    expect((await upload(t, ann.headers)).status).toBe(201);
    expect((await upload(t, ann.headers)).status).toBe(201);
    const refused = await upload(t, ann.headers);
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many uploads from you. Please try again in 60 minutes.' } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(3500);
    expect((await upload(t, (await loggedIn(t)).headers)).status).toBe(201);
  });

  test('a guest gets 429 after their contact messages for the hour, before the form is read; a signed-in customer is counted apart', async () => {
    const valid = { fullName: 'Ben Carter', email: 'ben@example.co.uk', subject: 'support' };
    expect((await postContact(t, valid)).status).toBe(201);
    expect((await postContact(t, { ...valid, email: 'not an email' })).status).toBe(400);
    const before = (await t.shop.db.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages'))[0].n;
    const refused = await postContact(t, valid, [{ buffer: await pngBuffer(), name: 'a.png' }]);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Too many contact messages from you. Please try again in 60 minutes.' },
    });
    expect(Number((await t.shop.db.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages'))[0].n)).toBe(Number(before));
    expect((await postContact(t, valid, [], (await loggedIn(t)).headers)).status).toBe(201);
  });
});

describe.each(sqliteOnly)('unadopted uploads on %s', (dialect) => {
  test('uploads no form took over within a day are swept when the shop starts; newer ones and adopted images stay', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sweep-'));
    const banner = path.join(dataDir, 'uploads', 'banner');
    fs.mkdirSync(banner, { recursive: true });
    const png = await pngBuffer();
    const old = new Date(Date.now() - 2 * DAY);
    const files = {
      stale: 'upload-0123456789abcdef01234567.png',
      fresh: 'upload-89abcdef0123456789abcdef.png',
      adopted: 'summer-sale-0123456789ab.png',
      other: 'upload-notes.txt',
    };
    for (const name of Object.values(files)) fs.writeFileSync(path.join(banner, name), png);
    for (const name of [files.stale, files.adopted, files.other]) fs.utimesSync(path.join(banner, name), old, old);
    const t = await startTestShop(dialect, { env: { DATA_DIR: dataDir } });
    try {
      expect(fs.readdirSync(banner).sort()).toEqual([files.fresh, files.other, files.adopted].sort());
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
