import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestShop, TestShop } from '../helpers/test-shop';

/** Scaled images for pages: /uploads/{area}/{file}?w=N (one dialect: the files are on disk whatever the database). */
describe('image variants', () => {
  let t: TestShop;
  let file: string;
  beforeAll(async () => {
    t = await startTestShop('sqlite');
    const dir = path.join(t.dataDir, 'uploads', 'banner');
    fs.mkdirSync(dir, { recursive: true });
    file = path.join(dir, 'wide-banner.png');
    await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#c2185b' } })
      .png()
      .toFile(file);
  });
  afterAll(() => t?.close());

  test('?w=480 answers a 480-pixel WebP, cached on disk, and the original stays as it was', async () => {
    const res = await fetch(`${t.url}/uploads/banner/wide-banner.png?w=480`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 180]);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', '.variants', '480', 'banner', 'wide-banner.png.webp'))).toBe(true);
    const plain = await fetch(`${t.url}/uploads/banner/wide-banner.png`);
    expect(plain.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).width).toBe(1600);
  });

  test('a width wider than the image is not enlarged; a replaced original makes a new variant', async () => {
    const wide = await fetch(`${t.url}/uploads/banner/wide-banner.png?w=1280`);
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(1280);
    await new Promise((r) => setTimeout(r, 20));
    await sharp({ create: { width: 300, height: 100, channels: 3, background: '#000' } })
      .png()
      .toFile(file);
    const after = await fetch(`${t.url}/uploads/banner/wide-banner.png?w=1280`);
    expect((await sharp(Buffer.from(await after.arrayBuffer())).metadata()).width).toBe(300);
  });

  test('only the listed widths are made; anything else gets the original, and the cache cannot be read directly', async () => {
    for (const w of ['481', '100000', 'abc', '-1']) {
      const res = await fetch(`${t.url}/uploads/banner/wide-banner.png?w=${w}`);
      expect([w, res.status, res.headers.get('content-type')]).toEqual([w, 200, 'image/png']);
    }
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', '.variants')).sort()).toEqual(['1280', '480']);
    expect((await fetch(`${t.url}/uploads/.variants/480/banner/wide-banner.png.webp`)).status).toBe(403);
    expect((await fetch(`${t.url}/uploads/banner/no-such.png?w=480`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/banner/..%2F..%2Fshop.db?w=480`)).status).toBe(403);
  });
});
