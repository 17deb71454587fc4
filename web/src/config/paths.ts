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
  // Listings (slice "listings").
  /** The search results page (a listing: filters, sort, pages). */
  searchResults: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  /** A category card's sub-category, /subcategory/{CategorySlug}/{SubCategorySlug}. */
  subCategoryOf: (categorySlug: string, subCategorySlug: string) => `/subcategory/${categorySlug}/${subCategorySlug}`,
  /** A parent item's listing, /subcategory/{SubCategorySlug}/{parentItemSlug} (mega-menu links). */
  parentItem: (subCategorySlug: string, parentItemSlug: string) => `/subcategory/${subCategorySlug}/${parentItemSlug}`,
  /** The brand page, /{BrandName}/{BrandSlug}. */
  brand: (name: string, slug: string) => legacy(name, slug),
  /** The brand page's sub-category links: the spec's literal /department/dep/cat/{SubCategorySlug}. */
  brandSubCategory: (subCategorySlug: string) => `/department/dep/cat/${subCategorySlug}`,
  /** A collection's page (Latest Deals link /collections/{slug}). */
  collection: (slug: string) => `/collections/${slug}`,
  upload: (area: string, file: string) => `/uploads/${area}/${encodeURIComponent(file)}`,
} as const;
