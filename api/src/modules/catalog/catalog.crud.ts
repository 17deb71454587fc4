import { defineCrud } from '../../common/crud/descriptor';
import { bool, int, ref, text, withLabels } from '../../common/crud/fields';
import { Category } from './category/category.entity';
import { Collection } from './collection/collection.entity';
import { Department } from './department/department.entity';
import { ParentItem } from './parent-item/parent-item.entity';
import { Review, REVIEW_STATUSES } from './review/review.entity';
import { refreshReviewFigures } from './review/review-rating';
import { SubCategory } from './sub-category/sub-category.entity';
import { productCrud } from './product/product.crud';
import { Product } from './product/product.entity';
import { stockCrud } from './stock/stock.crud';

const slug = () =>
  text({
    max: 160,
    lowerCase: true,
    pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
    patternMessage: 'Slug may hold only lower-case letters, digits and single hyphens',
  });
const node = { code: text({ max: 60 }), slug: slug(), isActive: bool(), position: int({ min: 0, max: 1_000_000 }) };
const tree = {
  searchField: 'name',
  sortFields: ['name', 'code', 'position'],
  defaultSort: { field: 'position', direction: 'ASC' as const },
  read: 'public' as const,
};

export const departmentCrud = defineCrud({
  entity: Department,
  one: 'department',
  many: 'departments',
  label: 'department',
  ...tree,
  fields: withLabels({ name: text({ max: 120, required: true }), ...node }),
  codePrefix: 'DEP',
  slugFrom: 'name',
  uploadArea: 'department',
});

export const categoryCrud = defineCrud({
  entity: Category,
  one: 'category',
  many: 'categories',
  label: 'category',
  ...tree,
  fields: withLabels({
    departmentId: ref({ entity: () => Department, required: true, label: 'Department', codeField: 'departmentCode' }),
    title: text({ max: 160, required: true }),
    name: text({ max: 120 }),
    ...node,
  }),
  copyWhenMissing: { name: 'title' },
  codePrefix: 'CAT',
  slugFrom: 'title',
  uploadArea: 'category',
});

export const subCategoryCrud = defineCrud({
  entity: SubCategory,
  one: 'subCategory',
  many: 'subCategories',
  label: 'sub-category',
  ...tree,
  fields: withLabels({
    categoryId: ref({ entity: () => Category, required: true, label: 'Category', codeField: 'categoryCode' }),
    title: text({ max: 160, required: true }),
    name: text({ max: 120 }),
    ...node,
  }),
  copyWhenMissing: { name: 'title' },
  codePrefix: 'SUB',
  slugFrom: 'title',
  uploadArea: 'subcategory',
});

export const parentItemCrud = defineCrud({
  entity: ParentItem,
  one: 'parentItem',
  many: 'parentItems',
  label: 'parent item',
  ...tree,
  searchField: 'title',
  sortFields: ['title', 'code', 'position'],
  fields: withLabels({
    subCategoryId: ref({ entity: () => SubCategory, required: true, label: 'Sub-category', codeField: 'subCategoryCode' }),
    title: text({ max: 200, required: true }),
    ...node,
  }),
  codePrefix: 'PIT',
  slugFrom: 'title',
  uploadArea: 'parentitem',
  listFilters: {
    departmentId: {
      type: 'int',
      description: 'Only parent items under this department (id)',
      apply(qb, value, param) {
        const subs = qb
          .subQuery()
          .select(`${param}_sc.id`)
          .from(SubCategory, `${param}_sc`)
          .innerJoin(Category, `${param}_c`, `${param}_c.id = ${param}_sc.categoryId`)
          .where(`${param}_c.departmentId = :${param}`);
        qb.andWhere(`e.subCategoryId IN ${subs.getQuery()}`, { [param]: value });
      },
    },
  },
});

export const collectionCrud = defineCrud({
  entity: Collection,
  one: 'collection',
  many: 'collections',
  label: 'collection',
  fields: withLabels({
    name: text({ max: 120, required: true }),
    slug: slug(),
    view: text({ max: 40, label: 'CollectionListVeiw' }),
    position: int({ min: 0 }),
  }),
  searchField: 'name',
  sortFields: ['name', 'position'],
  defaultSort: { field: 'position', direction: 'ASC' },
  read: 'staff',
  slugFrom: 'name',
  uploadArea: 'collections',
});

export const reviewCrud = defineCrud({
  entity: Review,
  one: 'review',
  many: 'reviews',
  label: 'review',
  fields: withLabels({
    productId: ref({ entity: () => Product, required: true, label: 'Product', codeField: 'productCode' }),
    authorFullName: text({ max: 120, required: true, label: 'Author name' }),
    rating: int({ required: true, min: 1, max: 5 }),
    title: text({ max: 160, required: true }),
    body: text({ max: 5000, required: true }),
    status: text({ max: 20, pattern: /^(pending|approved|rejected)$/, patternMessage: 'Status must be pending, approved or rejected' }),
  }),
  searchField: 'title',
  sortFields: ['rating', 'status', 'productId'],
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  read: 'staff',
  // Approving, rejecting, editing or deleting a review moves its product's stored average and count with it.
  inWrite: ({ manager, branchCode, before, after }) =>
    refreshReviewFigures(
      manager,
      branchCode,
      [before?.productId, after?.productId].filter((id): id is number => id != null),
    ),
  listFilters: {
    status: {
      type: 'choice',
      values: REVIEW_STATUSES,
      description: `Only reviews in this status: ${REVIEW_STATUSES.join(', ')}`,
      apply: (qb, status, param) => void qb.andWhere(`e.status = :${param}`, { [param]: status }),
    },
  },
});

export const catalogCrud = [
  departmentCrud,
  categoryCrud,
  subCategoryCrud,
  parentItemCrud,
  productCrud,
  collectionCrud,
  reviewCrud,
  stockCrud,
];
