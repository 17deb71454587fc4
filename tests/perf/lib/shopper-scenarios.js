'use strict';
/**
 * What a shopper meets, as the benchmark sends it: the server-rendered pages (home, a department,
 * a sub-category listing, the same with two filters, a product, search results) and the GraphQL
 * calls behind them, with the storefront's own documents (web/src/generated/documents, with the
 * __typename fields Apollo Client adds). Slugs, codes and ids are found in the running shop.
 */
const fs = require('node:fs');
const path = require('node:path');
const { Kind, print, visit } = require('graphql');

const root = path.resolve(__dirname, '..', '..', '..');

/** A storefront document as the browser's Apollo Client sends it: printed, __typename in every object selection. */
function storeDocument(name) {
  const file = path.join(root, 'web', 'src', 'generated', 'documents', `${name}Document.ts`);
  const match = /export const \w+ = (\{.*\}) as unknown as/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: no document found`);
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  const withTypenames = visit(JSON.parse(match[1]), {
    SelectionSet(node, _key, parent) {
      if (parent?.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, typename] };
    },
  });
  return print(withTypenames);
}

const BROTLI = { 'accept-encoding': 'br' };

/** GET of a storefront page, as a browser's first load asks for it (no cookies unless given). */
const pageRequest = (pathname, cookie) => ({
  method: 'GET',
  path: pathname,
  headers: { accept: 'text/html,application/xhtml+xml', ...BROTLI, ...(cookie ? { cookie } : {}) },
  payload: undefined,
  expect: 'html',
});

const gqlCheck = (body) =>
  body.errors?.length ? `GraphQL errors: ${JSON.stringify(body.errors).slice(0, 400)}` : body.data ? null : 'no data';

/** POST /graphql with a JSON body, as the storefront's client sends it. */
const gqlRequest = (operationName, query, variables, headers = {}) => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json', accept: 'application/json', ...BROTLI, ...headers },
  payload: JSON.stringify({ operationName, variables, query }),
  expect: 'json',
  check: gqlCheck,
});

/** For finding the catalogue (untimed): the data, or an Error thrown. */
async function ask(baseUrl, operationName, query, variables, headers = {}) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ operationName, query, variables }),
  });
  const body = await res.json().catch(() => null);
  const failure = !res.ok ? `HTTP ${res.status}` : body ? gqlCheck(body) : 'not JSON';
  if (failure) throw new Error(`finding the catalogue failed (${operationName}): ${failure}`);
  return body.data;
}

const FIND_MENU = 'query BenchMenu { menu { slug categories { slug subCategories { name slug parentItems { id } } } } }';
const LOGIN = 'mutation BenchLogin($name: String!, $password: String!) { login(name: $name, password: $password) { token } }';
const COUNTS = 'query BenchCounts { products(options: { take: 1 }) { totalItems } productListing(page: { take: 1 }) { totalItems } }';
const UPDATE_PRICE =
  'mutation BenchUpdatePrice($id: Int!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id salePrice } }';

/** The listing filter's two choices a shopper ticks: the most-stocked brand (else the first group's top value), then its fullest price band. */
async function twoFilters(baseUrl, listingQuery, scope) {
  const first = await ask(baseUrl, 'StoreListing', listingQuery, { filter: scope, page: { skip: 0, take: 24 } });
  const groups = first.filterOptions.attributes.filter((g) => g.options.some((o) => o.count > 0));
  const group = groups.find((g) => g.key === 'brand') ?? groups[0];
  if (!group) throw new Error(`the listing of ${JSON.stringify(scope)} has no filter to choose`);
  const option = group.options.reduce((best, o) => (o.count > best.count ? o : best));
  const withGroup = { ...scope, attributeCodes: [{ key: group.key, codes: [option.code] }] };
  const second = await ask(baseUrl, 'StoreListing', listingQuery, { filter: withGroup, page: { skip: 0, take: 24 } });
  const bands = second.filterOptions.prices.filter((p) => p.count > 0);
  if (!bands.length) throw new Error(`the listing of ${JSON.stringify(withGroup)} has no price band to choose`);
  const band = bands.reduce((best, p) => (p.count > best.count ? p : best));
  const filter = { ...withGroup };
  if (band.minPrice != null) filter.minPrice = band.minPrice;
  if (band.maxPrice != null) filter.maxPrice = band.maxPrice;
  const query = `?${group.key}=${encodeURIComponent(option.code)}&price=${band.minPrice ?? ''}-${band.maxPrice ?? ''}`;
  return { filter, query, listingTotal: first.productListing.totalItems, filteredLabel: `${group.key} ${option.code}, ${band.label}` };
}

/**
 * Finds the catalogue as a shopper would: the sub-category with the most parent items in the menu
 * (first on a tie) and its department, two filters on its listing, the first product of that listing,
 * the sub-category's name as the search text; and a staff token for `--after-write`.
 */
async function discoverShop(baseUrl, admin) {
  const documents = {
    navbar: storeDocument('StoreNavbar'),
    home: storeDocument('StoreHome'),
    listing: storeDocument('StoreListing'),
    product: storeDocument('StoreProductPage'),
    searchBox: storeDocument('StoreSearchSuggestions'),
  };
  const { menu } = await ask(baseUrl, 'BenchMenu', FIND_MENU, {});
  const places = menu.flatMap((d) => d.categories.flatMap((c) => c.subCategories.map((s) => ({ department: d.slug, sub: s }))));
  if (!places.length) throw new Error('the menu has no sub-category');
  const place = places.reduce((best, p) => (p.sub.parentItems.length > best.sub.parentItems.length ? p : best));
  const scope = { subCategorySlug: place.sub.slug };
  const filters = await twoFilters(baseUrl, documents.listing, scope);
  const { productListing } = await ask(baseUrl, 'StoreListing', documents.listing, { filter: scope, page: { skip: 0, take: 24 } });
  const product = productListing.items[0];
  if (!product) throw new Error(`the listing of ${place.sub.slug} is empty`);
  const { login } = await ask(baseUrl, 'BenchLogin', LOGIN, { name: admin.email, password: admin.password });
  const staff = { authorization: `Bearer ${login.token}` };
  const counts = await ask(baseUrl, 'BenchCounts', COUNTS, {}, staff);
  return {
    catalogue: { products: counts.products.totalItems, activeProducts: counts.productListing.totalItems },
    documents,
    department: place.department,
    sub: { name: place.sub.name, slug: place.sub.slug },
    filters,
    product: { id: product.id, slug: product.slug, salePrice: product.salePrice },
    searchText: place.sub.name.toLowerCase(),
    staff,
  };
}

/** Each scenario: { name, group: 'pages' | 'api', request }. */
function shopperScenarios(found, { cookie = null } = {}) {
  const { documents: doc, department, sub, filters, product, searchText } = found;
  const page24 = { skip: 0, take: 24 };
  const listing = (filter) => gqlRequest('StoreListing', doc.listing, { filter, page: page24 });
  const q = encodeURIComponent(searchText);
  const pages = [
    ['home', '/'],
    [`department (${department})`, `/department/${department}`],
    [`sub-category (${sub.slug})`, `/subcategory/${sub.slug}`],
    [`sub-category, 2 filters`, `/subcategory/${sub.slug}${filters.query}`],
    ['product', `/product/${product.slug}`],
    [`search "${searchText}"`, `/search?q=${q}`],
  ].map(([name, pathname]) => ({ name: `page: ${name}`, group: 'pages', request: pageRequest(pathname, cookie) }));
  const api = [
    ['header (StoreNavbar)', gqlRequest('StoreNavbar', doc.navbar, {})],
    ['home (StoreHome)', gqlRequest('StoreHome', doc.home, {})],
    ['productListing department', listing({ departmentSlug: department })],
    ['productListing sub-category', listing({ subCategorySlug: sub.slug })],
    ['productListing 2 filters', listing(filters.filter)],
    ['storeProduct', gqlRequest('StoreProductPage', doc.product, { slug: product.slug })],
    ['search page (productListing query)', listing({ query: searchText })],
    ['search box (searchSuggestions)', gqlRequest('StoreSearchSuggestions', doc.searchBox, { text: searchText })],
  ].map(([name, request]) => ({ name: `api: ${name}`, group: 'api', request }));
  return [...pages, ...api];
}

/**
 * A staff edit that empties the guest caches: the product's price moved by a penny and back on
 * alternate calls (a product page, its listing and search all read it). Resolves to null or a failure.
 */
function staffWrite(baseUrl, found) {
  let flip = false;
  const { id, salePrice } = found.product;
  return async () => {
    flip = !flip;
    const input = { salePrice: flip ? Math.round((salePrice + 0.01) * 100) / 100 : salePrice };
    try {
      await ask(baseUrl, 'BenchUpdatePrice', UPDATE_PRICE, { id, input }, found.staff);
      return null;
    } catch (err) {
      return err.message;
    }
  };
}

/** The older scenarios (tests/perf/lib/scenarios.js: mega menu, legacy REST, back office, /healthz) in this client's shape. */
function legacyScenarios(list) {
  return list.map((s) => {
    const r = s.request(0);
    const post = r.body !== undefined;
    return {
      name: s.name,
      group: 'legacy',
      request: {
        method: post ? 'POST' : 'GET',
        path: r.path,
        headers: { ...(post ? { 'content-type': 'application/json' } : {}), ...BROTLI, ...r.headers },
        payload: post ? JSON.stringify(r.body) : undefined,
        expect: 'json',
        check: r.check,
      },
    };
  });
}

module.exports = { discoverShop, shopperScenarios, staffWrite, legacyScenarios };
