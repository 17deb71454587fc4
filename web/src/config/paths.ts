/** A legacy path with spaces and '&' (/Shipping & Delivery/shipping-delivery), as a valid URL. */
const legacy = (...segments: string[]) => encodeURI(`/${segments.join('/')}`);

/**
 * A link builder with the pattern the route table declares for it ('product/:slug'), so a path with
 * parameters is written once, here.
 */
const route = <Args extends unknown[]>(pattern: string, href: (...args: Args) => string) => Object.assign(href, { pattern });

/** A fixed path as the route table declares it, below the root: '/Contact%20Us/contact-us' → 'Contact Us/contact-us'. */
export const patternOf = (path: string) => decodeURI(path).slice(1);

/**
 * The footer pages the shop titles in its own words on the legacy shop's fixed paths, by slug, with that path's
 * first segment (api/src/modules/content/footer/footer-paths.ts holds the same for the sitemap).
 */
const FIXED_FOOTER_SEGMENTS = new Map([
  ['return-refunds', 'Return & Refunds'],
  ['terms-of-services', 'Terms Of Services'],
  ['faq', 'Faq'],
]);

/** The widths the server scales uploaded images to (api/src/http/image-variants.ts). */
const UPLOAD_WIDTHS = [160, 320, 480, 640, 960, 1280];

/**
 * A storefront page as a chunk of its own: its module by source path under src/ without the extension
 * ('features/content/faq-page'), the component it exports and, when it has one, its loader export, which fills
 * the Apollo cache (`loadFaq(client)`). The router makes the lazy route of it (app/lazy-page.ts).
 */
interface Page {
  module: string;
  component: string;
  loader?: string;
}
const page = (module: string, component: string, loader?: string): Page => (loader ? { module, component, loader } : { module, component });

/**
 * How /sitemap.xml lists a route's addresses: `'page'` lists a fixed path as it is; the others name the API's
 * listing of the live catalogue that fills the pattern's parameters (api/src/modules/content/storefront/sitemap.service.ts;
 * `npm run generate` copies the listed routes to the API). A route without `sitemap` is not listed.
 */
type SitemapList =
  'page' | 'departments' | 'categories' | 'subCategories' | 'parentItems' | 'brands' | 'collections' | 'footerPages' | 'products';

type Path = string | (((...args: never[]) => string) & { pattern?: string });

/** A route declared once: its path (or link builder), the page the router loads for it and whether the sitemap lists it. */
interface Declared {
  path: Path;
  page?: Page;
  sitemap?: SitemapList;
}

/**
 * Every storefront route the web app links to, declared once: a bare entry is a path or link builder; an object
 * adds the route's page (the router's lazy route, app/routes.tsx) and how /sitemap.xml lists it. `paths` below
 * is the link builders alone.
 */
