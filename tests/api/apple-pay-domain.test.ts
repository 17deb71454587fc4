import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLE_PAY_DOMAIN_PATH } from '../../api/src/http/app';
import { startTestShop, TestShop } from '../helpers/test-shop';

/** What Apple fetches before it offers Apple Pay on the shop's pages (docs/operations.md, card payments). */
describe("Apple Pay's domain association file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apple-pay-domain-'));
  const file = path.join(dir, 'apple-developer-merchantid-domain-association');
  const association =
    '7B227073704964223A2239373943394538343346343131343044463144313834343232393232313734313034353044314339464446394437384337313531303944334643463542433731222C2276657273696F6E223A312C22637265617465644F6E223A313637';
  let shops: TestShop[] = [];
  afterAll(async () => {
    await Promise.all(shops.map((t) => t.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('with APPLE_PAY_DOMAIN_FILE, the file is served as it is, to anyone, as plain text', async () => {
    fs.writeFileSync(file, association);
    const t = await startTestShop('sqlite', { env: { APPLE_PAY_DOMAIN_FILE: file } });
    shops.push(t);
    const res = await fetch(`${t.url}${APPLE_PAY_DOMAIN_PATH}`);
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([200, 'text/plain; charset=utf-8', association]);
    // Only that one file: the rest of /.well-known/ stays unserved.
    expect((await fetch(`${t.url}/.well-known/security.txt.bak`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  test('without it, the path is not found', async () => {
    const t = await startTestShop('sqlite');
    shops = [...shops, t];
    expect((await fetch(`${t.url}${APPLE_PAY_DOMAIN_PATH}`)).status).toBe(404);
  });
});
