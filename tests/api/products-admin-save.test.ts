import fs from 'node:fs';
import path from 'node:path';
import { StockMovement } from '../../api/src/modules/catalog/stock/stock-movement.entity';
import { pngBuffer } from '../helpers/accounts';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { callerHeaders, CallerName, fails as failsText, Headers, ok as okText } from '../helpers/crud';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import { startTestShop, TestShop } from '../helpers/test-shop';

/**
 * The product form's save: the product's fields, stock, pictures and collections in one mutation and
 * one transaction, so a refused part leaves the product as it was and a good save writes all of it.
 */

const SAVE = graphql(`
  mutation ProductSaveForm($id: Int, $input: UpdateProductInput!, $i: [ProductImageInput!], $c: [Int!]) {
    saveProduct(id: $id, input: $input, images: $i, collectionIds: $c) {
      id
    }
  }
`);
const PRODUCT = graphql(`
  query ProductSaveRead($id: Int!) {
    product(id: $id) {
      id
      name
      stockQuantity
      mainImage
      gallery
      collections {
        id
      }
    }
  }
`);
const CREATE_COLLECTION = graphql(`
  mutation ProductSaveCreateCollection($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      id
    }
  }
`);
const PRODUCT_COUNT = graphql(`
  query ProductSaveGhostCount {
    products(options: { search: "Ghost Serum" }) {
      totalItems
    }
  }
`);
const MISSING_UPLOAD = 'upload-000000000000000000000000.png';

/** crud's ok() for a typed document: the variables and the data are typed. */
const ok = <R, V>(url: string, document: TypedDocumentNode<R, V>, variables: V, headers: Headers): Promise<R> =>
  okText<R>(url, print(document), variables as Record<string, unknown>, headers);
/** crud's fails() for a document. */
const fails = (url: string, document: DocumentNode, variables: Record<string, unknown>, headers: Headers) =>
  failsText(url, print(document), variables, headers);

