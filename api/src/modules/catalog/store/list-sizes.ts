/**
 * How long the catalogue's lists grow for one parent, as the query cost counts them (`ListSize`):
 * sizes to expect, about twice the demo's largest, not caps the resolvers enforce (a tree rarely has
 * every branch at its largest, and multiplying the largest of each level would refuse the storefront's
 * own menu). The demo has at most 6 departments, 6 categories to a department, 4 sub-categories to a
 * category, 3 parent items to a sub-category and 12 products to a parent item.
 */
export const LIST_SIZES = {
  departments: 10,
  categoriesPerDepartment: 8,
  navbarCategories: 40,
  subCategoriesPerCategory: 6,
  parentItemsPerSubCategory: 10,
  productsPerParentItem: 20,
  /** The header panel's brand column: a department's brands with the most products (a cap the service keeps). */
  topBrandsPerDepartment: 6,
  brandLetters: 27,
  brandsPerLetter: 20,
  subCategoriesOfBrand: 20,
  /** Entries of one filter list (brands, colours, shades, ...) of a sub-category. */
  filterOptions: 50,
} as const;
