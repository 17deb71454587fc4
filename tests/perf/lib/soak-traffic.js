'use strict';
/**
 * What the soak's clients do, through the public GraphQL contract and the storefront's pages only:
 * shoppers browse (pages, search, listings), read their basket as the basket page does, and check
 * out as guests; staff edit prices, stock and banners. `prepare` finds the catalogue first.
 */
const crypto = require('node:crypto');
const { ask, gql, gqlOutcome, page } = require('./soak-requests');

const CARD = 'id slug name salePrice discountedPrice stockQuantity';
const MENU = 'query { menu { slug categories { slug subCategories { slug parentItems { id } } } } }';
const LISTING = `query StoreListing($filter: ProductListingFilter, $sort: ProductSort, $page: PageInput) {
  productListing(filter: $filter, sort: $sort, page: $page) { totalItems items { ${CARD} brand { name slug } } } }`;
const SEARCH =
  'query StoreSearchOverlay($query: String!, $page: PageInput) { search(query: $query, page: $page) { totalItems items { id name slug gallery salePrice discountedPrice discountInPercent } } }';
const BASKET =
  'query StoreBasketProducts($ids: [Int!]!) { storeProductsByIds(ids: $ids) { id name slug salePrice discountedPrice discountInPercent stockQuantity shippingWeightGrams gallery } }';
const SHIPPING =
  'query StoreShippingOptions($subtotal: Float!, $weightGrams: Int!) { shippingOptions(subtotal: $subtotal, weightGrams: $weightGrams) { method name delivery price free } }';
const CHECKOUT_OPTIONS = `query StoreCheckoutOptions($lines: [CheckoutLineInput!]!) { checkoutOptions(lines: $lines) {
  lines { productId quantity unitPrice lineTotal available } subtotal vat refusal options { method price free total } } }`;
const PLACE_ORDER =
  'mutation StorePlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { replayed orderPath order { id orderNumber total email } } }';
const LOGIN = 'mutation Login($name: String!, $password: String!) { login(name: $name, password: $password) { token } }';
const ADMIN_PRODUCTS =
  'query AdminProducts($options: ProductListOptions) { products(options: $options) { totalItems items { id code name salePrice stockQuantity isActive } } }';
const UPDATE_PRICE =
  'mutation UpdatePrice($id: Int!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id salePrice } }';
const RECEIVE_STOCK = 'mutation Receive($input: CreateStockMovementInput!) { createStockMovement(input: $input) { id quantity } }';
const BANNERS = 'query { activeBanners { id title } }';
const UPDATE_BANNER = 'mutation UpdateBanner($id: Int!, $input: UpdateBannerInput!) { updateBanner(id: $id, input: $input) { id title } }';
const ADMIN_ORDERS =
  'query AdminOrders($options: OrderListOptions) { orders(options: $options) { totalItems items { id orderNumber customerName status total createdAt } } }';

const SEARCHES = [
  'shampoo',
  'condtioner',
  'conditioner',
  'hair oil',
  'lipstick',
  'serum',
  'mascara',
  'braid',
  'edge control',
  'wig',
  'moisturiser',
  'argan',
];
const SORTS = ['PRICE_ASC', 'PRICE_DESC', 'NEWEST'];
/** Stock each checkout product gets at the start, and the level below which staff receive more. */
const STOCK_START = 5000;
const STOCK_LOW = 1000;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));
/** `n` different items of `list`, in random order (a partial Fisher–Yates shuffle). */
function sample(list, n) {
  const copy = [...list];
  const k = Math.min(n, copy.length);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(Math.random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, k);
}

/**
 * The catalogue as a visitor finds it (menu, listings), a staff token (`staff`: the authorization
 * header, for the checks after the run), the products checkouts buy
 * (in stock, each topped up to STOCK_START by a 'received' stock movement) and the active banners.
 */
