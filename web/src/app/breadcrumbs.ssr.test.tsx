import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { buildSchema, execute, GraphQLError } from 'graphql';
import { render, type GraphqlExecutor } from '../entry-server';

// The committed schema with canned data: the server render asks what the real API would be asked.
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../schema/schema.graphql'), 'utf8'));
const notFound = (what: string) => () => {
  throw new GraphQLError(`${what} not found`, { extensions: { code: 'NOT_FOUND' } });
};
const makeUp = { id: 3, name: 'Make-up', slug: 'make-up' };
const lips = { id: 14, name: 'Lips', slug: 'lips', department: makeUp };
const lipstick = { id: 41, name: 'Lipstick', slug: 'lipstick', category: lips };
const data = {
  menu: [{ ...makeUp, code: 'MAKE' }],
  footer: [],
  shopSettings: { id: 1, shopName: 'Beauty Shop', facebookUrl: null, instagramUrl: null } as Record<string, unknown>,
  categoryBySlug: notFound('Category'),
  departmentBySlug: ({ slug }: { slug: string }) =>
    slug === 'make-up' ? { ...makeUp, categories: [{ ...lips, fileName: null }] } : notFound('Department')(),
  subCategoryBySlug: ({ slug }: { slug: string }) => (slug === 'lipstick' ? lipstick : notFound('Sub-category')()),
  parentItemBySlug: ({ slug }: { slug: string }) =>
    slug === 'velvet-matte' ? { id: 70, title: 'Velvet Matte </script>', slug: 'velvet-matte', subCategory: lipstick } : notFound('Item')(),
  productListing: () => ({ totalItems: 0, grouping: 'PRODUCT', shadeLed: false, items: [] }),
  filterOptions: () => ({ attributes: [], prices: [], freeFrom: [], ratings: [], inStock: 0 }),
};
const asked: string[] = [];
const variablesOf: Record<string, unknown>[] = [];
const executor: GraphqlExecutor = async ({ document, variables, operationName }) => {
  if (operationName) asked.push(operationName);
  variablesOf.push({ operationName, ...variables });
  return execute({ schema, document, variableValues: variables, rootValue: data, operationName });
};
const template =
  '<!doctype html><html lang="en-GB"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

async function page(url: string) {
  const result = await render(new Request(`http://127.0.0.1:3000${url}`), executor, {
    template,
    manifest: null,
    siteUrl: 'https://www.beautyshop.example',
  });
  let html = '';
  for await (const chunk of result.body!) html += chunk.toString();
  return { status: result.status, html };
}

const breadcrumbNav = (html: string) => /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
const links = (fragment: string) =>
  [...fragment.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map((m) => [m[2], /href="([^"]*)"/.exec(m[1])![1], /aria-current="page"/.test(m[1])]);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

describe('breadcrumbs and department pages in the server render', () => {
  test('a sub-category page leads Home › Make-up › Lips › Lipstick, the last the page itself, from the data its loader already reads', async () => {
    asked.length = 0;
    const { status, html } = await page('/subcategory/lipstick');
    expect(status).toBe(200);
    expect(links(breadcrumbNav(html))).toEqual([
      ['Home', '/', false],
      ['Make-up', '/department/make-up', false],
      ['Lips', '/subcategory/lips', false],
      ['Lipstick', '/subcategory/lipstick', true],
    ]);
    // No request of its own: the page's look-ups and its listing, the header and the footer.
    expect([...new Set(asked)].sort()).toEqual(['StoreCategoryPage', 'StoreFooter', 'StoreListing', 'StoreNavbar', 'StoreSubCategoryPage']);
    // BreadcrumbList JSON-LD with absolute addresses on PUBLIC_URL, not the address the request came in on.
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.beautyshop.example/' },
          { '@type': 'ListItem', position: 2, name: 'Make-up', item: 'https://www.beautyshop.example/department/make-up' },
          { '@type': 'ListItem', position: 3, name: 'Lips', item: 'https://www.beautyshop.example/subcategory/lips' },
          { '@type': 'ListItem', position: 4, name: 'Lipstick', item: 'https://www.beautyshop.example/subcategory/lipstick' },
        ],
      },
    ]);
  });

  test("a parent item's page adds its sub-category and itself; text in the data cannot close the JSON-LD block", async () => {
    const { html } = await page('/subcategory/lipstick/velvet-matte');
    expect(links(breadcrumbNav(html)).map(([name]) => name)).toEqual([
      'Home',
      'Make-up',
      'Lips',
      'Lipstick',
      'Velvet Matte &lt;/script&gt;',
    ]);
    expect(html).not.toContain('Velvet Matte </script>');
    const [trail] = jsonLd(html) as [{ itemListElement: { name: string; item: string }[] }];
    expect(trail.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 5,
      name: 'Velvet Matte </script>',
      item: 'https://www.beautyshop.example/subcategory/lipstick/velvet-matte',
    });
  });

  test('a department page is a listing: its trail, its category cards, then all its products with filters and sort, primed by its loader', async () => {
    variablesOf.length = 0;
    const { status, html } = await page('/department/make-up?sort=price-asc');
    expect(status).toBe(200);
    expect(links(breadcrumbNav(html))).toEqual([
      ['Home', '/', false],
      ['Make-up', '/department/make-up', true],
    ]);
    expect(html).toMatch(/<h1>Make-up<\/h1>/);
    expect(html).toContain('href="/subcategory/lips"');
    expect(html).toMatch(/<h2 [^>]*>All (<!-- -->)?Make-up<\/h2>/);
    expect(variablesOf.find((v) => v.operationName === 'StoreListing')).toMatchObject({
      filter: { departmentSlug: 'make-up' },
      sort: 'PRICE_ASC',
    });
    expect((await page('/department/no-such-thing')).status).toBe(404);
  });
});