describe.each(dialects)('saving the product form on %s', (dialect) => {
  let t: TestShop;
  let callers: Record<CallerName, Headers>;
  let staff: Headers;
  let summer: number;
  let gifts: number;

  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngBuffer(40, 40))], { type: 'image/png' }), 'x.png');
    const res = await fetch(`${t.url}/upload/products`, { method: 'POST', body: form, headers: staff });
    return ((await res.json()) as { fileName: string }).fileName;
  };
  const product = async (id: number) => (await ok(t.url, PRODUCT, { id }, staff)).product;
  const ledger = (productId: number) => t.shop.db.repo(StockMovement).find({ where: { productId }, order: { id: 'ASC' } });
  const uploads = (name: string) => fs.existsSync(path.join(t.dataDir, 'uploads', 'products', name));

  beforeAll(async () => {
    t = await startTestShop(dialect);
    callers = await callerHeaders(t);
    staff = callers.admin;
    const collection = async (name: string) => (await ok(t.url, CREATE_COLLECTION, { input: { name } }, staff)).createCollection.id;
    summer = await collection('Summer Edit');
    gifts = await collection('Gift Ideas');
  });
  afterAll(() => t?.close());

  test('a new product is written with its opening stock, pictures and collections at once', async () => {
    const picture = await upload();
    const { saveProduct } = await ok(
      t.url,
      SAVE,
      {
        input: { name: 'Rose Lip Oil', salePrice: 9.5, stockQuantity: 6 },
        i: [{ uploadedFileName: picture, originalName: 'Rose Lip Oil.png' }],
        c: [summer],
      },
      staff,
    );
    const saved = await product(saveProduct.id);
    expect(saved).toMatchObject({ name: 'Rose Lip Oil', stockQuantity: 6, collections: [{ id: summer }] });
    expect(saved.gallery).toEqual([expect.stringMatching(/^rose-lip-oil-[0-9a-f]{12}\.png$/)]);
    expect(saved.mainImage).toBe(saved.gallery[0]);
    expect((await ledger(saveProduct.id)).map((m) => [m.reason, m.quantity])).toEqual([['adjusted', 6]]);
  });

  test('a refused collection or picture leaves nothing written: not the fields, the stock, its ledger, the pictures nor the collections', async () => {
    const first = await upload();
    const {
      saveProduct: { id },
    } = await ok(
      t.url,
      SAVE,
      { input: { name: 'Shea Balm', salePrice: 5, stockQuantity: 4 }, i: [{ uploadedFileName: first }], c: [summer] },
      staff,
    );
    const before = await product(id);
    const movements = (await ledger(id)).length;
    const fresh = await upload();

    const badCollection = await fails(
      t.url,
      SAVE,
      {
        id,
        input: { name: 'Shea Balm XL', stockQuantity: 9 },
        i: [{ file: before.gallery[0] }, { uploadedFileName: fresh }],
        c: [gifts, 987_654],
      },
      staff,
    );
    expect(badCollection).toMatchObject({
      message: 'No collection with id 987654',
      extensions: { code: 'BAD_USER_INPUT', field: 'collectionIds' },
    });
    const badPicture = await fails(
      t.url,
      SAVE,
      { id, input: { name: 'Shea Balm XL', stockQuantity: 9 }, i: [{ uploadedFileName: MISSING_UPLOAD }], c: [gifts] },
      staff,
    );
    expect(badPicture.message).toMatch(/^No uploaded image .* upload it again$/);

    expect(await product(id)).toEqual(before);
    expect(await ledger(id)).toHaveLength(movements);
    // The upload not taken over is still there for the next try.
    expect(uploads(fresh)).toBe(true);

    const created = await fails(
      t.url,
      SAVE,
      { input: { name: 'Ghost Serum', salePrice: 5, stockQuantity: 3 }, i: [{ uploadedFileName: fresh }], c: [987_654] },
      staff,
    );
    expect(created.extensions?.code).toBe('BAD_USER_INPUT');
    const { products } = await ok(t.url, PRODUCT_COUNT, {}, staff);
    expect(products.totalItems).toBe(0);
    expect(uploads(fresh)).toBe(true);
  });

  test('an edit changes the fields, stock, pictures and collections in one save; left out, pictures and collections stay', async () => {
    const {
      saveProduct: { id },
    } = await ok(
      t.url,
      SAVE,
      { input: { name: 'Clay Mask', salePrice: 12, stockQuantity: 2 }, i: [{ uploadedFileName: await upload() }], c: [summer] },
      staff,
    );
    const [kept] = (await product(id)).gallery;
    const added = await upload();
    await ok(
      t.url,
      SAVE,
      { id, input: { name: 'Green Clay Mask', stockQuantity: 7 }, i: [{ uploadedFileName: added }, { file: kept }], c: [gifts] },
      staff,
    );
    const saved = await product(id);
    expect(saved).toMatchObject({ name: 'Green Clay Mask', stockQuantity: 7, collections: [{ id: gifts }] });
    expect(saved.gallery).toHaveLength(2);
    expect(saved.gallery[1]).toBe(kept);
    expect(saved.mainImage).toBe(saved.gallery[0]);
    expect((await ledger(id)).map((m) => m.quantity)).toEqual([2, 5]);

    await ok(t.url, SAVE, { id, input: { name: 'Clay Mask' } }, staff);
    expect(await product(id)).toEqual({ ...saved, name: 'Clay Mask' });
  });

  test('only staff may save', async () => {
    for (const who of ['customer', 'anonymous'] as CallerName[]) {
      expect((await fails(t.url, SAVE, { input: { name: 'Sneaky Serum', salePrice: 1 } }, callers[who])).extensions?.code).toMatch(
        /^(FORBIDDEN|UNAUTHENTICATED)$/,
      );
    }
  });
});
