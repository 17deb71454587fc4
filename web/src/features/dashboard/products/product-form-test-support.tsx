import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeServer, type Answer } from '../../../testing/test-support';
import { ProductFormPage } from './product-form-page';

/** The product form's tests' server: its choices, category tree and saved product, and the form rendered on a route. */
const list = (typename: string, rows: [number, string][]) => ({
  __typename: `${typename}List`,
  items: rows.map(([id, name]) => ({ __typename: typename, id, name })),
});
const CHOICES = {
  brands: list('Brand', [[3, 'Glow Lab']]),
  colors: list('Color', [
    [4, 'Rose Pink'],
    [5, 'Nude'],
  ]),
  sizes: list('Size', []),
  weights: list('Weight', [[6, '50 ml']]),
  volumes: list('Volume', []),
  itemTypes: list('ItemType', [[7, 'Lipstick']]),
  fragrances: list('Fragrance', []),
  shades: list('Shade', [[8, 'Coral']]),
  flavors: list('Flavor', []),
  vendors: list('Vendor', [[9, 'Acme Supplies']]),
  productClasses: list('ProductClass', [[10, 'Standard VAT']]),
  productLocations: list('ProductLocation', [[11, 'Warehouse A']]),
  collections: list('Collection', [
    [12, 'Summer Edit'],
    [13, 'Gift Ideas'],
  ]),
};
const image = { fileName: null, imageWidth: null, imageHeight: null };
const tree = {
  departments: [{ __typename: 'Department', id: 1, code: 'DEP-1', name: 'Beauty', slug: 'beauty', isActive: true, position: 0, ...image }],
  categories: [
    {
      __typename: 'Category',
      id: 2,
      code: 'CAT-2',
      title: 'Make-up',
      name: 'Make-up',
      slug: 'make-up',
      isActive: true,
      position: 0,
      ...image,
      departmentId: 1,
      department: { __typename: 'Department', id: 1, name: 'Beauty' },
    },
  ],
  subCategories: [
    {
      __typename: 'SubCategory',
      id: 3,
      code: 'SUB-3',
      title: 'Lips',
      name: 'Lips',
      slug: 'lips',
      isActive: true,
      position: 0,
      ...image,
      categoryId: 2,
      category: { __typename: 'Category', id: 2, title: 'Make-up', departmentId: 1 },
    },
  ],
  parentItems: [
    {
      __typename: 'ParentItem',
      id: 4,
      code: 'PIT-4',
      title: 'Lipsticks',
      slug: 'lipsticks',
      isActive: true,
      position: 0,
      ...image,
      subCategoryId: 3,
      subCategory: {
        __typename: 'SubCategory',
        id: 3,
        title: 'Lips',
        categoryId: 2,
        category: { __typename: 'Category', id: 2, departmentId: 1 },
      },
    },
  ],
};

const PRODUCT = {
  __typename: 'Product',
  id: 5,
  name: 'Velvet Lipstick',
  slug: 'velvet-lipstick',
  code: 'PRD-0005',
  title: null,
  barCodeFormat: 'EAN-13 5012345678900',
  barCodeFormatOK: true,
  parentItemId: 4,
  parentItem: {
    __typename: 'ParentItem',
    id: 4,
    subCategoryId: 3,
    subCategory: { __typename: 'SubCategory', id: 3, categoryId: 2, category: { __typename: 'Category', id: 2, departmentId: 1 } },
  },
  brandId: 3,
  gallery: ['front.webp', 'side.webp'],
  mainImage: 'front.webp',
  salePrice: 20,
  costPrice: 8,
  wholeSalePrice: null,
  discountInAmount: 5,
  discountInPercent: 25,
  colorId: 4,
  sizeId: null,
  weightId: 6,
  volumeId: null,
  itemTypeId: 7,
  fragranceId: null,
  shadeId: 8,
  flavorId: null,
  finishCoverage: 'Matte',
  shortDescription: 'A soft matte lipstick.',
  detailedDescription: null,
  productBenefits: 'Long wear',
  ingredients: 'Shea butter',
  productFeatures: null,
  howToUse: 'Apply to lips.',
  dermatologicallyTested: true,
  hypoallergenic: false,
  organic: false,
  vegan: true,
  crueltyFree: true,
  stockQuantity: 14,
  shelfCode: 'B-3',
  productLocationId: 11,
  vendorId: 9,
  productClassId: 10,
  batchNumber: 'LOT-22',
  expiryDate: '2027-03-31',
  shippingWeightGrams: 80,
  lengthCm: 9,
  widthCm: 2.5,
  heightCm: 2.5,
  productPoints: 20,
  isActive: true,
  collections: [{ __typename: 'Collection', id: 13 }],
};

type Handler = (name: string, variables: Record<string, unknown>) => Answer | undefined;

/** A back-office list query's answer: one page holding every item given. */
const listAnswer = (field: string, typename: string, items: unknown[]) => ({
  data: { [field]: { __typename: typename, totalItems: 1, items } },
});

export function renderForm(url: string, handle: Handler = () => undefined) {
  const server = fakeServer((name, variables) => {
    const own = handle(name, variables);
    if (own) return own;
    const options = (variables.options ?? {}) as Record<string, number>;
    switch (name) {
      case 'AdminProductChoices':
        return { data: CHOICES };
      case 'AdminProduct':
        return { data: { product: { ...PRODUCT, id: variables.id } } };
      case 'AdminDepartments':
        return listAnswer('departments', 'DepartmentList', tree.departments);
      case 'AdminCategories':
        return listAnswer(
          'categories',
          'CategoryList',
          tree.categories.filter((c) => c.departmentId === options.departmentId),
        );
      case 'AdminSubCategories':
        return listAnswer(
          'subCategories',
          'SubCategoryList',
          tree.subCategories.filter((c) => c.categoryId === options.categoryId),
        );
      case 'AdminParentItems':
        return listAnswer(
          'parentItems',
          'ParentItemList',
          tree.parentItems.filter((c) => c.subCategoryId === options.subCategoryId),
        );
      case 'AdminSaveProduct':
        return {
          data: { saveProduct: { __typename: 'Product', id: variables.id ?? 77, slug: variables.id ? 'velvet-lipstick' : 'new-lipstick' } },
        };
      default:
        throw new Error(`unexpected ${name}`);
    }
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/add/product', element: <ProductFormPage /> },
      { path: '/dashboard/products/:id', element: <ProductFormPage /> },
      { path: '/dashboard/products', element: <p>The product list</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <ApolloProvider client={server.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  const sent = (operation: string) => server.received.filter((r) => r.operationName === operation).map((r) => r.variables);
  return { ...server, router, sent };
}
