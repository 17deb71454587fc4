import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { callerHeaders, Headers, ok as okText } from '../helpers/crud';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import { startTestShop, TestShop } from '../helpers/test-shop';

/**
 * N4: the product CSV import writes its stock changes through the stock ledger ('adjusted', note
 * 'CSV import') in its own transaction, as the product form does, so the ledger and StockQuantity agree.
 */

const IMPORT = graphql(`
  mutation ProductsCsvStockImport($csv: String!) {
    importProducts(csv: $csv) {
      applied
      createCount
      updateCount
      unchangedCount
      errorCount
      rows {
        code
        name
        action
      }
    }
  }
`);
const CREATE = graphql(`
  mutation ProductsCsvStockCreate($input: CreateProductInput!) {
    createProduct(input: $input) {
      id
      code
    }
  }
`);

/** crud's ok() for a typed document: the variables and the data are typed. */
const ok = <R, V>(url: string, document: TypedDocumentNode<R, V>, variables: V, headers: Headers): Promise<R> =>
  okText<R>(url, print(document), variables as Record<string, unknown>, headers);

describe.each(dialects)('product CSV import and the stock ledger on %s', (dialect) => {
  let t: TestShop;
  let staff: Headers;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await callerHeaders(t)).admin;
  });
  afterAll(() => t?.close());

  const importCsv = async (rows: Record<string, string | number>[]) => {
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const csv = stringify(
      rows.map((r) => columns.map((c) => r[c] ?? '')),
      { header: true, columns },
    );
    const report = (await ok(t.url, IMPORT, { csv }, staff)).importProducts;
    expect(report).toMatchObject({ applied: true, errorCount: 0 });
    return report;
  };
  const movementsOf = async (productId: number): Promise<{ quantity: number; reason: string; note: string | null }[]> =>
    (
      await t.shop.db.dataSource.query('SELECT quantity, reason, note FROM stock_movements WHERE product_id = ? ORDER BY id', [productId])
    ).map((r: { quantity: number; reason: string; note: string | null }) => ({
      quantity: Number(r.quantity),
      reason: r.reason,
      note: r.note,
    }));
  /** Every product whose stock and ledger sum differ, with both figures (empty when they all agree). */
  const disagreements = async () => {
    const rows: { id: number; stock: number; ledger: number }[] = await t.shop.db.dataSource.query(
      `SELECT p.id AS id, p.stock_quantity AS stock, COALESCE(SUM(m.quantity), 0) AS ledger
         FROM products p LEFT JOIN stock_movements m ON m.product_id = p.id GROUP BY p.id, p.stock_quantity`,
    );
    return rows.map((r) => ({ id: Number(r.id), stock: Number(r.stock), ledger: Number(r.ledger) })).filter((r) => r.stock !== r.ledger);
  };
  const productId = async (code: string): Promise<number> =>
    Number((await t.shop.db.dataSource.query('SELECT id FROM products WHERE code = ?', [code]))[0].id);

  test("an import that sets a product's stock writes one 'adjusted' row for the difference, noted 'CSV import'", async () => {
    const made = (await ok(t.url, CREATE, { input: { name: 'Hydrating Mist 500 ml', salePrice: 12, stockQuantity: 1 } }, staff))
      .createProduct;
    expect(await importCsv([{ code: made.code, stockQuantity: 41 }])).toMatchObject({ updateCount: 1 });
    expect(await movementsOf(made.id)).toEqual([
      { quantity: 1, reason: 'adjusted', note: 'Opening stock from the product form' },
      { quantity: 40, reason: 'adjusted', note: 'CSV import' },
    ]);
    expect(await importCsv([{ code: made.code, stockQuantity: 38, salePrice: 12 }])).toMatchObject({ updateCount: 1 });
    expect((await movementsOf(made.id)).at(-1)).toEqual({ quantity: -3, reason: 'adjusted', note: 'CSV import' });
    expect(await disagreements()).toEqual([]);
  });

  test('a product the import creates with stock gets its opening row; one created without stock gets none', async () => {
    const report = await importCsv([
      { name: 'Imported Lip Balm', salePrice: '3.50', stockQuantity: 7 },
      { name: 'Imported Hand Cream', salePrice: '6.00', stockQuantity: 0 },
    ]);
    expect(report.createCount).toBe(2);
    expect(await movementsOf(await productId(report.rows[0].code))).toEqual([
      { quantity: 7, reason: 'adjusted', note: 'Opening stock from a CSV import' },
    ]);
    expect(await movementsOf(await productId(report.rows[1].code))).toEqual([]);
  });

  test('after any import (new, changed and unchanged rows over several products) the ledger and the stock agree for every product', async () => {
    // What the file holds of each product, so an unchanged row repeats it and a changed one differs.
    const known: { code: string; name: string; salePrice: number; stockQuantity: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const input = { name: `Ledger Serum ${i}`, salePrice: 10 + i, stockQuantity: i * 3 };
      known.push({ ...input, code: (await ok(t.url, CREATE, { input }, staff)).createProduct.code });
    }
    const stock = fc.integer({ min: 0, max: 500 });
    const row = fc.oneof(
      fc.record({
        existing: fc.nat(),
        stock: fc.option(stock, { nil: undefined }),
        price: fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }),
      }),
      fc.record({ create: fc.constant(true), stock }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 6 }), async (rows) => {
        const seen = new Set<number>();
        const created: typeof known = [];
        const csvRows = rows.flatMap((r) => {
          if ('existing' in r) {
            const index = r.existing % known.length;
            if (seen.has(index)) return [];
            seen.add(index);
            const p = known[index];
            p.stockQuantity = r.stock ?? p.stockQuantity;
            p.salePrice = r.price ?? p.salePrice;
            return [{ ...p }];
          }
          const p = { code: '', name: `Imported Toner ${++serial}`, salePrice: 5, stockQuantity: r.stock };
          created.push(p);
          return [p];
        });
        const report = await importCsv(csvRows);
        for (const p of created) p.code = report.rows.find((r) => r.name === p.name)!.code;
        known.push(...created);
        expect(await disagreements()).toEqual([]);
      }),
      { numRuns: 25 },
    );
    const figures: { code: string; stock: number }[] = await t.shop.db.dataSource.query(
      'SELECT code, stock_quantity AS stock FROM products',
    );
    for (const p of known) expect(Number(figures.find((f) => f.code === p.code)?.stock)).toBe(p.stockQuantity);
  });
});

