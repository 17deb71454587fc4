import type { Request } from 'express';
import { idParam } from './legacy-input';
import { optionsFieldOf, type ProductLink } from '../common/product-link';
import type { LegacyRoute } from './route';
import { legacyProduct, PRODUCT_FIELDS } from './store-product';

const q = (req: Request, name: string): string | null => (typeof req.query[name] === 'string' ? (req.query[name] as string) : null);
const required = (req: Request, name: string): string => {
  const value = q(req, name)?.trim();
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const SUB =
  'SubCategoryID: id SubCategoryCode: code SubCategorySlug: slug SubCategoryTitle: title SubCategoryName: name SubCategoryImage: fileName';
const PARENT = 'ParentItemID: id ParentItemCode: code ParentItemSlug: slug ParentItemTitle: title ParentItemImage: fileName';
const products = (items: unknown[]) => (items as Parameters<typeof legacyProduct>[0][]).map(legacyProduct);

type Filter = { path: string; field: string; select: string; fallback: string; brandSlug?: boolean };
const filtersOf = (productLinks: readonly ProductLink[]): Filter[] => [
  ...productLinks
    .filter((l) => l.filter && l.legacy)
    .map((l): Filter => ({
      path: l.key,
      field: optionsFieldOf(l),
      select: [
        `${l.legacy!.code}: code`,
        ...l.legacy!.names.map((n) => `${n}: name`),
        ...(l.hasHex ? ['HexCode: hexCode'] : []),
        'Count: count',
      ].join(' '),
      fallback: `Failed to fetch ${optionsFieldOf(l)}`,
      brandSlug: l.narrowedByBrand,
    })),
  {
    path: 'price',
    field: 'prices',
    select: 'Label: label MinPrice: minPrice MaxPrice: maxPrice Count: count',
    fallback: 'Failed to fetch prices',
  },
];

/** The public storefront rows of the legacy REST table; a `/filter/<key>` row for each filter link with legacy names. */
export const storeRoutes = (productLinks: readonly ProductLink[]): LegacyRoute[] => [
  {
    // Two legacy rows share GET /get/category: with a `search` parameter (even empty) it answers the
    // departments with their categories; without one, the flat category list.
    method: 'GET',
    path: '/get/category',
    access: 'public',
    summary: 'Departments with their categories (when `search` is given)',
    when: (req) => 'search' in req.query,
    document: `query LegacyStoreDepartments($options: DepartmentListOptions) { departments(options: $options) { items {
      DepartmentID: id DepartmentName: name DepartmentSlug: slug DepartmentCode: code DepImage: fileName
      Categories: categories { CategoryID: id CategoryName: name CategorySlug: slug Subcategories: subCategories { SubCategoryID: id SubCategoryName: name SubCategorySlug: slug } } } } }`,
    variables: (req) => ({ options: { take: 100, skip: 0, ...(q(req, 'search')?.trim() ? { search: q(req, 'search') } : {}) } }),
    pick: (d) => d.departments.items,
    allPages: true,
    query: ['BranchCode', 'search'],
    fallback: 'Failed to fetch user departments',
  },
  {
    method: 'GET',
    path: '/get/category',
    access: 'public',
    summary: 'All active categories (without `search`)',
    document: `query LegacyStoreCategories($options: CategoryListOptions) { categories(options: $options) { items {
      CategoryID: id id CategoryCode: code CategorySlug: slug CategoryTitle: title CategoryName: name CategoryImage: fileName department { code } } } }`,
    variables: () => ({ options: { take: 100, skip: 0 } }),
    pick: (d) =>
      d.categories.items.map(({ department, ...c }: { department: { code: string } | null }) => ({
        ...c,
        DepCode: department?.code ?? null,
      })),
    allPages: true,
    query: ['BranchCode'],
    fallback: 'Failed to fetch user categories',
  },
  {
    method: 'GET',
    path: '/get/navbar',
    access: 'public',
    summary: 'Navbar categories with sub-categories and their parent items',
    document: `query LegacyNavbar($code: String) { navbarCategories(categoryCode: $code) {
      CategoryID: id CategoryCode: code CategoryName: name CategorySlug: slug
      Subcategories: subCategories { ${SUB} InvParentItem: parentItems { ParentItemID: id ParentItemSlug: slug ParentItemTitle: title } } } }`,
    variables: (req) => ({ code: q(req, 'CategoryCode')?.trim() || null }),
    pick: (d) => d.navbarCategories,
    query: ['BranchCode', 'CategoryCode'],
    fallback: 'Failed to fetch user categories',
  },
  {
    method: 'GET',
    path: '/get/subCategory/:CategorySlug',
    access: 'public',
    summary: "A category's sub-categories",
    document: `query LegacySubCategories($slug: String!) { categoryBySlug(slug: $slug) { code subCategories { ${SUB} InvParentItem: parentItems { ParentItemID: id ParentItemSlug: slug ParentItemTitle: title } } } }`,
    variables: (req) => ({ slug: req.params.CategorySlug }),
    pick: (d) => d.categoryBySlug.subCategories.map((s: object) => ({ ...s, CategoryCode: d.categoryBySlug.code })),
    query: ['BranchCode'],
    fallback: 'Failed to fetch user categories',
  },
  {
    method: 'GET',
    path: '/get/parentitem/:SubCategorySlug',
    access: 'public',
    summary: "A sub-category's parent items",
    document: `query LegacyParentItems($slug: String!) { subCategoryBySlug(slug: $slug) { code parentItems { ${PARENT} } } }`,
    variables: (req) => ({ slug: req.params.SubCategorySlug }),
    pick: (d) => d.subCategoryBySlug.parentItems.map((p: object) => ({ ...p, SubCategoryCode: d.subCategoryBySlug.code })),
    query: ['BranchCode'],
    fallback: 'Failed to fetch products by subcategory',
  },
  {
    method: 'GET',
    path: '/get/products/:parentItemSlug',
    access: 'public',
    summary: "A parent item's products",
    document: `query LegacyParentItemProducts($slug: String!) { parentItemBySlug(slug: $slug) { products { ${PRODUCT_FIELDS} } } }`,
    variables: (req) => ({ slug: req.params.parentItemSlug }),
    pick: (d) => products(d.parentItemBySlug.products),
    query: ['BranchCode'],
    fallback: 'Failed to fetch products by subcategory',
  },
  {
    method: 'GET',
    path: '/get/products/:productId/:productSlug',
    access: 'public',
    summary: 'Product detail',
    document: `query LegacyProduct($id: Int, $slug: String) { storeProduct(id: $id, slug: $slug) { ${PRODUCT_FIELDS} } }`,
    variables: (req) => ({ id: idParam({ params: { id: req.params.productId } } as unknown as Request), slug: req.params.productSlug }),
    pick: (d) => legacyProduct(d.storeProduct),
    query: ['BranchCode'],
    fallback: 'Failed to fetch product details',
  },
  {
    method: 'GET',
    path: '/search',
    access: 'public',
    summary: 'Search products (searchquery)',
    document: `query LegacySearch($query: String!, $page: PageInput) { search(query: $query, page: $page) { items { ${PRODUCT_FIELDS} } } }`,
    variables: (req) => ({ query: q(req, 'searchquery') ?? '', page: { take: 100, skip: 0 } }),
    pick: (d) => products(d.search.items),
    query: ['searchquery', 'BranchCode'],
    fallback: 'Failed to fetch products',
  },
  {
    method: 'GET',
    path: '/get/collection/products/:slug',
    access: 'public',
    summary: "Products of 'new-arrivals', 'trending' or a listed collection",
    document: `query LegacyCollectionProducts($slug: String!, $page: PageInput) { collectionProducts(slug: $slug, page: $page) { items { ${PRODUCT_FIELDS} } } }`,
    variables: (req) => ({ slug: req.params.slug, page: { take: 100, skip: 0 } }),
    pick: (d) => products(d.collectionProducts.items),
    query: ['BranchCode'],
    fallback: 'Something went wrong',
  },
  {
    method: 'GET',
    path: '/get/brands',
    access: 'public',
    summary: 'Active brands keyed by their letter, sorted',
    document: 'query LegacyBrands { brandGroups { letter brands { BrandID: id BrandName: name BrandSlug: slug BrandImage: fileName } } }',
    pick: (d) => Object.fromEntries(d.brandGroups.map((g: { letter: string; brands: unknown[] }) => [g.letter, g.brands])),
    query: ['BranchCode'],
    fallback: 'Failed to fetch brands',
  },
  {
    method: 'GET',
    path: '/get/brand/Subcategories',
    access: 'public',
    summary: 'The sub-categories where a brand has products (BrandSlug)',
    document: `query LegacyBrandSubCategories($slug: String!) { brandSubCategories(brandSlug: $slug) { ${SUB} } }`,
    variables: (req) => ({ slug: required(req, 'BrandSlug') }),
    pick: (d) => d.brandSubCategories,
    query: ['BranchCode', 'BrandSlug'],
    fallback: 'Failed to fetch brands',
  },
  ...filtersOf(productLinks).map((f): LegacyRoute => ({
    method: 'GET',
    path: `/filter/${f.path}`,
    access: 'public',
    summary: `${f.field} of a sub-category's products, with counts`,
    document: `query LegacyFilter${f.field}($sub: String!, $brand: String) { filterOptions(subCategorySlug: $sub, brandSlug: $brand) { ${f.field} { ${f.select} } } }`,
    variables: (req) => ({ sub: required(req, 'SubCategorySlug'), brand: f.brandSlug ? q(req, 'BrandSlug')?.trim() || null : null }),
    pick: (d) => d.filterOptions[f.field],
    query: ['BranchCode', 'SubCategorySlug', ...(f.brandSlug ? ['BrandSlug'] : [])],
    fallback: f.fallback,
  })),
  {
    method: 'GET',
    path: '/product/:ItemId',
    access: 'public',
    summary: 'A product as the basket adds it',
    document: 'query LegacyCartItem($id: Int) { storeProduct(id: $id) { id name salePrice discountedPrice galleryImages stockQuantity } }',
    variables: (req) => ({ id: idParam({ params: { id: req.params.ItemId } } as unknown as Request) }),
    pick: ({ storeProduct: p }) => ({
      ItemName: p.name,
      ItemId: p.id,
      SalePrice: p.salePrice,
      DiscountedPrice: p.discountedPrice,
      fileName: String(p.galleryImages).split(',')[0] || null,
      StockQuantity: p.stockQuantity,
    }),
    fallback: 'Failed to fetch product details',
  },
  ...(['pieces', 'fabrics'] as const).map((many): LegacyRoute => {
    const one = many === 'pieces' ? 'Piece' : 'Fabric';
    return {
      method: 'GET',
      path: `/${many}`,
      access: 'public',
      summary: `Active ${many}`,
      document: `query LegacyStore${one}s($options: ${one}ListOptions) { ${many}(options: $options) { items { ${one}ID: id ${one}Code: code ${one}Name: name ${one}Image: fileName } } }`,
      variables: () => ({ options: { take: 100, skip: 0 } }),
      pick: (d) => d[many].items,
      allPages: true,
      query: ['BranchCode'],
      fallback: `Failed to fetch ${one.toLowerCase()}`,
    };
  }),
];
