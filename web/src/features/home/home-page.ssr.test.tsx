import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { buildSchema, execute } from 'graphql';
import { renderPage, type GraphqlExecutor } from '../../testing/server-render';

// The committed schema with canned data: the home page's server render, as the browser receives it.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../schema/schema.graphql'), 'utf8'));
const product = (id: number, name: string, discount: number, stock = 5, familySize = 3) => ({
  id,
  name,
  slug: `p-${id}`,
  code: `C-${id}`,
  gallery: [`p${id}.webp`, `p${id}-2.webp`],
  salePrice: 10,
  discountedPrice: 10 * (1 - discount / 100),
  discountInPercent: discount,
  reviewAverage: 4,
  reviewCount: 3,
  stockQuantity: stock,
  shippingWeightGrams: 100,
  familySize,
  createdAt: '2026-01-01T00:00:00.000Z',
  familyName: name,
  variantLabel: null,
  swatches: { totalItems: 0, items: [] },
});
const lists: Record<string, ReturnType<typeof product>[]> = {
  'new-arrivals': [product(1, 'A very long lipstick name that goes on and on', 0), product(2, 'Shine Serum', 20, 0)],
  trending: [product(3, 'Trend Balm', 0, 5, 1)],
  'gifts-under-20': [product(4, 'Gift Set', 10)],
};
function data(banners = true) {
  return {
    navbarCategories: [{ id: 1, code: 'C1', name: 'Hair Colour', slug: 'hair-colour', fileName: 'hair.webp' }],
    footer: [],
    activeBanners: banners
      ? [
          {
            id: 1,
            title: 'Summer Glow Edit',
            description: 'Up to 30% off sun care',
            fileName: 'b1.webp',
            imageWidth: 1600,
            imageHeight: 600,
            linkUrl: '/products',
          },
          {
            id: 2,
            title: 'Second Banner',
            description: 'More deals',
            fileName: 'b2.webp',
            imageWidth: 1600,
            imageHeight: 600,
            linkUrl: null,
          },
        ]
      : [],
    latestDeals: [
      {
        id: 1,
        title: 'Half price brushes',
        subtitle: 'This week only',
        href: '/collections/brushes',
        fileName: null,
        imageWidth: null,
        imageHeight: null,
      },
    ],
    storeCollections: [
      { id: 1, name: 'Gifts Under £20', slug: 'gifts-under-20', fileName: 'g.webp' },
      { id: 2, name: 'Trending', slug: 'trending', fileName: null },
      { id: 3, name: 'Third', slug: 'third', fileName: null },
    ],
    promotionTiles: [
      { id: 1, slot: 2, fileName: 'wefts.webp', imageWidth: 1600, imageHeight: 800, imageAlt: 'Hair wefts in six shades of blonde' },
    ],
    collectionProducts: ({ slug }: { slug: string }) => ({ totalItems: (lists[slug] ?? []).length, items: lists[slug] ?? [] }),
  };
}
async function home(rootValue: object, fail?: string) {
  const asked: string[] = [];
  const executor: GraphqlExecutor = async ({ document, variables, operationName }) => {
    asked.push(`${operationName}${variables?.slug ? `(${variables.slug})` : ''}`);
    if (operationName === fail) return { errors: [{ message: 'Database unavailable' }] as never };
    return execute({ schema, document, variableValues: variables, rootValue, operationName });
  };
  const { status, html } = await renderPage('/', executor);
  return { status, html, asked: asked.sort() };
}

