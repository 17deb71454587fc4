import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dialects, openTestDatabase, TestDatabase } from '../../../../tests/helpers/test-db';
import { growCatalogue, isDatabaseEmpty, seedDemo } from '.';
import type { SeedSummary } from '.';
import { CATALOGUE_KINDS } from './catalogue';
import { familySize } from './grow';
import { Rng } from './rng';

jest.setTimeout(240_000);

const num = (v: unknown) => Number(v);

test('growing splits any count of 5 or more into families of 5 to 20 that add up exactly', () => {
  const rng = new Rng('split');
  for (let target = 5; target <= 400; target++) {
    const sizes: number[] = [];
    for (let left = target; left > 0;) {
      let size = familySize(left, rng.pick(CATALOGUE_KINDS), rng);
      while (size === null) size = familySize(left, rng.pick(CATALOGUE_KINDS), rng);
      sizes.push(size);
      left -= size;
    }
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(target);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20);
  }
});

describe.each(dialects)('the demo seed on %s', (dialect) => {
  let first: TestDatabase;
  let second: TestDatabase;
  let summary: SeedSummary;
  let uploadsDir: string;
  const q = (sql: string, params: unknown[] = []) => first.db.dataSource.query(sql, params);
  const one = async (sql: string, params: unknown[] = []) => num(Object.values((await q(sql, params))[0])[0]);

  beforeAll(async () => {
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-uploads-'));
    first = await openTestDatabase(dialect);
    second = await openTestDatabase(dialect);
    expect(await isDatabaseEmpty(first.db, 'MAIN')).toBe(true);
    summary = await seedDemo(first.db, { branchCode: 'MAIN', uploadsDir });
    await seedDemo(second.db, { branchCode: 'MAIN', uploadsDir });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  test('fills a believable shop and says how many rows went where', async () => {
    const least: Record<string, number> = {
      departments: 4,
      categories: 12,
      sub_categories: 30,
      parent_items: 60,
      brands: 40,
      products: 500,
      colors: 10,
      shades: 20,
      sizes: 5,
      weights: 10,
      volumes: 5,
      item_types: 5,
      fragrances: 10,
      flavors: 5,
      pieces: 3,
      fabrics: 3,
      vendors: 3,
      product_classes: 2,
      product_locations: 5,
      stock_movements: 10,
      banners: 4,
      collections: 8,
      footer_groups: 2,
      footer_links: 10,
      about_sections: 3,
      faq_groups: 4,
      shop_settings: 1,
      discount_codes: 4,
      orders: 60,
      order_lines: 60,
      contact_messages: 5,
      visitor_days: 89,
    };
    for (const [table, n] of Object.entries(least)) {
      expect([table, await one(`SELECT COUNT(*) AS n FROM ${table} WHERE branch_code = 'MAIN'`)]).toEqual([table, summary[table]]);
      expect([table, summary[table] >= n]).toEqual([table, true]);
    }
    expect(await isDatabaseEmpty(first.db, 'MAIN')).toBe(false);
    expect(await isDatabaseEmpty(first.db, 'LEEDS')).toBe(true);
    // Customer accounts only (staff come from ADMIN_EMAIL), some of whose orders are theirs.
    expect(summary.users).toBeGreaterThanOrEqual(5);
    expect(await q('SELECT DISTINCT role FROM users')).toEqual([{ role: 'user' }]);
    expect(await one('SELECT COUNT(DISTINCT user_id) FROM orders WHERE user_id IS NOT NULL')).toBeGreaterThanOrEqual(3);
    expect(await one('SELECT COUNT(*) FROM orders WHERE user_id IS NULL')).toBeGreaterThan(0);
    // Every order's history ends in its status; dispatches carry a tracking number; received stock a batch and expiry.
    const last = await q(
      'SELECT o.status, e.status AS event, e.tracking_number FROM orders o JOIN order_events e ON e.order_id = o.id WHERE e.id = (SELECT MAX(id) FROM order_events WHERE order_id = o.id)',
    );
    expect(last.length).toBe(await one('SELECT COUNT(*) FROM orders'));
    expect(last.every((r: { status: string; event: string }) => r.status === r.event)).toBe(true);
    expect(
      await one("SELECT COUNT(*) FROM order_events WHERE status = 'dispatched' AND (tracking_number IS NULL OR carrier IS NULL)"),
    ).toBe(0);
    expect(
      await one("SELECT COUNT(*) FROM stock_movements WHERE reason = 'received' AND (batch_number IS NULL OR expiry_date IS NULL)"),
    ).toBe(0);
  });

  test('the shop at work: orders over the last 90 days in every status, priced as checkout prices them', async () => {
    const now = Date.now();
    const orders = await q(
      'SELECT id, status, created_at, subtotal_pence, discount_pence, shipping_pence, total_pence, shipping_method, postcode FROM orders',
    );
    expect(new Set(orders.map((o: { status: string }) => o.status))).toEqual(
      new Set(['pending', 'paid', 'dispatched', 'delivered', 'cancelled', 'refunded']),
    );
    const ages = orders.map(
      (o: { created_at: string | Date }) =>
        (now -
          new Date(
            typeof o.created_at === 'string' && !o.created_at.endsWith('Z') ? `${o.created_at.replace(' ', 'T')}Z` : o.created_at,
          ).getTime()) /
        86_400_000,
    );
    expect(Math.max(...ages)).toBeLessThan(91);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(-0.01);
    expect(ages.filter((a: number) => a <= 30).length).toBeGreaterThan(30);
    const lineSums = new Map<number, number[]>(
      (
        await q('SELECT order_id, SUM(line_total_pence) AS s, SUM(quantity * unit_price_pence) AS u FROM order_lines GROUP BY order_id')
      ).map((r: Record<string, unknown>) => [num(r.order_id), [num(r.s), num(r.u)]]),
    );
    for (const o of orders) {
      const [lines, units] = lineSums.get(num(o.id))!;
      expect([num(o.subtotal_pence), num(o.subtotal_pence)]).toEqual([lines, units]);
      expect(num(o.total_pence)).toBe(num(o.subtotal_pence) - num(o.discount_pence) + num(o.shipping_pence));
      // Free standard delivery over £50 after the discount, as checkout charges; every other parcel pays its band.
      const free = o.shipping_method === 'tracked-2-4' && num(o.subtotal_pence) - num(o.discount_pence) > 5000;
      expect([o.shipping_method, num(o.shipping_pence) === 0]).toEqual([o.shipping_method, free]);
      expect(o.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
    }
    expect(orders.some((o: Record<string, unknown>) => num(o.discount_pence) > 0)).toBe(true);
    expect(
      await one(
        'SELECT COUNT(*) FROM order_lines l LEFT JOIN products p ON p.id = l.product_id WHERE p.id IS NULL OR l.unit_price_pence <> p.sale_price_pence - p.discount_in_amount_pence',
      ),
    ).toBe(0);
    expect(await one('SELECT SUM(times_used) FROM discount_codes')).toBe(await one('SELECT COUNT(*) FROM orders WHERE discount_pence > 0'));
    expect(await one("SELECT COUNT(*) FROM reviews WHERE status = 'pending'")).toBeGreaterThanOrEqual(5);
    expect(await one('SELECT COUNT(*) FROM contact_messages WHERE handled_at IS NULL')).toBeGreaterThanOrEqual(3);
    expect(await one('SELECT COUNT(*) FROM shop_settings WHERE facebook_url LIKE ? AND bank_sort_code IS NOT NULL', ['https://%'])).toBe(1);
  });

  test('is deterministic: two fresh databases get the same products', async () => {
    const sql =
      'SELECT code, name, slug, sale_price_pence, discount_in_percent, stock_quantity, rating, gallery_images FROM products ORDER BY code';
    const a = await first.db.dataSource.query(sql);
    const b = await second.db.dataSource.query(sql);
    expect(a.length).toBeGreaterThanOrEqual(500);
    expect(b).toEqual(a);
  });

  test('prices, discounts, stock and ratings look like a real shop', async () => {
    const rows: { sale: number; pct: number; amount: number; stock: number; rating: number }[] = (
      await q(
        'SELECT sale_price_pence AS sale, discount_in_percent AS pct, discount_in_amount_pence AS amount, stock_quantity AS stock, rating FROM products',
      )
    ).map((r: Record<string, unknown>) => ({
      sale: num(r.sale),
      pct: num(r.pct),
      amount: num(r.amount),
      stock: num(r.stock),
      rating: num(r.rating),
    }));
    for (const r of rows) {
      expect(r.sale).toBeGreaterThanOrEqual(299);
      expect(r.sale).toBeLessThanOrEqual(8900);
      expect([99, 49, 0]).toContain(r.sale % 100);
      expect(r.amount).toBe(Math.round((r.sale * r.pct) / 100));
      expect(r.pct === 0 || (r.pct >= 5 && r.pct <= 50)).toBe(true);
      expect(r.rating).toBeGreaterThanOrEqual(3.5);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(Math.round(r.rating * 10)).toBeCloseTo(r.rating * 10, 5);
    }
    const discounted = rows.filter((r) => r.pct > 0).length / rows.length;
    expect(discounted).toBeGreaterThan(0.5);
    expect(discounted).toBeLessThan(0.7);
    expect(rows.some((r) => r.stock === 0)).toBe(true);
    expect(rows.some((r) => r.stock >= 1 && r.stock <= 5)).toBe(true);
    expect(await one('SELECT COUNT(DISTINCT code) FROM products')).toBe(rows.length);
    expect(await one('SELECT COUNT(DISTINCT slug) FROM products')).toBe(rows.length);
  });

  test('tab texts hold several colon-separated lines', async () => {
    const rows = await q('SELECT detailed_description, product_benefits, ingredients, product_features, how_to_use FROM products');
    for (const r of rows) for (const text of Object.values(r)) expect(String(text).split(':').length).toBeGreaterThanOrEqual(2);
  });

  test('products of a parent item are 5 to 12 siblings, and every link points at a real row', async () => {
    const sizes = (await q('SELECT COUNT(*) AS n FROM products GROUP BY parent_item_id')).map((r: { n: unknown }) => num(r.n));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(12);
    expect(await one('SELECT COUNT(*) FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE b.id IS NULL')).toBe(0);
    expect(await one('SELECT COUNT(*) FROM products p LEFT JOIN parent_items i ON i.id = p.parent_item_id WHERE i.id IS NULL')).toBe(0);
    expect(await one('SELECT COUNT(*) FROM parent_items i LEFT JOIN sub_categories s ON s.id = i.sub_category_id WHERE s.id IS NULL')).toBe(
      0,
    );
    expect(
      await one('SELECT COUNT(*) FROM sub_categories s WHERE NOT EXISTS (SELECT 1 FROM parent_items i WHERE i.sub_category_id = s.id)'),
    ).toBe(0);
    expect(await one('SELECT COUNT(*) FROM colors WHERE hex_code NOT LIKE ? OR rgb NOT LIKE ?', ['#%', '%,%,%'])).toBe(0);
    expect(await one('SELECT COUNT(*) FROM product_classes WHERE vat_rate_basis_points = 2000')).toBeGreaterThan(0);
    expect(await one('SELECT COUNT(*) FROM product_classes WHERE vat_rate_basis_points = 0')).toBeGreaterThan(0);
  });

  test("'new-arrivals' and 'trending' are listed with products, beside the promotion grid's collections", async () => {
    const rows = await q(
      'SELECT c.slug, c.name, c.view, COUNT(cp.product_id) AS n FROM collections c LEFT JOIN collection_products cp ON cp.collection_id = c.id GROUP BY c.id, c.slug, c.name, c.view',
    );
    const bySlug = new Map(rows.map((r: { slug: string }) => [r.slug, r]));
    for (const slug of ['new-arrivals', 'trending']) {
      expect(bySlug.get(slug)).toMatchObject({ view: 'yes' });
      expect(num((bySlug.get(slug) as { n: unknown }).n)).toBeGreaterThanOrEqual(12);
    }
    expect(bySlug.get('ebin-best-seller')).toMatchObject({ name: 'Ebin Best Seller' });
    expect(bySlug.get('dressmaker-european-hair-extensions')).toMatchObject({ name: 'Dressmaker European Hair Extensions' });
    expect(rows.some((r: { view: string }) => !r.view.includes('yes'))).toBe(true);
    for (const r of rows) expect(num(r.n)).toBeGreaterThanOrEqual(12);
    expect(
      await one(`SELECT COUNT(*) FROM collection_products cp JOIN collections c ON c.id = cp.collection_id JOIN products p ON p.id = cp.product_id
      WHERE c.slug = 'new-arrivals' AND p.discount_in_percent <> 0`),
    ).toBe(0);
  });

  test('footer pages carry the fixed policy links and the shipping figures', async () => {
    const links: { subtitle: string; slug: string; body: string }[] = await q('SELECT subtitle, slug, body FROM footer_links');
    const pairs = links.map((l) => [l.subtitle, l.slug]);
    for (const pair of [
      ['Terms of Service', 'terms-of-services'],
      ['Shipping & Delivery', 'shipping-delivery'],
      ['Returns & Refunds', 'return-refunds'],
      ['Privacy Policy', 'privacy-policy'],
      ['Cookies Policy', 'cookies-policy'],
      ['Contact Us', 'contact-us'],
      ['About Us', 'about-us'],
      ['FAQs', 'faq'],
      ['Site Map', 'site-map'],
      ['Shop by Brand', 'shop-by-brand'],
    ])
      expect(pairs).toContainEqual(pair);
    const shipping = links.find((l) => l.slug === 'shipping-delivery')!.body;
    for (const figure of [
      '£50',
      '1.00 pm',
      'weekends or bank holidays',
      '£5.99',
      '£3.99',
      '£8.99',
      '£7.99',
      '£13.99',
      '£11.99',
      '£6.99',
      '£9.99',
      '£14.99',
      '45 × 25 × 16 cm',
      '61 × 46 × 46 cm',
    ]) {
      expect(shipping).toContain(figure);
    }
    const returns = links.find((l) => l.slug === 'return-refunds')!.body;
    expect(returns).toContain('14 days from delivery');
    expect(returns).toContain('29/07/2024');
    expect(links.find((l) => l.slug === 'privacy-policy')!.body).toContain('May 2024');
    const faq = await q(
      'SELECT g.heading, COUNT(*) AS n FROM faq_groups g JOIN faq_questions f ON f.group_id = g.id GROUP BY g.id, g.heading',
    );
    expect(faq).toHaveLength(4);
    for (const g of faq) expect(num(g.n)).toBeGreaterThanOrEqual(3);
    const about = await q(
      'SELECT s.file_name, COUNT(*) AS n FROM about_sections s JOIN about_sub_sections x ON x.section_id = s.id GROUP BY s.id, s.file_name',
    );
    expect(about).toHaveLength(3);
    for (const s of about) expect(num(s.n)).toBeGreaterThanOrEqual(2);
    expect(await one('SELECT COUNT(*) FROM banners WHERE is_active = ?', [false])).toBeGreaterThanOrEqual(1);
  });

  test("each product's stored review average and count are its approved reviews' (the stars shoppers see); none without", async () => {
    const figures: { average: number | string | null; count: number | string; approved: number | string; mean: number | string | null }[] =
      await q(
        `SELECT p.review_average AS average, p.review_count AS count,
        (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved') AS approved,
        (SELECT AVG(r.rating) FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved') AS mean
      FROM products p`,
      );
    const rated = figures.filter((f) => num(f.approved) > 0);
    expect(rated.length).toBeGreaterThanOrEqual(40);
    for (const f of rated) {
      expect(num(f.count)).toBe(num(f.approved));
      expect(num(f.average)).toBeCloseTo(Math.round(num(f.mean) * 10) / 10, 5);
    }
    for (const f of figures.filter((x) => num(x.approved) === 0)) expect([f.average, num(f.count)]).toEqual([null, 0]);
  });

  test('approved reviews on some live products (and a few waiting), and Latest Deals offers that open real products and listed collections', async () => {
    expect(summary.reviews).toBe(await one('SELECT COUNT(*) FROM reviews'));
    expect(summary.offers).toBe(await one("SELECT COUNT(*) FROM offers WHERE branch_code = 'MAIN'"));
    expect(await one("SELECT COUNT(*) FROM reviews WHERE status NOT IN ('approved', 'pending') OR rating < 1 OR rating > 5")).toBe(0);
    const reviewed = await one(
      'SELECT COUNT(DISTINCT product_id) FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.is_active = ? AND p.stock_quantity > 0',
      [true],
    );
    expect(reviewed).toBeGreaterThanOrEqual(40);
    expect(reviewed).toBe(await one('SELECT COUNT(DISTINCT product_id) FROM reviews'));
    const offers = await q('SELECT link_type, link_slug, is_active, starts_at, ends_at FROM offers ORDER BY position');
    expect(offers.map((o: Record<string, unknown>) => o.link_type)).toEqual(['product', 'product', 'collection', 'collection']);
    for (const o of offers) {
      expect([o.link_slug, Boolean(num(o.is_active)), o.starts_at, o.ends_at]).toEqual([o.link_slug, true, null, null]);
      const table = o.link_type === 'product' ? 'products' : 'collections';
      expect([o.link_slug, await one(`SELECT COUNT(*) FROM ${table} WHERE slug = ?`, [o.link_slug])]).toEqual([o.link_slug, 1]);
    }
    // The products on offer have reviews, so the page a shopper opens from the home page lists some.
    expect(
      await one(
        "SELECT COUNT(*) FROM offers o WHERE o.link_type = 'product' AND NOT EXISTS (SELECT 1 FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.slug = o.link_slug)",
      ),
    ).toBe(0);
  });

  test('every image a row names exists under uploads/{area}/ as WebP', async () => {
    const files = new Set<string>();
    const add = async (area: string, sql: string) => {
      for (const r of await q(sql)) for (const f of String(Object.values(r)[0]).split(',')) files.add(`${area}/${f}`);
    };
    await add('department', 'SELECT file_name FROM departments');
    await add('category', 'SELECT file_name FROM categories');
    await add('subcategory', 'SELECT file_name FROM sub_categories');
    await add('parentitem', 'SELECT file_name FROM parent_items');
    await add('products', 'SELECT DISTINCT gallery_images FROM products');
    await add('brand', 'SELECT file_name FROM brands');
    await add('banner', 'SELECT file_name FROM banners');
    await add('collections', 'SELECT file_name FROM collections');
    await add('aboutus', 'SELECT file_name FROM about_sections');
    await add('offers', 'SELECT file_name FROM offers');
    expect(files.size).toBeGreaterThan(200);
    for (const f of files) {
      expect(f).toMatch(/^[a-z]+\/[a-z0-9.-]+\.webp$/);
      const head = fs.readFileSync(path.join(uploadsDir, f)).subarray(0, 12).toString('latin1');
      expect([f, head.slice(0, 4), head.slice(8, 12)]).toEqual([f, 'RIFF', 'WEBP']);
    }
  });

  test('growCatalogue adds exactly the products asked for, in families of 5 to 20, without new pictures', async () => {
    const before = await one('SELECT COUNT(*) FROM products');
    const maxParent = await one('SELECT MAX(id) FROM parent_items');
    const pictures = fs.readdirSync(path.join(uploadsDir, 'products')).length;
    const progress: number[] = [];
    const result = await growCatalogue(first.db, { branchCode: 'MAIN', uploadsDir, products: 2000, onProgress: (n) => progress.push(n) });
    expect(result.products).toBe(2000);
    expect(progress[progress.length - 1]).toBe(2000);
    expect(await one('SELECT COUNT(*) FROM products')).toBe(before + 2000);
    expect(await one('SELECT COUNT(DISTINCT code) FROM products')).toBe(before + 2000);
    const sizes = (await q('SELECT COUNT(*) AS n FROM products WHERE parent_item_id > ? GROUP BY parent_item_id', [maxParent])).map(
      (r: { n: unknown }) => num(r.n),
    );
    expect(sizes).toHaveLength(result.parentItems);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20);
    expect(fs.readdirSync(path.join(uploadsDir, 'products')).length).toBe(pictures);
    const again = await growCatalogue(first.db, { branchCode: 'MAIN', uploadsDir, products: 23 });
    expect(again.products).toBe(23);
    expect(await one('SELECT COUNT(DISTINCT slug) FROM products')).toBe(before + 2023);
    expect(await one('SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM parent_items GROUP BY sub_category_id) t')).toBeLessThanOrEqual(40);
  });

  test('growCatalogue also starts an empty branch from scratch', async () => {
    const result = await growCatalogue(first.db, { branchCode: 'LEEDS', uploadsDir, products: 37 });
    expect(result.products).toBe(37);
    expect(await one("SELECT COUNT(*) FROM products WHERE branch_code = 'LEEDS'")).toBe(37);
    expect(await one("SELECT COUNT(*) FROM departments WHERE branch_code = 'LEEDS'")).toBeGreaterThanOrEqual(4);
    for (const r of await q("SELECT gallery_images FROM products WHERE branch_code = 'LEEDS'")) {
      for (const f of String(r.gallery_images).split(',')) expect(fs.existsSync(path.join(uploadsDir, 'products', f))).toBe(true);
    }
  });
});
