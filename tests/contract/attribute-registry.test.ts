import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { GraphQLEnumType, GraphQLInputObjectType, GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataArgsStorage } from 'typeorm';
import { FILTER_LINKS, PRODUCT_LINKS, SHOPPER_FILTER_LINKS } from '../../api/src/modules/attributes/product-links';
import { codeFieldOf, codesFieldOf, columnOf, optionsFieldOf } from '../../api/src/common/product-link';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { legacyCrudNames } from '../../api/src/legacy-rest/crud-names';
import { storeRoutes } from '../../api/src/legacy-rest/store-routes';
import { buildShopSchema } from '../../api/src/schema';
import { webAttributeFiles } from '../../api/src/scripts/web-attribute-files';
import { ask, askError, startStoreShop } from '../helpers/store';
import type { TestShop } from '../helpers/test-shop';

// Every place built from the product-link registry (docs/recipes/add-attribute-set.md): a link added to
// PRODUCT_LINKS must reach each of them, and none may keep one the registry dropped.

const root = path.resolve(__dirname, '..', '..');
const keys = PRODUCT_LINKS.map((l) => l.key);
const filterKeys = FILTER_LINKS.map((l) => l.key);
const shopperKeys = SHOPPER_FILTER_LINKS.map((l) => l.key);
const storeRows = storeRoutes(PRODUCT_LINKS);

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildShopSchema();
});

const fieldsOf = (name: string) => Object.keys((schema.getType(name) as GraphQLObjectType | GraphQLInputObjectType).getFields());

test('the registry holds each attribute set once, by key and by product field', () => {
  expect(new Set(keys).size).toBe(keys.length);
  expect(new Set(PRODUCT_LINKS.map((l) => l.field)).size).toBe(keys.length);
});

test('the product entity has each link as a column and a relation to its set', () => {
  const storage = getMetadataArgsStorage();
  const columns = storage.columns.filter((c) => c.target === Product).map((c) => c.propertyName);
  const relations = storage.relations.filter((r) => r.target === Product);
  for (const link of PRODUCT_LINKS) {
    expect({ link: link.key, column: columns.includes(columnOf(link)) }).toEqual({ link: link.key, column: true });
    const relation = relations.find((r) => r.propertyName === link.field);
    expect({ link: link.key, relation: relation && (relation.type as () => unknown)() }).toEqual({ link: link.key, relation: link.entity });
  }
});

test('the GraphQL product, its form inputs and the listing filter name every link', () => {
  const product = fieldsOf('Product');
  for (const link of PRODUCT_LINKS) {
    expect(product).toContain(columnOf(link));
    if (link.access === 'public') expect(product).toContain(link.field);
    for (const input of ['CreateProductInput', 'UpdateProductInput'])
      expect(fieldsOf(input)).toEqual(expect.arrayContaining([columnOf(link), codeFieldOf(link)]));
  }
  const enumKeys = (schema.getType('FilterGroupKey') as GraphQLEnumType).getValues().map((v) => v.value);
  expect([...enumKeys].sort()).toEqual([...shopperKeys].sort());
  expect(fieldsOf('ProductListingFilter')).toEqual(expect.arrayContaining(['attributeCodes', ...FILTER_LINKS.map(codesFieldOf)]));
  expect(fieldsOf('FilterOptions')).toEqual(expect.arrayContaining(['attributes', ...FILTER_LINKS.map(optionsFieldOf)]));
});

test('shoppers filter by every public filter link; the staff-only vendor (the wholesaler) keeps only its legacy list and REST row', () => {
  expect(shopperKeys).toEqual(FILTER_LINKS.filter((l) => l.access === 'public').map((l) => l.key));
  expect(filterKeys).toContain('vendor');
  expect(shopperKeys).not.toContain('vendor');
  expect(storeRows.some((r) => r.path === '/filter/vendor')).toBe(true);
});

