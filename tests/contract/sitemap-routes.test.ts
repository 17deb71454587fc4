import fs from 'node:fs';
import path from 'node:path';
import { sitemapRouteFile } from '../../api/src/scripts/sitemap-route-file';
import { SITEMAP_ROUTES } from '../../api/src/modules/content/storefront/sitemap-routes';

const root = path.resolve(__dirname, '..', '..');

test("the API's copy of the routes the sitemap lists is the web route table's (run `npm run generate` after changing web/src/config/paths.ts)", () => {
  const copies = Object.entries(sitemapRouteFile());
  expect(copies.map(([file]) => file)).toEqual(['api/src/modules/content/storefront/sitemap-routes.ts']);
  for (const [file, content] of copies) {
    expect({ file, content: fs.readFileSync(path.join(root, file), 'utf8') }).toEqual({ file, content });
  }
  // The pages every shop has, whatever its catalogue, and a pattern for each catalogue listing.
  expect(SITEMAP_ROUTES.filter((r) => r.list === 'page').map((r) => r.path)).toEqual(
    expect.arrayContaining(['/', '/products', '/get/collections']),
  );
  expect(SITEMAP_ROUTES.find((r) => r.list === 'departments')?.path).toBe('/department/:slug');
});
