/** Every storefront route the web app links to, named once. */
export const paths = {
  home: '/',
  products: '/products',
  login: '/login',
  cart: '/cart',
  department: (departmentSlug: string) => `/department/${departmentSlug}`,
  category: (departmentSlug: string, categorySlug: string) => `/department/${departmentSlug}/${categorySlug}`,
  subCategory: (departmentSlug: string, categorySlug: string, subCategorySlug: string) => `/department/${departmentSlug}/${categorySlug}/${subCategorySlug}`,
  upload: (area: string, file: string) => `/uploads/${area}/${encodeURIComponent(file)}`,
} as const;