const EXPORT_ALL = graphql(`
  query ProductsCsvWholeExport {
    productsCsv(options: {}) {
      csv
      rowCount
      truncated
    }
  }
`);
const PREVIEW_ALL = graphql(`
  mutation ProductsCsvWholePreview($csv: String!) {
    previewProductImport(csv: $csv) {
      totalRows
      unchangedCount
      errorCount
    }
  }
`);

describe.each(dialects)('the whole demo catalogue exported and imported again on %s', (dialect) => {
  let t: TestShop;
  let staff: Headers;
  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'demo' });
    staff = (await callerHeaders(t)).admin;
  });
  afterAll(() => t?.close());

  test('the export (over 1 MB) checks as every row unchanged; a guest sending the same body is refused as too large before any work', async () => {
    const exported = (await ok(t.url, EXPORT_ALL, {}, staff)).productsCsv;
    expect(exported.truncated).toBe(false);
    expect(Buffer.byteLength(exported.csv)).toBeGreaterThan(1_000_000);
    const dry = (await ok(t.url, PREVIEW_ALL, { csv: exported.csv }, staff)).previewProductImport;
    expect(dry).toEqual({ totalRows: exported.rowCount, unchangedCount: exported.rowCount, errorCount: 0 });
    const body = JSON.stringify({ query: print(PREVIEW_ALL), variables: { csv: exported.csv } });
    const guest = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(guest.status).toBe(413);
  });
});
