import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { buildSchema, execute } from 'graphql';
import { renderPage, type GraphqlExecutor } from '../testing/server-render';
import { basketItemCount } from '../lib/basket-storage';
import { routeAssetTags } from '../server/assets.server';
import { CURRENCIES } from '../config/constants';
import { APOLLO_STATE_ID, ROUTER_STATE_ID } from '../lib/apollo';

// The committed schema with canned data: the server render asks what the real API would be asked.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../schema/schema.graphql'), 'utf8'));
const category = (id: number, name: string, slug: string) => ({
  id,
  code: `C${id}`,
  name,
  slug,
  subCategories: [{ id: id * 10, name: `${name} sub`, slug: `${slug}-sub` }],
});
const data = {
  menu: [
    { id: 1, code: 'HAIR', name: 'Hair', slug: 'hair' },
    { id: 2, code: 'MAKE', name: 'Make-up </script><!--', slug: 'make-up' },
  ],
  navbarCategories: [category(1, 'Shampoo & Conditioner', 'shampoo-conditioner'), category(2, 'Lips </script><!--', 'lips')],
  footer: [
    {
      id: 1,
      mainTitle: 'Customer Service',
      links: [
        { id: 11, subtitle: 'Shipping & Delivery', slug: 'shipping-delivery' },
        { id: 12, subtitle: 'Contact Us', slug: 'contact-us' },
        { id: 13, subtitle: 'Returns & Refunds', slug: 'return-refunds' },
      ],
    },
    { id: 2, mainTitle: 'Policies', links: [{ id: 21, subtitle: 'Privacy Policy', slug: 'privacy-policy' }] },
  ],
  shopSettings: {
    id: 1,
    shopName: 'Glow & Go Beauty',
    companyNumber: 'SC123456',
    vatNumber: 'GB123456789',
    addressLine1: '12 High Street',
    addressLine2: null,
    city: 'Leeds',
    postcode: 'LS1 4AP',
    contactEmail: 'hello@glowandgo.co.uk',
    facebookUrl: 'https://www.facebook.com/glowandgo',
    instagramUrl: null,
    audRate: 1.92,
    eurRate: null,
  } as Record<string, unknown>,
  activeBanners: [],
  latestDeals: [],
  storeCollections: [],
  promotionTiles: [],
  collectionProducts: () => ({ totalItems: 0, items: [] }),
};
const asked: string[] = [];
const executor: GraphqlExecutor = async ({ document, variables, operationName }) => {
  if (operationName) asked.push(operationName);
  return execute({ schema, document, variableValues: variables, rootValue: data, operationName });
};
const page = (url: string) => renderPage(url, executor);

const jsonBlock = (html: string, id: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)![1]);

