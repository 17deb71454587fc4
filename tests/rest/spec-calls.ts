/**
 * Every call of the legacy shop's REST table, as that table lists it (paths relative to /api). {x} marks a path
 * parameter; `sample` fills it for a live request. `who`: the caller class docs/legacy-rest.md settles
 * (public, any logged-in user, staff).
 */
export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  who: 'public' | 'user' | 'staff';
  /** The envelope field the client reads. */
  key?: 'result' | 'aboutUs' | 'token';
}

const staff = (method: SpecCall['method'], path: string): SpecCall => ({ method, path, who: 'staff' });
const crud = (list: string, add: string, update: string, remove: string): SpecCall[] => [
  staff('GET', list),
  staff('POST', add),
  staff('PUT', update),
  staff('DELETE', remove),
];

export const specCalls: SpecCall[] = [
  // Public (no authorization)
  { method: 'GET', path: '/get/category', who: 'public' },
  { method: 'GET', path: '/get/navbar', who: 'public' },
  { method: 'GET', path: '/get/subCategory/{CategorySlug}', who: 'public' },
  { method: 'GET', path: '/get/parentitem/{SubCategorySlug}', who: 'public' },
  { method: 'GET', path: '/get/products/{parentItemSlug}', who: 'public' },
  { method: 'GET', path: '/search', who: 'public' },
  { method: 'GET', path: '/get/products/{productId}/{productSlug}', who: 'public' },
  { method: 'GET', path: '/get/banners', who: 'public' },
  { method: 'GET', path: '/get/collections', who: 'public' },
  { method: 'GET', path: '/get/collection/products/{slug}', who: 'public' },
  { method: 'GET', path: '/get/footer', who: 'public' },
  { method: 'GET', path: '/get/aboutus', who: 'public', key: 'aboutUs' },
  { method: 'GET', path: '/get/faq', who: 'public' },
  { method: 'GET', path: '/get/brands', who: 'public' },
  { method: 'GET', path: '/get/brand/Subcategories', who: 'public' },
  ...['brand', 'size', 'type', 'color', 'shade', 'weight', 'volume', 'fragrance', 'flavor', 'vendor', 'price'].map((f): SpecCall => ({
    method: 'GET',
    path: `/filter/${f}`,
    who: 'public',
  })),
  { method: 'GET', path: '/product/{ItemId}', who: 'public' },
  { method: 'GET', path: '/pieces', who: 'public' },
  { method: 'GET', path: '/fabrics', who: 'public' },
  { method: 'POST', path: '/register', who: 'public' },
  { method: 'POST', path: '/login', who: 'public', key: 'token' },
  { method: 'POST', path: '/password/forgot', who: 'public' },
  { method: 'GET', path: '/orders/{id}', who: 'public' },
  // With bearer authorization
  { method: 'GET', path: '/profile', who: 'user' },
  { method: 'PUT', path: '/password', who: 'user' },
  ...crud('/admin/get/banners', '/admin/add/banner', '/admin/update/banner/{id}', '/admin/delete/banner/{id}'),
  ...crud('/admin/get/departments', '/admin/add/department', '/admin/update/department/{id}', '/admin/delete/department/{id}'),
  ...crud('/admin/get/category', '/admin/add/category', '/admincategory/{id}', '/admin/delete/category/{id}'),
  ...crud('/admin/get/subcategory', '/admin/add/subcategory', '/adminsubcategory/{id}', '/admin/delete/subcategory/{id}'),
  ...crud('/admin/get/parentitems', '/admin/add/parentitem', '/parent-items/{id}', '/parent-items/{id}'),
  ...crud('/admin/get/colors', '/admin/add/color', '/colors/{id}', '/admin/delete/color/{id}'),
  ...crud('/admin/get/sizes', '/admin/add/size', '/sizes/{id}', '/admin/delete/size/{id}'),
  ...crud('/admin/get/types', '/admin/add/type', '/types/{id}', '/admin/delete/type/{id}'),
  ...crud('/admin/get/brands', '/admin/add/brand', '/brands/{id}', '/admin/delete/brand/{id}'),
  ...crud('/admin/get/pieces', '/pieces', '/pieces/{id}', '/admin/delete/piece/{id}'),
  ...crud('/admin/get/fabrics', '/fabrics', '/fabrics/{id}', '/admin/delete/fabric/{id}'),
  ...crud('/admin/get/shades', '/shades', '/shades/{id}', '/shades/{id}'),
  ...crud('/admin/get/weights', '/weights', '/weights/{id}', '/weights/{id}'),
  ...crud('/admin/get/volumes', '/volumes', '/volumes/{id}', '/volumes/{id}'),
  ...crud('/admin/get/fragrances', '/fragrances', '/fragrances/{id}', '/fragrances/{id}'),
  ...crud('/admin/get/order', '/orders', '/orders/{id}', '/orders/{id}'),
  staff('GET', '/admin/get/user'),
  staff('PUT', '/types/{id}'),
  staff('DELETE', '/types/{id}'),
  ...crud('/vendors', '/vendors', '/vendors/{id}', '/vendors/{id}'),
  ...crud('/admin/get/stock', '/stocks', '/stocks/{id}', '/stocks/{id}'),
  ...crud('/admin/get/productclass', '/product-classes', '/product-classes/{id}', '/product-classes/{id}'),
  ...crud('/admin/get/productlocation', '/product-locations', '/product-locations/{id}', '/product-locations/{id}'),
  ...crud('/admin/get/products', '/adminproduct', '/adminproduct/{id}', '/adminproduct/{id}'),
];

/** `/get/subCategory/{CategorySlug}` → `/get/subCategory/:CategorySlug` (express style). */
export const expressPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