const routes = {
  home: { path: '/', page: page('features/home/home-page', 'HomePage', 'loadHome'), sitemap: 'page' },
  products: { path: '/products', sitemap: 'page' },
  login: { path: '/login', page: page('features/account/login-page', 'LoginPage') },
  register: { path: '/register', page: page('features/account/register-page', 'RegisterPage') },
  cart: { path: '/cart', page: page('features/cart/cart-page', 'CartPage') },
  account: { path: '/account', page: page('features/account/account-page', 'AccountPage') },
  /** The product page (Latest Deals' /products/{slug} links lead here too). */
  product: { path: route('product/:slug', (slug: string) => `/product/${slug}`), sitemap: 'products' },
  /** A tile of the Collections grid, /{collectionListName}/{collectionListSlug}. */
  collectionTile: { path: route(':first/:slug', (name: string, slug: string) => legacy(name, slug)), sitemap: 'collections' },
  ebinBestSeller: legacy('Ebin Best Seller', 'ebin-best-seller'),
  dressmakerExtensions: legacy('Dressmaker European Hair Extention', 'dressmaker-european-hair-extensions'),
  /** The category page (sub-category cards), as the category bar and mega-menu link it. */
  categoryPage: { path: route('subcategory/:slug', (categorySlug: string) => `/subcategory/${categorySlug}`), sitemap: 'categories' },
  department: { path: route('department/:slug', (departmentSlug: string) => `/department/${departmentSlug}`), sitemap: 'departments' },
  category: route(
    'department/:department/:slug',
    (departmentSlug: string, categorySlug: string) => `/department/${departmentSlug}/${categorySlug}`,
  ),
  subCategory: route(
    'department/:department/:category/:slug',
    (departmentSlug: string, categorySlug: string, subCategorySlug: string) =>
      `/department/${departmentSlug}/${categorySlug}/${subCategorySlug}`,
  ),
  /**
   * A footer link's page, /{FooterSubtitle}/{FooterSubtitleSlug} (the legacy paths keep their spaces and '&'); the pages
   * titled in the shop's words keep the legacy shop's fixed path ('Returns & Refunds' → /Return & Refunds/return-refunds).
   */
  footerPage: {
    path: route(':first/:slug', (subtitle: string, slug: string) => legacy(FIXED_FOOTER_SEGMENTS.get(slug) ?? subtitle, slug)),
    sitemap: 'footerPages',
  },
  shippingDelivery: legacy('Shipping & Delivery', 'shipping-delivery'),
  returnsRefunds: legacy('Return & Refunds', 'return-refunds'),
  contactUs: { path: legacy('Contact Us', 'contact-us'), page: page('features/contact/contact-page', 'ContactPage', 'loadContact') },
  faq: { path: legacy('Faq', 'faq'), page: page('features/content/faq-page', 'FaqPage', 'loadFaq') },
  /** The Track Your Order footer page, with its form that mails a lost order link again. */
  trackYourOrder: {
    path: legacy('Track Your Order', 'track-your-order'),
    page: page('features/track-order/track-order-page', 'TrackOrderPage', 'loadTrackOrder'),
  },
  // Product page and basket; the checkout and its confirmation have client-side data (the basket and the
  // confirmation live in the browser).
  checkout: { path: '/checkout', page: page('features/checkout/checkout-page', 'CheckoutPage') },
  /** After placing an order: its number, how to pay and where to follow it (kept in session storage). */
  checkoutConfirmation: { path: '/checkout/confirmation', page: page('features/checkout/confirmation-page', 'ConfirmationPage') },
  /** The Collections page (/get/collections). */
  collections: {
    path: '/get/collections',
    page: page('features/home/collections-page', 'CollectionsPage', 'loadCollections'),
    sitemap: 'page',
  },
  // Accounts and content.
  forgetPassword: { path: '/forgetpass', page: page('features/account/forgot-password-page', 'ForgotPasswordPage') },
  /** The page the reset e-mail links to; the token travels after '#' (api: password-reset.service.ts). */
  resetPassword: { path: '/reset-password', page: page('features/account/reset-password-page', 'ResetPasswordPage') },
  contact: { path: '/contact', page: page('features/contact/contact-page', 'ContactPage', 'loadContact') },
  createAccount: { path: legacy('Create Account', 'create-account'), page: page('features/account/register-page', 'RegisterPage') },
  aboutUs: { path: legacy('About Us', 'about-us'), page: page('features/content/about-page', 'AboutPage', 'loadAboutUs') },
  shopByBrand: { path: legacy('Shop by Brand', 'shop-by-brand'), page: page('features/content/brands-page', 'BrandsPage', 'loadBrands') },
  siteMap: { path: legacy('Site Map', 'site-map'), page: page('features/content/site-map-page', 'SiteMapPage', 'loadSiteMap') },
  termsOfServices: legacy('Terms Of Services', 'terms-of-services'),
  privacyPolicy: legacy('Privacy Policy', 'privacy-policy'),
  cookiesPolicy: legacy('Cookies Policy', 'cookies-policy'),
  /** The brand page, /{BrandName}/{BrandSlug}. */
  brand: { path: route(':first/:slug', (name: string, slug: string) => legacy(name, slug)), sitemap: 'brands' },
  /** A sub-category page, as the mega-menu links it. */
  subCategoryPage: {
    path: route('subcategory/:slug', (subCategorySlug: string) => `/subcategory/${subCategorySlug}`),
    sitemap: 'subCategories',
  },
  // Listings.
  /** The search results page (a listing: filters, sort, pages). */
  searchResults: route('search', (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search')),
  /** A category card's sub-category, /subcategory/{CategorySlug}/{SubCategorySlug}. */
  subCategoryOf: route(
    'subcategory/:first/:slug',
    (categorySlug: string, subCategorySlug: string) => `/subcategory/${categorySlug}/${subCategorySlug}`,
  ),
  /** A parent item's listing, /subcategory/{SubCategorySlug}/{parentItemSlug} (mega-menu links). */
  parentItem: {
    path: route(
      'subcategory/:first/:slug',
      (subCategorySlug: string, parentItemSlug: string) => `/subcategory/${subCategorySlug}/${parentItemSlug}`,
    ),
    sitemap: 'parentItems',
  },
  /** The brand page's sub-category links: the legacy literal /department/dep/cat/{SubCategorySlug}. */
  brandSubCategory: (subCategorySlug: string) => `/department/dep/cat/${subCategorySlug}`,
  /** A collection's page (Latest Deals link /collections/{slug}). */
  collection: route('collections/:slug', (slug: string) => `/collections/${slug}`),
  upload: (area: string, file: string) => `/uploads/${area}/${encodeURIComponent(file)}`,
  /**
   * srcset of an uploaded image's scaled WebP copies (the server makes them: /uploads/{area}/{file}?w=N) up to
   * `largest` px wide; the original closes the list when its natural width is known and wider.
   */
  uploadSrcSet: (area: string, file: string, largest: number, natural?: number | null) => {
    const url = `/uploads/${area}/${encodeURIComponent(file)}`;
    const widths = UPLOAD_WIDTHS.filter((w) => w <= largest && (!natural || w < natural));
    return [...widths.map((w) => `${url}?w=${w} ${w}w`), ...(natural && natural > (widths.at(-1) ?? 0) ? [`${url} ${natural}w`] : [])].join(
      ', ',
    );
  },
  // My Account: the customer's pages after hydration; a guest's order from the confirmation link.
  accountOrders: { path: '/account/orders', page: page('features/account/orders-page', 'OrdersPage') },
  /** One of the customer's orders (the API's accountOrderPath). */
  accountOrder: {
    path: route('account/orders/:id', (id: number) => `/account/orders/${id}`),
    page: page('features/account/order-page', 'OrderPage'),
  },
  /** The printable VAT invoice of one of the customer's orders. */
  accountOrderInvoice: {
    path: route('account/orders/:id/invoice', (id: number) => `/account/orders/${id}/invoice`),
    page: page('features/account/invoice-page', 'InvoicePage'),
  },
  /** The customer's reward points: balance and history. */
  accountPoints: { path: '/account/points', page: page('features/account/points-page', 'PointsPage') },
  accountWishlist: { path: '/account/wishlist', page: page('features/account/wishlist-page', 'WishlistPage') },
  accountAddresses: { path: '/account/addresses', page: page('features/account/addresses-page', 'AddressesPage') },
  accountPrivacy: { path: '/account/privacy', page: page('features/account/privacy-page', 'PrivacyPage') },
  /** A guest's order page; the access token travels in the fragment (#t=), never in the query, so no log keeps it. */
  guestOrder: {
    path: route(
      'order/:id',
      (id: number, accessToken?: string) => `/order/${id}${accessToken ? `#t=${encodeURIComponent(accessToken)}` : ''}`,
    ),
    page: page('features/account/order-page', 'GuestOrderPage'),
  },
  /** A guest's VAT invoice; the access token travels in the fragment like the order page's. */
  guestOrderInvoice: {
    path: route(
      'order/:id/invoice',
      (id: number, accessToken?: string) => `/order/${id}/invoice${accessToken ? `#t=${encodeURIComponent(accessToken)}` : ''}`,
    ),
    page: page('features/account/invoice-page', 'GuestInvoicePage'),
  },
} as const satisfies Record<string, Path | Declared>;

type Routes = typeof routes;
/** A declaration's path or link builder. */
type PathOf<D> = D extends { readonly path: infer P } ? P : D;

const declarations = Object.entries(routes as Record<string, Path | Declared>).map(([name, d]) =>
  typeof d === 'object' ? { name, ...d } : { name, path: d },
);

/** The route pattern of a declared path: a link builder's own, or a fixed path's below the root ('' for the home page). */
const patternOfPath = (path: Path) => (typeof path === 'string' ? patternOf(path) : path.pattern);

/** Every storefront path, named once, with its link builder; the route table takes its patterns from here. */
export const paths = Object.fromEntries(declarations.map((d) => [d.name, d.path])) as { readonly [K in keyof Routes]: PathOf<Routes[K]> };

/**
 * The storefront's pages as the router declares them (app/routes.tsx): each route's pattern ('' for the home
 * page) and page, in the order declared.
 */
export const pageRoutes = declarations.flatMap(({ name, path, page }) => {
  const pattern = patternOfPath(path);
  if (!page) return [];
  if (pattern === undefined) throw new Error(`paths.${name} has a page but no pattern`);
  return [{ pattern, page }];
});

/**
 * The routes /sitemap.xml lists: a fixed page's path as links write it, or a pattern ('/department/:slug') and
 * the API's catalogue listing that fills it. The API reads its copy, written by `npm run generate`
 * (api/src/modules/content/storefront/sitemap-routes.ts). Marked pure: the shop's bundles, which never read it, leave it out.
 */
export const sitemapRoutes = /* @__PURE__ */ declarations.flatMap(({ name, path, sitemap }): { path: string; list: SitemapList }[] => {
  if (!sitemap) return [];
  if (sitemap === 'page') {
    if (typeof path !== 'string') throw new Error(`paths.${name}: only a fixed path is listed as a page`);
    return [{ path, list: sitemap }];
  }
  const pattern = patternOfPath(path);
  if (pattern === undefined) throw new Error(`paths.${name} is listed by ${sitemap} but has no pattern`);
  return [{ path: `/${pattern}`, list: sitemap }];
});

/** The back office's root; its screens are child routes below it. */
const DASHBOARD = '/dashboard';

/** A back-office screen's path with the query left off, as the dashboard's route table declares it: '/dashboard/add/product' → 'add/product'. */
export const dashboardPatternOf = (path: string) => path.slice(DASHBOARD.length + 1).split('?')[0];

/** The back office's screens (client-rendered under /dashboard/*), named once; builders carry their child route's pattern. */
export const dashboardPaths = {
  home: DASHBOARD,
  /** The storefront route table's pattern: the back office routes its own screens. */
  pattern: `${DASHBOARD}/*`,
  /** A data set's generic list page, or any sidebar section's screen, by its path ('colors', 'add/product'). */
  section: route(':section', (section: string) => `${DASHBOARD}/${section}`),
  products: `${DASHBOARD}/products`,
  /** The product list searched for a name or code. */
  productSearch: route('products', (query: string) => `${DASHBOARD}/products?q=${encodeURIComponent(query)}`),
  lowStock: `${DASHBOARD}/products?stock=low`,
  product: route('products/:id', (id: number) => `${DASHBOARD}/products/${id}`),
  addProduct: `${DASHBOARD}/add/product`,
  productImport: `${DASHBOARD}/products/import`,
  prices: `${DASHBOARD}/prices`,
  ratings: `${DASHBOARD}/ratings`,
  stock: `${DASHBOARD}/stock`,
  orders: `${DASHBOARD}/orders`,
  order: route('orders/:id', (id: number) => `${DASHBOARD}/orders/${id}`),
  users: `${DASHBOARD}/users`,
  contactMessages: `${DASHBOARD}/contact-messages`,
  profile: `${DASHBOARD}/profile`,
  settings: `${DASHBOARD}/settings`,
  auditLog: `${DASHBOARD}/audit-log`,
} as const;