describe('the server render of the shell', () => {
  test('the home page HTML holds the header, the department bar, the footer and the home page, with no inline script', async () => {
    asked.length = 0;
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(asked.sort()).toEqual(['StoreFooter', 'StoreHome', 'StoreNavbar']);
    // Top bar: the legacy shop's four links, legacy paths as valid URLs.
    for (const href of [
      '/Shipping%20&amp;%20Delivery/shipping-delivery',
      '/Return%20&amp;%20Refunds/return-refunds',
      '/Contact%20Us/contact-us',
      '/Faq/faq',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    // Currency chooser: the shop's own currency first and chosen, then the legacy shop's three.
    const options = [...html.matchAll(/<option value="([^"]+)"( selected="")?>/g)];
    expect(options.map((m) => m[1])).toEqual([...CURRENCIES]);
    expect(options.map((m) => Boolean(m[2]))).toEqual([true, false, false, false]);
    expect(CURRENCIES[0]).toBe('United Kingdom (GBP £)');
    // A guest's header: Login, the basket link with an empty count slot.
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>Login<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/cart"[^>]*>(?:(?!<\/a>).)*>Basket<\/span>/);
    expect(html).not.toMatch(/<a [^>]*aria-label="Basket/);
    expect(html).toContain('data-testid="basket-count"></span>');
    // The department bar (then Brands, Offers and New In), the home page's categories and the footer from the API.
    expect(html).toMatch(/<a [^>]*href="\/department\/hair"[^>]*>Hair<\/a><button [^>]*aria-expanded="false"/);
    expect(html).toContain('>New In</a>');
    expect(html).toContain('href="/subcategory/shampoo-conditioner"');
    expect(html).toContain('<span>Shampoo &amp; Conditioner</span>');
    expect(html).toContain('<h2 id="footer-1" class="title">Customer Service</h2>');
    expect(html).toContain('href="/Privacy%20Policy/privacy-policy"');
    // A page on one of the legacy shop's fixed paths keeps it under the shop's own title.
    expect(html).toMatch(/<a [^>]*href="\/Return%20&amp;%20Refunds\/return-refunds"[^>]*>Returns &amp; Refunds<\/a>/);
    // Pounds only from the server, whatever currency a visitor chose (the choice is applied in the browser).
    expect(html).not.toContain('≈');
    // The shop's details from Settings in the footer, with no request of the top bar's own for its social links.
    expect(html).toContain('<address class="address">12 High Street, Leeds, LS1 4AP</address>');
    expect(html).toContain('href="mailto:hello@glowandgo.co.uk"');
    expect(html).toContain('Company number SC123456 · VAT number GB123456789');
    expect(html).toContain('© Glow &amp; Go Beauty');
    // The top bar's icon links: Facebook is set, Instagram is not, so only Facebook is shown.
    expect(html).toMatch(
      /<a href="https:\/\/www.facebook.com\/glowandgo" target="_blank" rel="noopener noreferrer" aria-label="Glow &amp; Go Beauty on Facebook \(opens in a new tab\)">/,
    );
    expect(html).not.toContain('on Instagram');
    expect(html).toContain('<h2 id="home-categories">Shop by Category</h2>');
    // Only external scripts and JSON blocks.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.filter((attrs) => !/\bsrc=|type="application\/json"/.test(attrs))).toEqual([]);
  });

  test('the router state and the Apollo cache travel as JSON blocks that text in the data cannot close', async () => {
    const { html } = await page('/');
    expect(html).not.toContain('Lips </script>');
    expect(html).not.toContain('Make-up </script>');
    expect(html.match(/<\/script>/g)!.length).toBe(3);
    const cache = jsonBlock(html, APOLLO_STATE_ID);
    expect(cache.ROOT_QUERY.navbarCategories).toHaveLength(2);
    expect(cache.ROOT_QUERY.menu).toHaveLength(2);
    expect(cache['Category:2'].name).toBe('Lips </script><!--');
    const router = jsonBlock(html, ROUTER_STATE_ID);
    expect(router).toEqual({ loaderData: { root: null, '0-0': null }, actionData: null, errors: null });
  });

  test('an unknown path renders the 404 page inside the shell, answered with status 404', async () => {
    const { status, html } = await page('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('does not exist');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go Back Home<\/a>/);
    // A search of the shop that works before the page's script: a plain GET form to /search?q=.
    const form = /<form [^>]*role="search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(html).toMatch(/<input [^>]*type="search"[^>]*name="q"/);
    expect(html).toContain('Customer Service');
  });

  test('with no social links in Settings the top bar shows no icon links', async () => {
    const settings = data.shopSettings;
    data.shopSettings = { ...settings, facebookUrl: null, instagramUrl: null };
    try {
      const { html } = await page('/');
      expect(html).not.toContain('facebook.com');
      expect(html).not.toContain('class="social"');
      expect(html).toContain('© Glow &amp; Go Beauty');
    } finally {
      data.shopSettings = settings;
    }
  });

  test("the footer is a lazy part: the page's head carries its CSS, and no preload of its code", async () => {
    const manifest = {
      'index.html': { file: 'assets/main.js', isEntry: true, css: ['assets/main.css'] },
      'src/features/footer/footer.tsx': { file: 'assets/footer.js', css: ['assets/footer.css'] },
    };
    const { html } = await renderPage('/', executor, { manifest });
    expect(html).toContain('Customer Service');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/footer.css">');
    expect(html).not.toContain('assets/footer.js');
  });

  test('a failed header query leaves the rest of the page rendered', async () => {
    const failing: GraphqlExecutor = async (op) =>
      op.operationName === 'StoreNavbar' ? { errors: [{ message: 'Internal server error' }] as never } : executor(op);
    const { status, html } = await renderPage('/', failing);
    expect(status).toBe(200);
    expect(html).toContain('<h2 id="home-categories">Shop by Category</h2>');
    expect(html).toContain('Customer Service');
  });
});

test("the basket count is the sum of the stored lines' quantities; anything unreadable counts 0", () => {
  expect(basketItemCount(null)).toBe(0);
  expect(basketItemCount('not json')).toBe(0);
  expect(basketItemCount('{"quantity":3}')).toBe(0);
  expect(basketItemCount(JSON.stringify([{ quantity: 2 }, { quantity: 1 }, { quantity: -4 }, { quantity: 'x' }, null]))).toBe(3);
});

test('a matched lazy route gets its CSS linked and its chunks preloaded, minus what the entry already loads', () => {
  const manifest = {
    'index.html': { file: 'assets/main.js', isEntry: true, imports: ['_react.js'], css: ['assets/main.css'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'src/features/promo/page.tsx': { file: 'assets/page.js', imports: ['_react.js', '_shared.js'], css: ['assets/page.css'] },
  };
  expect(routeAssetTags(manifest, ['src/features/promo/page.tsx'])).toBe(
    '<link rel="stylesheet" crossorigin href="/assets/page.css"><link rel="stylesheet" crossorigin href="/assets/shared.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/page.js"><link rel="modulepreload" crossorigin href="/assets/shared.js">',
  );
  expect(routeAssetTags(manifest, [])).toBe('');
  expect(routeAssetTags(null, ['src/features/promo/page.tsx'])).toBe('');
  // With the CSS text known, it is in the page (no stylesheet request before the first paint); the rest stays linked.
  expect(
    routeAssetTags(manifest, ['src/features/promo/page.tsx'], {
      'assets/page.css': '.a{color:red}',
      'assets/shared.css': '.x{}</style><script>',
    }),
  ).toBe(
    '<style data-href="/assets/page.css">.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/shared.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/page.js"><link rel="modulepreload" crossorigin href="/assets/shared.js">',
  );
});

test("a lazy part that rendered brings its CSS into the head but not its code: the page's initial JavaScript leaves it out", () => {
  const manifest = {
    'index.html': { file: 'assets/main.js', isEntry: true, css: ['assets/main.css'] },
    'src/features/promo/page.tsx': { file: 'assets/page.js', css: ['assets/page.css'], dynamicImports: ['src/features/promo/below.tsx'] },
    'src/features/promo/below.tsx': { file: 'assets/below.js', imports: ['_bits.js'], css: ['assets/below.css'] },
    '_bits.js': { file: 'assets/bits.js', css: ['assets/bits.css'] },
  };
  expect(routeAssetTags(manifest, ['src/features/promo/page.tsx'], undefined, ['src/features/promo/below.tsx'])).toBe(
    '<link rel="stylesheet" crossorigin href="/assets/page.css"><link rel="stylesheet" crossorigin href="/assets/below.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/bits.css"><link rel="modulepreload" crossorigin href="/assets/page.js">',
  );
  expect(routeAssetTags(manifest, [], undefined, ['src/features/promo/below.tsx'])).not.toContain('modulepreload');
});
