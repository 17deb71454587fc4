import { defineCrud } from '../../../common/crud/descriptor';
import { ValidationError } from '../../../common/errors';
import { bool, date, float, int, money, ref, text, withLabels } from '../../../common/crud/fields';
import { PRODUCT_LINKS } from '../../attributes/product-links';
import { codeFieldOf, columnOf } from '../../../common/product-link';
import { Category } from '../category/category.entity';
import { CollectionProduct } from '../collection/collection.entity';
import { ParentItem } from '../parent-item/parent-item.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { LOW_STOCK_LEVEL } from '../stock/stock-levels';
import type { ListFilter } from '../../../common/crud/descriptor';
import { Product } from './product.entity';
import { recordProductFormStock } from '../stock/stock-ledger';

const longText = () => text({ max: 20_000 });

/**
 * The discounted price is SalePrice minus DiscountInAmount: when a write changes the price or one of
 * the two discount fields, the other is derived so they always agree, and the discount never exceeds the price.
 */
export function keepDiscountConsistent(values: Record<string, unknown>, existing: Product | null): void {
  if (!existing && values.galleryImages == null) values.galleryImages = '';
  const touched = ['salePricePence', 'discountInAmountPence', 'discountInPercent'].some((k) => values[k] !== undefined);
  if (!touched) return;
  const price = (values.salePricePence ?? existing?.salePricePence ?? 0) as number;
  if (values.discountInAmountPence != null && values.discountInPercent == null) {
    const amount = values.discountInAmountPence as number;
    if (amount > price) throw new ValidationError('Discount amount cannot be more than the sale price', 'discountInAmount');
    values.discountInPercent = price > 0 ? Math.round((amount * 100) / price) : 0;
  } else {
    const percent = (values.discountInPercent ?? existing?.discountInPercent ?? 0) as number;
    values.discountInPercent = percent;
    values.discountInAmountPence = Math.round((price * percent) / 100);
  }
}

/** Products under one tree node: their parent item's ids through the indexed tree links (one sub-query, no join per row). */
function underTree(level: 'subCategory' | 'category' | 'department', label: string): ListFilter {
  return {
    type: 'int',
    description: `Only products whose parent item is under this ${label} (id)`,
    apply(qb, value, param) {
      const parents = qb.subQuery().select(`${param}_pi.id`).from(ParentItem, `${param}_pi`);
      if (level === 'subCategory') parents.where(`${param}_pi.subCategoryId = :${param}`);
      else {
        parents.innerJoin(SubCategory, `${param}_sc`, `${param}_sc.id = ${param}_pi.subCategoryId`);
        if (level === 'category') parents.where(`${param}_sc.categoryId = :${param}`);
        else
          parents.innerJoin(Category, `${param}_c`, `${param}_c.id = ${param}_sc.categoryId`).where(`${param}_c.departmentId = :${param}`);
      }
      qb.andWhere(`e.parentItemId IN ${parents.getQuery()}`, { [param]: value });
    },
  };
}

/** The staff product list's filters besides search, active, parent item, brand and the other attributes (refs). */
export const productListFilters: Record<string, ListFilter> = {
  departmentId: underTree('department', 'department'),
  categoryId: underTree('category', 'category'),
  subCategoryId: underTree('subCategory', 'sub-category'),
  inStock: {
    type: 'boolean',
    description: 'true: only products with stock (more than 0); false: only those without',
    apply: (qb, value) => void qb.andWhere(value ? 'e.stockQuantity > 0' : 'e.stockQuantity <= 0'),
  },
  lowStock: {
    type: 'boolean',
    description: `true: active products with ${LOW_STOCK_LEVEL} or fewer in stock (the dashboard's low-stock list and its notification); false: every other product`,
    apply: (qb, value, param) =>
      void qb.andWhere(
        value
          ? `(e.isActive = :${param}_active AND e.stockQuantity <= :${param})`
          : `(e.isActive <> :${param}_active OR e.stockQuantity > :${param})`,
        { [param]: LOW_STOCK_LEVEL, [`${param}_active`]: true },
      ),
  },
  collectionId: {
    type: 'int',
    description: 'Only the products of this collection (id)',
    apply(qb, value, param) {
      const members = qb
        .subQuery()
        .select(`${param}_cp.productId`)
        .from(CollectionProduct, `${param}_cp`)
        .where(`${param}_cp.collectionId = :${param}`)
        .getQuery();
      qb.andWhere(`e.id IN ${members}`, { [param]: value });
    },
  },
};