async function prepare(url, admin) {
  const { menu } = await ask(url, MENU);
  const pages = ['/'];
  const subs = [];
  for (const d of menu) {
    pages.push(`/department/${d.slug}`);
    for (const c of d.categories) {
      pages.push(`/department/${d.slug}/${c.slug}`);
      for (const s of c.subCategories) {
        pages.push(`/department/${d.slug}/${c.slug}/${s.slug}`);
        subs.push({ slug: s.slug, size: s.parentItems.length });
      }
    }
  }
  const largest = subs.sort((a, b) => b.size - a.size).slice(0, 10);
  const products = new Map();
  const listings = await Promise.all(
    largest.map((s) => ask(url, LISTING, { filter: { subCategorySlug: s.slug }, sort: 'PRICE_ASC', page: { skip: 0, take: 24 } })),
  );
  for (const { productListing } of listings) for (const p of productListing.items) products.set(p.id, p);
  const all = [...products.values()];
  if (all.length < 10) throw new Error(`the catalogue is too small for the soak: ${all.length} products found in the listings`);
  const { login } = await ask(url, LOGIN, { name: admin.email, password: admin.password });
  const staff = { authorization: `Bearer ${login.token}` };
  const pool = all.filter((p) => p.stockQuantity > 0).slice(0, 16);
  await Promise.all(
    pool.map(async (p) => {
      await ask(
        url,
        RECEIVE_STOCK,
        { input: { productId: p.id, quantity: STOCK_START, reason: 'received', note: 'Soak: stock for checkouts' } },
        staff,
      );
      p.stockQuantity += STOCK_START;
    }),
  );
  const { activeBanners } = await ask(url, BANNERS);
  return {
    staff,
    pages,
    subCategories: largest.map((s) => s.slug),
    products: all.map((p) => ({ id: p.id, slug: p.slug, basePrice: p.salePrice })),
    pool: pool.map((p) => ({ id: p.id, stock: p.stockQuantity })),
    banners: activeBanners.map((b) => ({ id: b.id, title: b.title.slice(0, 140) })),
  };
}

/** The storefront's pages, server-rendered as a browser first loads them. */
const pages = {
  'page: home': (ctx) => page(ctx, 'page: home', '/'),
  'page: listing': (ctx) => page(ctx, 'page: listing', pick(ctx.catalogue.pages.slice(1))),
  'page: product': (ctx) => page(ctx, 'page: product', `/product/${encodeURIComponent(pick(ctx.catalogue.products).slug)}`),
  'page: search': (ctx) => page(ctx, 'page: search', `/search?q=${encodeURIComponent(pick(SEARCHES))}`),
};

/** What the hydrated storefront asks the API for. */
const storefront = {
  'gql: search': (ctx) => gql(ctx, 'gql: search', SEARCH, { query: pick(SEARCHES), page: { skip: 0, take: 8 } }),
  'gql: listing': (ctx) =>
    gql(ctx, 'gql: listing', LISTING, {
      filter: { subCategorySlug: pick(ctx.catalogue.subCategories) },
      sort: pick(SORTS),
      page: { skip: 0, take: 24 },
    }),
  /** The basket page: its products read again in one request, then the delivery services priced for it. */
  basket: async (ctx) => {
    const ids = sample(ctx.catalogue.products, between(1, 4)).map((p) => p.id);
    const data = await gql(ctx, 'basket: storeProductsByIds', BASKET, { ids });
    if (!data) return;
    const lines = data.storeProductsByIds
      .filter((p) => p.stockQuantity > 0)
      .map((p) => ({ p, quantity: Math.min(p.stockQuantity, between(1, 3)) }));
    for (const { p } of lines) noteStock(ctx, p.id, p.stockQuantity);
    const subtotal = lines.reduce((pence, l) => pence + Math.round(l.p.discountedPrice * 100) * l.quantity, 0) / 100;
    const weightGrams = lines.reduce((g, l) => g + l.p.shippingWeightGrams * l.quantity, 0);
    await gql(ctx, 'basket: shippingOptions', SHIPPING, { subtotal, weightGrams });
  },
};

function noteStock(ctx, productId, stock) {
  const p = ctx.catalogue.pool.find((x) => x.id === productId);
  if (p) p.stock = stock;
}

/**
 * A guest checks out 1–3 of the checkout products (1 or 2 of each): the checkout's options, then
 * placeOrder with a new idempotency key. An order number answered is "told" and checked after the
 * run. When placeOrder gets no answer (or a 5xx) the client sends it again with the same key, as
 * the storefront does; now and then it resends a placed order's key on purpose, and must get the same order.
 */
