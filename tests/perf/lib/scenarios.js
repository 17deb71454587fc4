'use strict';
/** The requests the benchmark times, shaped like the storefront's, the back office's and legacy clients'. */
const CARD = 'id slug name salePrice discountedPrice discountInPercent rating reviewCount mainImage stockQuantity brand { name slug }';

const MENU = `query StoreMenu { menu { id name slug categories { id name slug subCategories { id name slug parentItems { id title slug } } } } }`;

const LISTING = `query StoreListing($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {
  productListing(filter: $filter, sort: $sort, page: $page) { totalItems items { ${CARD} } } }`;

const PRODUCT = `query StoreProductPage($id: Int, $slug: String) { storeProduct(id: $id, slug: $slug) {
  id slug name code title rating reviewCount salePrice discountInPercent discountInAmount discountedPrice stockQuantity
  shortDescription detailedDescription howToUse ingredients productBenefits productFeatures finishCoverage gallery
  vegan crueltyFree organic hypoallergenic dermatologicallyTested
  brand { id name slug fileName } color { name hexCode } shade { name hexCode } size { name } weight { name } volume { name } flavor { name } fragrance { name } itemType { name }
  parentItem { id title slug subCategory { name slug category { name slug } } }
  siblings { id slug name mainImage salePrice discountedPrice stockQuantity shade { name hexCode } size { name } volume { name } flavor { name } }
  related(limit: 8) { ${CARD} }
  reviews(page: { take: 10 }) { totalItems items { id authorName rating title body createdAt } } } }`;

const SEARCH = `query StoreSearch($query: String!, $page: PageInput) { search(query: $query, page: $page) { totalItems items { ${CARD} } } }`;

const ADMIN_PRODUCTS = `query AdminProducts($options: ProductListOptions) { products(options: $options) { totalItems items {
  id code name salePrice discountInPercent stockQuantity isActive createdAt brand { name } parentItem { title } } } }`;

const gqlCheck = (field) => (body) =>
  body.errors?.length
    ? `GraphQL errors: ${JSON.stringify(body.errors).slice(0, 500)}`
    : body.data?.[field]
      ? null
      : `no data.${field} in ${JSON.stringify(body).slice(0, 200)}`;
const gql = (query, variables, field, headers = {}) => ({ path: '/graphql', headers, body: { query, variables }, check: gqlCheck(field) });
const restCheck = (body) => (body && 'result' in body ? null : `no "result" in ${JSON.stringify(body).slice(0, 200)}`);

async function ask(baseUrl, request) {
  const res = await fetch(baseUrl + request.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: JSON.stringify(request.body),
  });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const failure = !res.ok
    ? `HTTP ${res.status}: ${text.slice(0, 500)}`
    : body === undefined
      ? `not JSON: ${text.slice(0, 200)}`
      : request.check(body);
  if (failure) throw new Error(`setting up the benchmark failed: ${failure}`);
  return body.data;
}

/**
 * Looks the catalogue up the way a client would: the menu's largest sub-category (most parent
 * items, first on a tie), the first product of its price-sorted listing, and a staff token.
 */
async function discover(baseUrl, admin) {
  const { menu } = await ask(baseUrl, gql(MENU, {}, 'menu'));
  const subs = menu.flatMap((d) => d.categories.flatMap((c) => c.subCategories));
  const sub = subs.reduce((best, s) => (s.parentItems.length > best.parentItems.length ? s : best), subs[0]);
  const listing = { filter: { subCategorySlug: sub.slug }, sort: 'PRICE_ASC', page: { skip: 0, take: 24 } };
  const { productListing } = await ask(baseUrl, gql(LISTING, listing, 'productListing'));
  const product = productListing.items[0];
  const { login } = await ask(
    baseUrl,
    gql(
      'mutation Login($name: String!, $password: String!) { login(name: $name, password: $password) { token } }',
      { name: admin.email, password: admin.password },
      'login',
    ),
  );
  const auth = { authorization: `Bearer ${login.token}` };
  const { products } = await ask(baseUrl, gql('query { products(options: { take: 1 }) { totalItems } }', {}, 'products', auth));
  const { activeProducts } = await ask(
    baseUrl,
    gql('query { activeProducts: productListing(page: { take: 1 }) { totalItems } }', {}, 'activeProducts'),
  );
  return {
    sub,
    listing,
    product,
    auth,
    catalogue: {
      products: products.totalItems,
      activeProducts: activeProducts.totalItems,
      departments: menu.length,
      categories: menu.reduce((n, d) => n + d.categories.length, 0),
      subCategories: subs.length,
      parentItems: subs.reduce((n, s) => n + s.parentItems.length, 0),
      listingTotal: productListing.totalItems,
    },
  };
}

/** The scenarios in the order they run; each `request(i)` gives the i-th request to send. */
function scenarios(found) {
  const { listing, product, auth } = found;
  const fixed = (request) => () => request;
  return [
    { name: 'menu (mega menu)', request: fixed(gql(MENU, {}, 'menu')) },
    { name: 'productListing (24, sub-cat, price)', request: fixed(gql(LISTING, listing, 'productListing')) },
    { name: 'storeProduct (page)', request: fixed(gql(PRODUCT, { id: product.id, slug: product.slug }, 'storeProduct')) },
    { name: 'search "shampoo"', request: fixed(gql(SEARCH, { query: 'shampoo', page: { skip: 0, take: 24 } }, 'search')) },
    { name: 'search "condtioner" (typo)', request: fixed(gql(SEARCH, { query: 'condtioner', page: { skip: 0, take: 24 } }, 'search')) },
    {
      name: 'REST product detail',
      request: fixed({ path: `/api/get/products/${product.id}/${encodeURIComponent(product.slug)}?BranchCode=MAIN`, check: restCheck }),
    },
    { name: 'REST departments+categories', request: fixed({ path: '/api/get/category?BranchCode=MAIN&search=', check: restCheck }) },
    { name: 'admin products (take 50)', request: fixed(gql(ADMIN_PRODUCTS, { options: { take: 50 } }, 'products', auth)) },
    {
      name: 'GET /healthz',
      request: fixed({ path: '/healthz', check: (b) => (b.status === 'ok' ? null : `status ${JSON.stringify(b)}`) }),
    },
  ];
}

module.exports = { discover, scenarios };
