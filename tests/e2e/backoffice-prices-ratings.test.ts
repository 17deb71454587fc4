import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { seriousAxeViolations } from '../helpers/axe';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { gotoHydrated } from '../helpers/browser';

/**
 * The prices grid and the ratings screen in Chromium against the built demo shop: an admin changes a
 * product's sale price in the grid, saves, and sees the new price on the storefront product page; then
 * approves a waiting review and sees it on its product page. No console error, page error or CSP violation.
 * With E2E_SCREENSHOTS=<folder>, the screens are saved there at 1440, 768 and 375 px.
 */
const e2e = backOfficeInChromium();
const { open, logIn, shoot, gql, adminToken } = e2e;

const pounds = (n: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(n);

// The prices this suite changes go back after it: the other suites on this shared shop read the seeded prices.
const putBack: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const undo of putBack.reverse()) await undo();
});

test('an admin changes a sale price in the grid, saves, sees the summary, and the storefront product page shows the new price', async () => {
  const { products } = await gql<{ products: { items: { id: number; name: string; slug: string; salePrice: number }[] } }>(
    '{ products(options: { take: 1, sortBy: "name", search: "a" }) { items { id name slug salePrice } } }',
  );
  const product = products.items[0];
  putBack.push(async () =>
    gql(
      'mutation ($id: Int!, $p: Float!) { updateProduct(id: $id, input: { salePrice: $p }) { id } }',
      { id: product.id, p: product.salePrice },
      await adminToken(),
    ),
  );
  const next = Math.round(product.salePrice * 100 + 137) / 100;
  const { page, context, problems } = await open();
  try {
    await logIn(page, '/dashboard/prices');
    await page.getByRole('heading', { level: 1, name: 'Prices' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await page.waitForURL((url) => url.searchParams.get('q') === product.name);
    const sale = page.getByRole('textbox', { name: `Sale price for ${product.name}`, exact: true });
    await sale.waitFor();
    await shoot(page, 'prices-grid');
    await sale.fill(next.toFixed(2));
    await page.getByText('1 product changed').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save prices' }).click();
    const summary = page.getByRole('status').filter({ hasText: 'Saved: 1 changed, 0 unchanged' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain(`Sale price ${pounds(product.salePrice)} → ${pounds(next)}`);
    expect(await sale.inputValue()).toBe(next.toFixed(2));
    await page.getByText('No changes').waitFor();
    await shoot(page, 'prices-saved');

    await gotoHydrated(page, e2e.shop.url + `/product/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await page.locator('main').textContent()).toContain(pounds(next));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an admin approves a waiting review and sees it on the product page', async () => {
  const { page, context, problems } = await open();
  try {
    await logIn(page, '/dashboard/ratings?status=pending');
    await page.getByRole('heading', { level: 1, name: 'Ratings' }).waitFor();
    expect(await page.getByRole('link', { name: /^Waiting/ }).getAttribute('aria-current')).toBe('page');
    const row = page.getByRole('row').nth(1);
    const productLink = row.getByRole('link');
    await productLink.waitFor();
    // The product's name replaces the placeholder once the products are read (a function: the page's CSP refuses strings).
    await page.waitForFunction(
      () =>
        !(globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } }).document
          .querySelector('tbody tr a')
          ?.textContent?.startsWith('Product '),
    );
    await shoot(page, 'ratings-waiting');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const title = (await row.locator('strong').first().textContent())!;
    const href = (await productLink.getAttribute('href'))!;
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Review approved').first().waitFor();
    await page.getByRole('link', { name: /^Approved/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'approved');
    await page.getByRole('cell').filter({ hasText: title }).first().waitFor();

    await gotoHydrated(page, e2e.shop.url + href);
    await page.getByText(title).first().waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the import screen exports the CSV, checks an edited row (an update of salePrice) and applies it', async () => {
  const { page, context, problems } = await open();
  try {
    await logIn(page, '/dashboard/products/import');
    await page.getByRole('heading', { level: 1, name: 'Import / export products' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    // The browser is the shared one, reached over a connection: the file comes as a stream, not a path.
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    await page.getByText(/^Exported \d+ products/).waitFor();
    // The header and the first product, with a new sale price: the dry run reports one update of salePrice.
    const [header, first] = parse(csv, { relax_column_count: false }) as string[][];
    const sale = header.indexOf('salePrice');
    const seeded = stringify([header, first]);
    putBack.push(async () =>
      gql('mutation ($csv: String!) { importProducts(csv: $csv) { applied } }', { csv: seeded }, await adminToken()),
    );
    first[sale] = (Number(first[sale]) + 1).toFixed(2);
    await page.getByLabel('Or paste the CSV').fill(stringify([header, first]));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByRole('region', { name: 'Import report' }).waitFor();
    await page.getByRole('heading', { name: 'Ready to import' }).waitFor();
    const report = page.getByRole('region', { name: 'Import report' });
    expect(await report.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      '2',
      'Update',
      first[header.indexOf('code')],
      expect.any(String),
      'salePrice',
    ]);
    await shoot(page, 'import-report');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Apply the import' }).click();
    await page.getByText('Imported 1 row: 0 created, 1 updated, 0 unchanged.').waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
