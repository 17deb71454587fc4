import { jest } from '@jest/globals';
import { StoreDepartmentMenuDocument, StoreNavbarDocument } from '../../generated/graphql';

/** Test data for the department bar and the drawer: six departments, two of them with a panel to load. */
export const DEPARTMENTS = ['Hair', 'Skin Care', 'Make-up', 'Fragrance', 'Bath & Body', 'Men'];
const slugOf = (name: string) => name.toLowerCase().replace(/ & /g, '-').replace(/ /g, '-');

export const navbar = {
  request: { query: StoreNavbarDocument },
  result: {
    data: {
      menu: DEPARTMENTS.map((name, i) => ({ __typename: 'Department', id: i + 1, code: `D${i + 1}`, name, slug: slugOf(name) })),
    },
  },
};

const category = (id: number, name: string, slug: string, subs: [number, string, string][]) => ({
  __typename: 'Category',
  id,
  name,
  slug,
  subCategories: subs.map(([subId, subName, subSlug]) => ({ __typename: 'SubCategory', id: subId, name: subName, slug: subSlug })),
});

export const makeUpMenu = jest.fn(() => ({
  data: {
    departmentBySlug: {
      __typename: 'Department',
      id: 3,
      categories: [
        category(12, 'Face', 'face', [
          [31, 'Foundation', 'foundation'],
          [32, 'Concealer', 'concealer'],
        ]),
        category(14, 'Lips', 'lips', [[41, 'Lipstick', 'lipstick']]),
      ],
      topBrands: [
        { __typename: 'Brand', id: 5, name: 'Velvet Harbour', slug: 'velvet-harbour' },
        { __typename: 'Brand', id: 6, name: 'Marlow Grey', slug: 'marlow-grey' },
      ],
    },
  },
}));

export const hairMenu = jest.fn(() => ({
  data: {
    departmentBySlug: {
      __typename: 'Department',
      id: 1,
      categories: [category(1, 'Shampoo & Conditioner', 'shampoo-conditioner', [[2, 'Shampoo', 'shampoo']])],
      topBrands: [],
    },
  },
}));

export const menuMocks = [
  { request: { query: StoreDepartmentMenuDocument, variables: { slug: 'make-up' } }, result: makeUpMenu, maxUsageCount: 5 },
  { request: { query: StoreDepartmentMenuDocument, variables: { slug: 'hair' } }, result: hairMenu, maxUsageCount: 5 },
];