/** The admin product form: every field of the draft, with attribute links by id or by legacy code. */
export const productCrud = defineCrud({
  entity: Product,
  one: 'product',
  many: 'products',
  label: 'product',
  fields: withLabels({
    name: text({ max: 200, required: true, label: 'Product name' }),
    code: text({ max: 60 }),
    slug: text({
      max: 220,
      lowerCase: true,
      pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
      patternMessage: 'Slug may hold only lower-case letters, digits and single hyphens',
    }),
    title: text({ max: 250 }),
    salePrice: money({ column: 'salePricePence', required: true, label: 'Sale price' }),
    costPrice: money({ column: 'costPricePence' }),
    wholeSalePrice: money({ column: 'wholeSalePricePence', label: 'Wholesale price' }),
    discountInAmount: money({ column: 'discountInAmountPence', label: 'Discount amount' }),
    discountInPercent: int({ min: 0, max: 100, label: 'Discount percent' }),
    stockQuantity: int({ min: 0, max: 10_000_000 }),
    isActive: bool(),
    rating: float({ min: 0, max: 5 }),
    galleryImages: text({
      max: 5000,
      pattern: /^[\w.-]+(,[\w.-]+)*$/,
      patternMessage: 'Gallery images must be comma-separated file names',
    }),
    parentItemId: ref({ entity: () => ParentItem, label: 'Parent item', codeField: 'parentItemCode' }),
    ...Object.fromEntries(
      PRODUCT_LINKS.map((l) => [columnOf(l), ref({ entity: () => l.entity, label: l.crudLabel ?? l.label, codeField: codeFieldOf(l) })]),
    ),
    shortDescription: longText(),
    detailedDescription: longText(),
    productBenefits: longText(),
    ingredients: longText(),
    productFeatures: longText(),
    howToUse: longText(),
    finishCoverage: text({ max: 120 }),
    mainImage: text({ max: 200 }),
    fileName: text({ max: 200 }),
    barCodeFormat: text({ max: 30 }),
    barCodeFormatOK: bool({ label: 'Bar code format OK' }),
    batchNumber: text({ max: 60 }),
    expiryDate: date(),
    shelfCode: text({ max: 40 }),
    productPoints: int({ min: 0, max: 1_000_000 }),
    dermatologicallyTested: bool(),
    hypoallergenic: bool(),
    organic: bool(),
    vegan: bool(),
    crueltyFree: bool(),
    shippingWeightGrams: int({ min: 0, max: 30_000, label: 'Shipping weight (g)' }),
    lengthCm: float({ min: 0, max: 200, label: 'Length (cm)' }),
    widthCm: float({ min: 0, max: 200, label: 'Width (cm)' }),
    heightCm: float({ min: 0, max: 200, label: 'Height (cm)' }),
  }),
  copyWhenMissing: { galleryImages: 'mainImage' },
  beforeWrite: keepDiscountConsistent,
  inWrite: recordProductFormStock,
  searchField: 'name',
  searchAlso: ['code'],
  sortFields: ['name', 'code', 'salePricePence', 'stockQuantity', 'discountInPercent', 'rating'],
  // `rating` answers the stored review average once there are approved reviews (review.resolver.ts), so it sorts by that.
  sortExpressions: {
    rating: 'COALESCE(e.review_average, e.rating)',
  },
  defaultSort: { field: 'name', direction: 'ASC' },
  listFilters: productListFilters,
  read: 'public',
  codePrefix: 'PRD',
  slugFrom: 'name',
});