describe('the home page, rendered on the server', () => {
  test('holds every section from the loader: banners as text over the image, categories, deals, lists, promotions (with the picture staff set), showcases, collections', async () => {
    const { status, html, asked } = await home(data());
    expect(status).toBe(200);
    expect(asked).toEqual([
      'StoreCollectionShowcase(gifts-under-20)',
      'StoreCollectionShowcase(trending)',
      'StoreFooter',
      'StoreHome',
      'StoreNavbar',
    ]);
    // Banner carousel: server-rendered slides (swiper markup), the title and description as text, the first image eager.
    expect(html).toMatch(/role="region" aria-roledescription="carousel" aria-label="Banners"/);
    expect(html).toContain('<h2>Summer Glow Edit</h2><p>Up to 30% off sun care</p>');
    expect(html).toMatch(
      /<img src="\/uploads\/banner\/b1.webp" srcSet="[^"]*\/uploads\/banner\/b1.webp\?w=480 480w[^"]*, \/uploads\/banner\/b1.webp 1600w" sizes="100vw" alt="Summer Glow Edit" width="1600" height="600" loading="eager" fetchPriority="high"\/>/,
    );
    // Its lead image is asked for from the head, before the scripts, at the size the slide will choose.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /^<!doctype html><html lang="en-GB"><head><link rel="preload" as="image" href="\/uploads\/banner\/b1.webp" imagesrcset="[^"]*\/uploads\/banner\/b1.webp\?w=480 480w[^"]*" imagesizes="100vw" fetchpriority="high" \/><title>/,
    );
    expect(html).toMatch(/<img src="\/uploads\/banner\/b2.webp" srcSet="[^"]*" sizes="100vw" alt="Second Banner"[^>]*loading="lazy"/);
    expect(html).toContain('class="swiper-slide');
    expect(html).toContain('aria-label="Pause Banners"');
    expect(html).toContain('aria-label="Next: Banners"');
    // No spinner once banners are there.
    expect(html).not.toContain('Loading banners');
    expect(html).toContain('<h2 id="home-categories">Shop by Category</h2>');
    expect(html).toContain('href="/subcategory/hair-colour"');
    expect(html).toContain('<h2 id="home-deals">Latest Deals</h2>');
    expect(html).toContain('href="/collections/brushes"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>New Arrivals<\/button>/);
    expect(html).toContain('href="/Ebin%20Best%20Seller/ebin-best-seller"');
    expect(html).toContain('href="/Dressmaker%20European%20Hair%20Extention/dressmaker-european-hair-extensions"');
    // The second promotion tile has the picture staff set (below the fold: lazy, its size given); the first stays a plain block.
    expect(html).toMatch(
      /<img class="promoImage" src="\/uploads\/banner\/wefts.webp" srcSet="[^"]*\/uploads\/banner\/wefts.webp\?w=480 480w[^"]*, \/uploads\/banner\/wefts.webp 1600w" sizes="[^"]+" alt="Hair wefts in six shades of blonde" width="1600" height="800" loading="lazy"/,
    );
    expect(html.match(/class="promoImage"/g)).toHaveLength(1);
    // Showcases: the first two listed collections with their products; the Collections grid with all.
    expect(html).toContain('<h2 id="showcase-gifts-under-20">Gifts Under £20</h2>');
    expect(html).toContain('Gift Set');
    expect(html).toContain('href="/Third/third"');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  test('product cards: name cut at 30 with the full name kept, £ prices, badge, stock, link to the product', async () => {
    const { html } = await home(data());
    expect(html).toContain('title="A very long lipstick name that goes on and on"');
    expect(html).toContain('A very long lipstick name that...');
    expect(html).toContain('href="/product/p-1"');
    expect(html).toContain('>NEW</span>');
    expect(html).toContain('>-20%</span>');
    expect(html).toMatch(/Was <\/span>£10\.00/);
    expect(html).toMatch(/Now <\/span>£8\.00/);
    expect(html).toContain('In Stock');
    expect(html).toContain('Out of stock');
    expect(html).toMatch(/aria-disabled="true"[^>]*>Choose Options/);
    // Nothing to choose (a family of one): the card adds at once.
    expect(html).toMatch(/<button type="button" class="choose" aria-label="Add to basket: Trend Balm">Add to basket<\/button>/);
  });

  test("without banners there is no banner carousel; a failed home query shows the Collections error in the spec's words", async () => {
    expect((await home(data(false))).html).not.toContain('aria-label="Banners"');
    const failed = await home(data(), 'StoreHome');
    expect(failed.status).toBe(200);
    // The server leaves the failed query to the browser (its useQuery asks again), so the markup shows the waiting states.
    expect(failed.html).toMatch(/Loading banners|Error: /);
    expect(failed.html).toMatch(/Loading\.\.\.|Error: /);
  });
});
