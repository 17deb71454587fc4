import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { spawnShop, SpawnedShop } from '../helpers/spawn-shop';
import { waitFor } from '../helpers/store';

const ADMIN = { email: 'storage.admin@example.co.uk', password: 'storage-test-password-1' };

/** Every write to a regular file by the shop's process past `bytes` fails (EFBIG), as on a disk that fills mid-file. */
function limitFileSize(pid: number, bytes: number | 'unlimited'): void {
  execFileSync('prlimit', ['--pid', String(pid), `--fsize=${bytes}:unlimited`]);
}

/** Regular files under `dir` (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('uploads, contact attachments and mail when the disk refuses writes', () => {
  let shop: SpawnedShop | undefined;
  afterAll(async () => {
    await shop?.stop();
    if (shop) fs.rmSync(shop.dataDir, { recursive: true, force: true });
  });

  test('answer 503 with a clear message and Retry-After, leave no half-written file, and work again once the disk does', async () => {
    shop = await spawnShop({ SEED: 'none', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const { url, dataDir } = shop;
    const login = (await (
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($n: String!, $p: String!) { login(name: $n, password: $p) { token } }',
          variables: { n: ADMIN.email, p: ADMIN.password },
        }),
      })
    ).json()) as { data: { login: { token: string } } };
    const auth = { authorization: `Bearer ${login.data.login.token}` };
    // About 250 KB of noise: far past the limit below, so the write fails part-way through.
    const image = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#c06080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();

    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'portrait.png');
      const res = await fetch(`${url}/upload/users`, { method: 'POST', body: form, headers: auth });
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: (await res.json()) as { message?: string; fileName?: string },
      };
    };
    const contact = async (email: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        fullName: 'Ada Price',
        email,
        subject: 'support',
        message: 'The lid arrived cracked; photo attached.',
      }))
        form.append(k, v);
      form.append('attachments', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'lid.png');
      const res = await fetch(`${url}/contact`, { method: 'POST', body: form });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message?: string } };
    };
    const storedFiles = () => [...filesUnder(path.join(dataDir, 'uploads')), ...filesUnder(path.join(dataDir, 'contact-attachments'))];
    const mails = () => filesUnder(path.join(dataDir, 'outbox'));
    const mailsBefore = mails().length;

    limitFileSize(shop.child.pid!, 4096);
    let refusedUpload, refusedContact;
    try {
      refusedUpload = await upload();
      refusedContact = await contact('refused.contact@example.co.uk');
    } finally {
      limitFileSize(shop.child.pid!, 'unlimited');
    }
    for (const refused of [refusedUpload, refusedContact]) {
      expect(refused.status).toBe(503);
      expect(refused.retryAfter).not.toBeNull();
      expect(refused.body.message).toMatch(/cannot save files|cannot reach its database/);
    }
    expect(refusedUpload.body.message).toMatch(/cannot save files/);
    // Nothing half-written stays behind, and no mail went out for a message that was not kept.
    expect(storedFiles()).toEqual([]);
    expect(mails()).toHaveLength(mailsBefore);

    await waitFor(async () => (await fetch(`${url}/healthz`)).status === 200, 30_000);
    const uploaded = await upload();
    expect(uploaded.status).toBe(201);
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'users', uploaded.body.fileName!)).equals(image)).toBe(true);
    expect((await contact('kept.contact@example.co.uk')).status).toBe(201);
    expect(storedFiles()).toHaveLength(2);
    await waitFor(async () => mails().length > mailsBefore, 15_000);
    expect(shop.child.exitCode).toBeNull();
  }, 120_000);
});