test('the legacy REST table has a /filter row for each filter link and the product form names each legacy code', () => {
  const filterPaths = storeRows.filter((r) => r.path.startsWith('/filter/') && r.path !== '/filter/price').map((r) => r.path);
  expect(filterPaths.sort()).toEqual(
    FILTER_LINKS.filter((l) => l.legacy)
      .map((l) => `/filter/${l.key}`)
      .sort(),
  );
  const productFields = legacyCrudNames(PRODUCT_LINKS).products.fields;
  for (const link of PRODUCT_LINKS.filter((l) => l.legacy))
    expect({ [link.legacy!.code]: productFields[link.legacy!.code] }).toEqual({ [link.legacy!.code]: codeFieldOf(link) });
});

test("the web's generated copies are up to date (run `npm run generate` after changing the registry)", () => {
  for (const [file, content] of Object.entries(webAttributeFiles())) {
    expect({ file, content: fs.readFileSync(path.join(root, file), 'utf8') }).toEqual({ file, content });
  }
});

// The listing URL groups and the product form's selects are built from the generated copy: their own
// tests (listing-url.test.tsx, product-form-values.test.tsx) check that they cover all of it.
test('the product form places by hand each select the Attributes tab does not list', () => {
  const tabs = path.join(root, 'web/src/features/dashboard/products/tabs');
  const page = fs
    .readdirSync(tabs)
    .map((file) => fs.readFileSync(path.join(tabs, file), 'utf8'))
    .join('\n');
  for (const link of PRODUCT_LINKS.filter((l) => l.form === 'own')) {
    expect({ link: link.key, placed: page.includes(`choiceSelect('${columnOf(link)}'`) }).toEqual({ link: link.key, placed: true });
  }
});

describe('on a demo shop', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startStoreShop('sqlite');
  });
  afterAll(() => t?.close());

  test("filterOptions' keyed groups hold each shopper filter link with the same options as its legacy list", async () => {
    const lists = FILTER_LINKS.map((l) => `${optionsFieldOf(l)} { code count }`).join(' ');
    const { filterOptions } = await ask(
      t,
      `query { filterOptions(subCategorySlug: "lipstick") { attributes { key label options { code count } } ${lists} } }`,
    );
    expect(filterOptions.attributes.map((g: { key: string }) => g.key)).toEqual(shopperKeys);
    expect(filterOptions.vendors.length).toBeGreaterThan(0);
    for (const [i, link] of SHOPPER_FILTER_LINKS.entries()) {
      expect(filterOptions.attributes[i]).toEqual({ key: link.key, label: link.label, options: filterOptions[optionsFieldOf(link)] });
    }
  });

  test('attributeCodes narrows a listing as the legacy codes field does, for each shopper filter link', async () => {
    const query = 'query ($f: ProductListingFilter) { productListing(filter: $f, page: { take: 100 }) { totalItems items { id } } }';
    const { filterOptions } = await ask(t, 'query { filterOptions(filter: {}) { attributes { key options { code } } } }');
    for (const link of SHOPPER_FILTER_LINKS) {
      const codes = filterOptions.attributes
        .find((g: { key: string }) => g.key === link.key)
        .options.slice(0, 1)
        .map((o: { code: string }) => o.code);
      const legacy = await ask(t, query, { f: { [codesFieldOf(link)]: codes } });
      const keyed = await ask(t, query, { f: { attributeCodes: [{ key: link.key, codes }] } });
      expect({ link: link.key, keyed: keyed.productListing }).toEqual({ link: link.key, keyed: legacy.productListing });
    }
  });

  test('attributeCodes is refused past 100 codes in a group, as the legacy codes fields are', async () => {
    const query = 'query ($f: ProductListingFilter) { productListing(filter: $f) { totalItems } }';
    const many = Array.from({ length: 101 }, (_, i) => `C${i}`);
    const keyed = await askError(t, query, { f: { attributeCodes: [{ key: 'brand', codes: many }] } });
    const legacy = await askError(t, query, { f: { brandCodes: many } });
    expect(keyed.code).toBe(legacy.code);
    expect(keyed.code).toBeTruthy();
  });
});
