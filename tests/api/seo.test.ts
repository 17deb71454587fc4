import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { Brand } from '../../api/src/modules/attributes/brand';
import { Category } from '../../api/src/modules/catalog/category/category.entity';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { SubCategory } from '../../api/src/modules/catalog/sub-category/sub-category.entity';
import { legacyPath, type SitemapEntry } from '../../api/src/modules/content/storefront/sitemap.service';
import { SITEMAP_ROUTES } from '../../api/src/modules/content/storefront/sitemap-routes';
import { createSeoRouter, sitemapXml } from '../../api/src/http/seo';
import { sqliteOnly } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';
import { rawGet } from '../helpers/raw-get';
import { graphql } from '../generated';

const PUBLIC_URL = 'https://shop.example.co.uk';
const CATALOGUE = graphql(`
  query SeoCatalogue {
    productListing(page: { take: 1 }) {
      totalItems
      items {
        slug
      }
    }
    brands(options: { take: 100 }) {
      totalItems
      items {
        name
        slug
      }
    }
  }
`);

/** The <loc> values of a sitemap, XML entities undone. */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    m[1]
      .replace(/&amp;/g, '&')
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );

describe.each(sqliteOnly)('robots.txt and sitemap.xml on %s (demo catalogue)', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'demo', env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('robots.txt allows the shop, keeps crawlers out of the basket, accounts, back office and sign-in, and names the sitemap on the public address', async () => {
    const res = await fetch(`${t.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/cart', '/account', '/dashboard', '/login', '/register', '/forgetpass', '/search', '/graphql', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The public pages are never disallowed.
    expect(lines.filter((l) => /^Disallow: \/(subcategory|product|department|$)/.test(l))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  test('sitemap.xml lists the live catalogue on the public address: home, categories, sub-categories, parent items, every active product, brands, collections and footer pages', async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    // Well-formed: every '&' is an entity.
    expect(xml.match(/&(?!amp;|apos;|quot;|lt;|gt;)/g)).toBeNull();
    const urls = locs(xml);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((u) => u.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    const paths = urls.map((u) => u.slice(PUBLIC_URL.length));

    const expected = [
      '/',
      '/subcategory/face',
      '/subcategory/shampoo-conditioner',
      '/subcategory/foundation',
      '/subcategory/foundation/velvet-harbour-longwear-foundation',
      '/department/hair',
      '/Shipping%20&%20Delivery/shipping-delivery',
      '/Return%20&%20Refunds/return-refunds',
      '/Privacy%20Policy/privacy-policy',
      '/Site%20Map/site-map',
      '/Faq/faq',
      '/Gifts%20Under%20%C2%A320/gifts-under-20',
      '/Ebin%20Best%20Seller/ebin-best-seller',
    ];
    for (const path of expected) expect([path, paths.includes(path)]).toEqual([path, true]);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/Shipping%20&amp;%20Delivery/shipping-delivery</loc>`);

    const data = (await gql(t.url, CATALOGUE)).data!;
    const productPaths = paths.filter((p) => p.startsWith('/product/'));
    expect(productPaths).toHaveLength(data.productListing.totalItems);
    expect(paths).toContain(`/product/${data.productListing.items[0].slug}`);
    expect(data.brands.totalItems).toBeGreaterThan(0);
    for (const brand of data.brands.items) expect(paths).toContain(legacyPath(brand.name, brand.slug));
    // Products carry when they last changed.
    expect(xml).toMatch(/<url><loc>[^<]*\/product\/[^<]*<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);
  });

  test('sitemap.xml is gzipped for a client that accepts it', async () => {
    const res = await rawGet(`${t.url}/sitemap.xml`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    const xml = zlib.gunzipSync(res.body).toString('utf8');
    expect(locs(xml)).toContain(`${PUBLIC_URL}/`);
    const plain = await rawGet(`${t.url}/sitemap.xml`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(xml);
  });

  test('what a guest cannot open is left out (switched-off category with its sub-categories, inactive products and brands); the cap holds', async () => {
    const categories = t.shop.db.repo(Category);
    const face = await categories.findOneByOrFail({ branchCode: 'MAIN', slug: 'face' });
    const foundation = await t.shop.db.repo(SubCategory).findOneByOrFail({ branchCode: 'MAIN', slug: 'foundation' });
    const product = await t.shop.db.repo(Product).findOneOrFail({ where: { branchCode: 'MAIN', isActive: true }, order: { id: 'ASC' } });
    const brand = await t.shop.db.repo(Brand).findOneOrFail({ where: { branchCode: 'MAIN', isActive: true }, order: { id: 'ASC' } });
    await categories.update(face.id, { isActive: false });
    await t.shop.db.repo(Product).update(product.id, { isActive: false });
    await t.shop.db.repo(Brand).update(brand.id, { isActive: false });
    try {
      const paths = (await t.shop.services.sitemap.entries('MAIN', 50_000)).map((e) => e.path);
      expect(paths).not.toContain('/subcategory/face');
      expect(paths).not.toContain(`/subcategory/${foundation.slug}`);
      expect(paths).not.toContain('/subcategory/foundation/velvet-harbour-longwear-foundation');
      expect(paths).not.toContain(`/product/${product.slug}`);
      expect(paths).not.toContain(legacyPath(brand.name, brand.slug));
      expect(paths).toContain('/subcategory/eyes');

      const capped = await t.shop.services.sitemap.entries('MAIN', 10);
      expect(capped).toHaveLength(10);
      expect(capped[0].path).toBe('/');
      // Another branch has no catalogue: only the fixed pages the route table lists.
      const fixed = (await t.shop.services.sitemap.entries('NOWHERE', 100)).map((e) => e.path);
      expect(fixed).toEqual(SITEMAP_ROUTES.filter((r) => r.list === 'page').map((r) => r.path));
      expect(fixed.slice(0, 3)).toEqual(['/', '/products', '/get/collections']);
    } finally {
      await categories.update(face.id, { isActive: true });
      await t.shop.db.repo(Product).update(product.id, { isActive: true });
      await t.shop.db.repo(Brand).update(brand.id, { isActive: true });
    }
  });
});

describe('sitemap cost bounds (the router alone)', () => {
  const entries: SitemapEntry[] = [{ path: '/' }, { path: "/Tom's%20<Brand>/toms-brand" }];

  function app(sitemap: { entries: jest.Mock<Promise<SitemapEntry[]>, [string, number]> }, clock: { now: number }) {
    const a = express();
    a.use(createSeoRouter({ sitemap, publicUrl: PUBLIC_URL, branchCode: 'MAIN', maxUrls: 1234, ttlMs: 60_000, now: () => clock.now }));
    return a;
  }

  test('one build serves every request for the TTL (concurrent ones share it), with the cap passed down; then it is built again', async () => {
    const sitemap = { entries: jest.fn(async (_branch: string, _limit: number) => entries) };
    const clock = { now: 1_000 };
    const server = app(sitemap, clock);
    const [a, b] = await Promise.all([request(server).get('/sitemap.xml'), request(server).get('/sitemap.xml')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.headers['cache-control']).toBe('public, max-age=60');
    expect(sitemap.entries).toHaveBeenCalledTimes(1);
    expect(sitemap.entries).toHaveBeenCalledWith('MAIN', 1234);
    clock.now += 59_999;
    await request(server).get('/sitemap.xml');
    expect(sitemap.entries).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await request(server).get('/sitemap.xml');
    expect(sitemap.entries).toHaveBeenCalledTimes(2);
  });

  test('a failed build answers an error and is not kept', async () => {
    const sitemap = {
      entries: jest.fn(async (_branch: string, _limit: number): Promise<SitemapEntry[]> => {
        throw new Error('database away');
      }),
    };
    const server = app(sitemap, { now: 0 });
    expect((await request(server).get('/sitemap.xml')).status).toBe(500);
    sitemap.entries.mockResolvedValueOnce(entries);
    const res = await request(server).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(sitemap.entries).toHaveBeenCalledTimes(2);
  });

  test('addresses are XML-escaped; lastmod only where known', () => {
    const xml = sitemapXml([...entries, { path: '/product/x', lastmod: new Date('2026-11-22T10:00:00Z') }], PUBLIC_URL);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/Tom&apos;s%20&lt;Brand&gt;/toms-brand</loc></url>`);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/product/x</loc><lastmod>2026-11-22T10:00:00.000Z</lastmod></url>`);
    expect(legacyPath('Shipping & Delivery', 'shipping-delivery')).toBe('/Shipping%20&%20Delivery/shipping-delivery');
    expect(legacyPath('AC/DC #1?', 'acdc')).toBe('/AC%2FDC%20%231%3F/acdc');
  });
});