async function checkout(ctx, client) {
  const lines = sample(ctx.catalogue.pool, between(1, 3)).map((p) => ({ productId: p.id, quantity: between(1, 2) }));
  const data = await gql(ctx, 'checkout: checkoutOptions', CHECKOUT_OPTIONS, { lines });
  if (!data) return;
  const { options, refusal } = data.checkoutOptions;
  for (const l of data.checkoutOptions.lines) noteStock(ctx, l.productId, l.available);
  if (refusal) {
    ctx.stats.fail('checkout: checkoutOptions', 'parcel refused', refusal);
    return;
  }
  const n = ++client.checkouts;
  const email = `soak-${ctx.runTag}-c${client.id}-${n}@example.co.uk`;
  const input = {
    idempotencyKey: crypto.randomUUID(),
    lines,
    customerName: `Soak Shopper ${client.id}-${n}`,
    email,
    phone: '07700 900123',
    addressLine1: `${n} Test Street`,
    city: 'London',
    postcode: 'SW1A 1AA',
    shippingMethod: pick(options).method,
    paymentMethod: 'bank-transfer',
    termsAccepted: true,
  };
  const first = await gqlOutcome(ctx, 'checkout: placeOrder', PLACE_ORDER, { input });
  const placed =
    first.failure && !first.failure.answered
      ? await gql(ctx, 'checkout: placeOrder (retry, same key)', PLACE_ORDER, { input })
      : first.data;
  if (!placed) return;
  const { order } = placed.placeOrder;
  for (const l of lines) noteStock(ctx, l.productId, (ctx.catalogue.pool.find((p) => p.id === l.productId)?.stock ?? 0) - l.quantity);
  ctx.told.push({ orderNumber: order.orderNumber, id: order.id, email, total: order.total });
  if (Math.random() < 0.1) {
    const again = await gql(ctx, 'checkout: placeOrder (replay)', PLACE_ORDER, { input });
    if (again && (!again.placeOrder.replayed || again.placeOrder.order.orderNumber !== order.orderNumber)) {
      ctx.stats.fail(
        'checkout: placeOrder (replay)',
        'not the same order',
        `key ${input.idempotencyKey}: first ${order.orderNumber}, then ${again.placeOrder.order.orderNumber} (replayed ${again.placeOrder.replayed})`,
      );
    }
  }
}

/** A member of staff: signs in once per client, then edits a price, receives stock, edits a banner or reads the orders. */
async function staff(ctx, client) {
  if (!client.staff) {
    const data = await gql(
      ctx,
      'staff: login',
      LOGIN,
      { name: ctx.admin.email, password: ctx.admin.password },
      { 'x-forwarded-for': client.office },
    );
    if (!data) return;
    client.staff = { authorization: `Bearer ${data.login.token}`, 'x-forwarded-for': client.office };
  }
  const auth = client.staff;
  const low = ctx.catalogue.pool.find((p) => p.stock < STOCK_LOW);
  const task = low ? 'stock' : pick(['price', 'price', 'stock', 'banner', 'orders']);
  if (task === 'stock') {
    const p = low ?? pick(ctx.catalogue.pool);
    const quantity = low ? STOCK_START : between(1, 24);
    if (low) low.stock += STOCK_START;
    await gql(
      ctx,
      'staff: createStockMovement',
      RECEIVE_STOCK,
      { input: { productId: p.id, quantity, reason: 'received', note: 'Soak: goods in' } },
      auth,
    );
  } else if (task === 'price') {
    const list = await gql(ctx, 'staff: products list', ADMIN_PRODUCTS, { options: { skip: between(0, 200), take: 50 } }, auth);
    if (!list) return;
    const p = pick(ctx.catalogue.products);
    // Within 50p of the seeded price, so the catalogue does not drift over a long run.
    const salePrice = Math.max(0.99, Math.round((p.basePrice + between(-50, 50) / 100) * 100) / 100);
    await gql(ctx, 'staff: updateProduct price', UPDATE_PRICE, { id: p.id, input: { salePrice } }, auth);
  } else if (task === 'banner' && ctx.catalogue.banners.length) {
    const b = pick(ctx.catalogue.banners);
    const title = Math.random() < 0.5 ? b.title : `${b.title} – now on`;
    await gql(ctx, 'staff: updateBanner', UPDATE_BANNER, { id: b.id, input: { title } }, auth);
  } else {
    await gql(ctx, 'staff: orders list', ADMIN_ORDERS, { options: { skip: 0, take: 20 } }, auth);
  }
}

/** Each action with its weight: how often a client picks it. */
const MIX = [
  [pages['page: home'], 8],
  [pages['page: listing'], 8],
  [pages['page: product'], 10],
  [pages['page: search'], 4],
  [storefront['gql: search'], 10],
  [storefront['gql: listing'], 6],
  [storefront.basket, 10],
  [checkout, 6],
  [staff, 3],
];
const WEIGHTS = MIX.reduce((n, [, w]) => n + w, 0);

function pickAction() {
  let r = Math.random() * WEIGHTS;
  for (const [fn, w] of MIX) if ((r -= w) < 0) return fn;
  return MIX[0][0];
}

module.exports = { prepare, pickAction, PLACE_ORDER };
