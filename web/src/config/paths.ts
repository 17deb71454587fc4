/** A legacy path with spaces and '&' (/Shipping & Delivery/shipping-delivery), as a valid URL. */
const legacy = (...segments: string[]) => encodeURI(`/${segments.join('/')}`);

/** Every storefront route the web app links to, named once. */
export const paths = {
  home: '/',
  products: '/products',
  login: '/login',
  register: '/register',
  cart: '/cart',
  account: '/account',
  dashboard: '/dashboard',
  /** The product page (the spec's /products/{slug} links from Latest Deals lead here too). */
  product: (slug: string) => `/product/${slug}`,
  /** A tile of the Collections grid, /{collectionListName}/{collectionListSlug}. */
  collectionTile: (name: string, slug: string) => legacy(name, slug),
  ebinBestSeller: legacy('Ebin Best Seller', 'ebin-best-seller'),
  dressmakerExtensions: legacy('Dressmaker European Hair Extention', 'dressmaker-european-hair-extensions'),
  /** The category page (sub-category cards), as the category bar and mega-menu link it. */
  categoryPage: (categorySlug: string) => `/subcategory/${categorySlug}`,
  department: (departmentSlug: string) => `/department/${departmentSlug}`,
  category: (departmentSlug: string, categorySlug: string) => `/department/${departmentSlug}/${categorySlug}`,
  subCategory: (departmentSlug: string, categorySlug: string, subCategorySlug: string) => `/department/${departmentSlug}/${categorySlug}/${subCategorySlug}`,
  /** A footer link's page, /{FooterSubtitle}/{FooterSubtitleSlug} (the legacy paths keep their spaces and '&'). */
  footerPage: (subtitle: string, slug: string) => legacy(subtitle, slug),
  shippingDelivery: legacy('Shipping & Delivery', 'shipping-delivery'),
  returnsRefunds: legacy('Return & Refunds', 'return-refunds'),
  contactUs: legacy('Contact Us', 'contact-us'),
  faq: legacy('Faq', 'faq'),
  // Header slice: the mega-menu's links (spec: /subcategory/{SubCategorySlug} and /subcategory/{SubCategorySlug}/{parentItemSlug}) and the search results page.
  /** A sub-category page, as the mega-menu links it. */
  subCategoryPage: (subCategorySlug: string) => `/subcategory/${subCategorySlug}`,
  /** A parent item's product listing, as the mega-menu links it. */
  parentItemPage: (subCategorySlug: string, parentItemSlug: string) => `/subcategory/${subCategorySlug}/${parentItemSlug}`,
  /** The full search results page for a text. */
  search: (query: string) => `/search?q=${encodeURIComponent(query)}`,
  upload: (area: string, file: string) => `/uploads/${area}/${encodeURIComponent(file)}`,
} as const;
