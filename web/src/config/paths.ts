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

/** Every storefront route the web app links to, named once; the route table takes its patterns from here. */
export const paths = {
  home: '/',
  products: '/products',
  login: '/login',
  register: '/register',
  cart: '/cart',
  account: '/account',
  /** The product page (Latest Deals' /products/{slug} links lead here too). */
  product: route('product/:slug', (slug: string) => `/product/${slug}`),
  /** A tile of the Collections grid, /{collectionListName}/{collectionListSlug}. */
  collectionTile: (name: string, slug: string) => legacy(name, slug),
  ebinBestSeller: legacy('Ebin Best Seller', 'ebin-best-seller'),
  dressmakerExtensions: legacy('Dressmaker European Hair Extention', 'dressmaker-european-hair-extensions'),
  /** The category page (sub-category cards), as the category bar and mega-menu link it. */
  categoryPage: route('subcategory/:slug', (categorySlug: string) => `/subcategory/${categorySlug}`),
  department: route('department/:slug', (departmentSlug: string) => `/department/${departmentSlug}`),
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
  footerPage: (subtitle: string, slug: string) => legacy(FIXED_FOOTER_SEGMENTS.get(slug) ?? subtitle, slug),
  shippingDelivery: legacy('Shipping & Delivery', 'shipping-delivery'),
  returnsRefunds: legacy('Return & Refunds', 'return-refunds'),
  contactUs: legacy('Contact Us', 'contact-us'),
  faq: legacy('Faq', 'faq'),
  /** The Track Your Order footer page, with its form that mails a lost order link again. */
  trackYourOrder: legacy('Track Your Order', 'track-your-order'),
  // Product page and basket:
  checkout: '/checkout',
  /** After placing an order: its number, how to pay and where to follow it (kept in session storage). */
  checkoutConfirmation: '/checkout/confirmation',
  /** The Collections page (/get/collections). */
  collections: '/get/collections',
  // Accounts and content.
  forgetPassword: '/forgetpass',
  /** The page the reset e-mail links to; the token travels after '#' (api: password-reset.service.ts). */
  resetPassword: '/reset-password',
  contact: '/contact',
  createAccount: legacy('Create Account', 'create-account'),
  aboutUs: legacy('About Us', 'about-us'),
  shopByBrand: legacy('Shop by Brand', 'shop-by-brand'),
  siteMap: legacy('Site Map', 'site-map'),
  termsOfServices: legacy('Terms Of Services', 'terms-of-services'),
  privacyPolicy: legacy('Privacy Policy', 'privacy-policy'),
  cookiesPolicy: legacy('Cookies Policy', 'cookies-policy'),
  /** The brand page, /{BrandName}/{BrandSlug}. */
  brand: (name: string, slug: string) => legacy(name, slug),
  /** A sub-category page, as the mega-menu links it. */
  subCategoryPage: (subCategorySlug: string) => `/subcategory/${subCategorySlug}`,
  // Listings.
  /** The search results page (a listing: filters, sort, pages). */
  searchResults: route('search', (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search')),
  /** A category card's sub-category, /subcategory/{CategorySlug}/{SubCategorySlug}. */
  subCategoryOf: route(
    'subcategory/:first/:slug',
    (categorySlug: string, subCategorySlug: string) => `/subcategory/${categorySlug}/${subCategorySlug}`,
  ),
  /** A parent item's listing, /subcategory/{SubCategorySlug}/{parentItemSlug} (mega-menu links). */
  parentItem: (subCategorySlug: string, parentItemSlug: string) => `/subcategory/${subCategorySlug}/${parentItemSlug}`,
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
  accountOrders: '/account/orders',
  /** One of the customer's orders (the API's accountOrderPath). */
  accountOrder: route('account/orders/:id', (id: number) => `/account/orders/${id}`),
  /** The printable VAT invoice of one of the customer's orders. */
  accountOrderInvoice: route('account/orders/:id/invoice', (id: number) => `/account/orders/${id}/invoice`),
  /** The customer's reward points: balance and history. */
  accountPoints: '/account/points',
  accountWishlist: '/account/wishlist',
  accountAddresses: '/account/addresses',
  accountPrivacy: '/account/privacy',
  /** A guest's order page; the access token travels in the fragment (#t=), never in the query, so no log keeps it. */
  guestOrder: route(
    'order/:id',
    (id: number, accessToken?: string) => `/order/${id}${accessToken ? `#t=${encodeURIComponent(accessToken)}` : ''}`,
  ),
  /** A guest's VAT invoice; the access token travels in the fragment like the order page's. */
  guestOrderInvoice: route(
    'order/:id/invoice',
    (id: number, accessToken?: string) => `/order/${id}/invoice${accessToken ? `#t=${encodeURIComponent(accessToken)}` : ''}`,
  ),
} as const;

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
