import { PRODUCT_ATTRIBUTES } from '../../../config/product-attributes';
import type { AdminProductQuery, CreateProductInput } from '../../../generated/graphql';
import type { ChosenImage } from '../image-input';
import { cellProblem, discountProblem, editCell, parseCell, type PriceDraft, type PriceField } from '../price-rows';

/**
 * The product form's values and rules apart from the screen: its 13 tabs and which fields each holds,
 * the values of a new or loaded product, the prices kept consistent as the prices grid keeps them
 * (price-rows.ts), the checks made before sending, and the CreateProductInput / UpdateProductInput sent.
 */

export type LoadedProduct = AdminProductQuery['product'];

/** A picture of the gallery: one the product has (its file name), or one just chosen (uploaded on save). */
export type GalleryImage = { kind: 'kept'; file: string } | { kind: 'new'; key: string; image: ChosenImage };

export const CERTIFICATIONS = [
  ['dermatologicallyTested', 'Dermatologically tested'],
  ['hypoallergenic', 'Hypoallergenic'],
  ['organic', 'Organic'],
  ['vegan', 'Vegan'],
  ['crueltyFree', 'Cruelty-free'],
] as const;
type Certification = (typeof CERTIFICATIONS)[number][0];

/** The attribute selects of tab 4 (from the API's registry): the field, its label and the key of its choices in AdminProductChoices. */
export const ATTRIBUTES = PRODUCT_ATTRIBUTES.filter((a) => a.form === 'attributes').map((a) => [a.field, a.formLabel, a.choices] as const);

/** The long texts, one tab each from tab 6 (Descriptions holds two). */
export const TEXTS = {
  shortDescription: 'Short description',
  detailedDescription: 'Detailed description',
  productBenefits: 'Benefits',
  ingredients: 'Ingredients',
  productFeatures: 'Features',
  howToUse: 'How to use',
} as const;

const TEXT_FIELDS = [
  'name',
  'slug',
  'code',
  'barCodeFormat',
  'finishCoverage',
  'shelfCode',
  'batchNumber',
  'expiryDate',
  ...(Object.keys(TEXTS) as (keyof typeof TEXTS)[]),
] as const;
const ID_FIELDS = ['departmentId', 'categoryId', 'subCategoryId', 'parentItemId', ...PRODUCT_ATTRIBUTES.map((a) => a.field)] as const;
const NUMBER_FIELDS = ['stockQuantity', 'shippingWeightGrams', 'lengthCm', 'widthCm', 'heightCm', 'productPoints'] as const;

export type ProductFormValues = Record<
  (typeof TEXT_FIELDS)[number] | (typeof ID_FIELDS)[number] | (typeof NUMBER_FIELDS)[number] | Exclude<PriceField, never>,
  string
> &
  Record<Certification | 'barCodeFormatOK' | 'isActive', boolean> & {
    discountBy: PriceDraft['discountBy'];
    images: GalleryImage[];
    collectionIds: string[];
  };

export type FieldName = keyof ProductFormValues;

/** The 13 side tabs, in order, with the fields each holds (for the first invalid field's tab). */
export const TABS: { id: string; label: string; fields: FieldName[] }[] = [
  {
    id: 'name',
    label: 'Product Name',
    fields: [
      'name',
      'slug',
      'code',
      'barCodeFormat',
      'barCodeFormatOK',
      'departmentId',
      'categoryId',
      'subCategoryId',
      'parentItemId',
      'brandId',
    ],
  },
  { id: 'images', label: 'Images', fields: ['images'] },
  { id: 'prices', label: 'Prices', fields: ['salePrice', 'costPrice', 'wholeSalePrice', 'discountInAmount', 'discountInPercent'] },
  { id: 'attributes', label: 'Attributes', fields: [...ATTRIBUTES.map(([f]) => f), 'finishCoverage'] },
  { id: 'descriptions', label: 'Descriptions', fields: ['shortDescription', 'detailedDescription'] },
  { id: 'benefits', label: 'Benefits', fields: ['productBenefits'] },
  { id: 'ingredients', label: 'Ingredients', fields: ['ingredients'] },
  { id: 'features', label: 'Features', fields: ['productFeatures'] },
  { id: 'how-to-use', label: 'How to Use', fields: ['howToUse'] },
  { id: 'certifications', label: 'Certifications', fields: CERTIFICATIONS.map(([f]) => f) },
  {
    id: 'stock',
    label: 'Stock & Storage',
    fields: ['stockQuantity', 'shelfCode', 'productLocationId', 'vendorId', 'productClassId', 'batchNumber', 'expiryDate'],
  },
  { id: 'shipping', label: 'Shipping', fields: ['shippingWeightGrams', 'lengthCm', 'widthCm', 'heightCm'] },
  { id: 'status', label: 'Points & Status', fields: ['productPoints', 'isActive', 'collectionIds'] },
];

/** The tab holding a field. */
export const tabOf = (field: string) => TABS.find((tab) => (tab.fields as string[]).includes(field))?.id ?? TABS[0].id;

/** Of the fields with errors, the first in the form's order (tab by tab). */
export function firstInvalid(errors: Partial<Record<string, unknown>>): FieldName | null {
  for (const tab of TABS) for (const field of tab.fields) if (errors[field]) return field;
  return null;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : value.toFixed(2));

/** A new product's form: active, nothing in stock, no discount. */
export function emptyValues(): ProductFormValues {
  const values = Object.fromEntries([...TEXT_FIELDS, ...ID_FIELDS, ...NUMBER_FIELDS].map((f) => [f, ''])) as unknown as ProductFormValues;
  return {
    ...values,
    stockQuantity: '0',
    productPoints: '0',
    shippingWeightGrams: '0',
    salePrice: '',
    costPrice: '',
    wholeSalePrice: '',
    discountInAmount: '0.00',
    discountInPercent: '0',
    discountBy: null,
    barCodeFormatOK: false,
    isActive: true,
    dermatologicallyTested: false,
    hypoallergenic: false,
    organic: false,
    vegan: false,
    crueltyFree: false,
    images: [],
    collectionIds: [],
  };
}

/** The form filled in from the product as loaded. */
export function valuesFromProduct(p: LoadedProduct): ProductFormValues {
  const category = p.parentItem?.subCategory;
  return {
    ...emptyValues(),
    ...Object.fromEntries(TEXT_FIELDS.filter((f) => f in p).map((f) => [f, text((p as unknown as Record<string, string | null>)[f])])),
    ...Object.fromEntries(ID_FIELDS.filter((f) => f in p).map((f) => [f, text((p as unknown as Record<string, number | null>)[f])])),
    ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, text(p[f])])),
    departmentId: text(category?.category?.departmentId),
    categoryId: text(category?.categoryId),
    subCategoryId: text(p.parentItem?.subCategoryId),
    salePrice: money(p.salePrice),
    costPrice: money(p.costPrice),
    wholeSalePrice: money(p.wholeSalePrice),
    discountInAmount: money(p.discountInAmount),
    discountInPercent: String(p.discountInPercent),
    discountBy: null,
    barCodeFormatOK: p.barCodeFormatOK,
    isActive: p.isActive,
    ...Object.fromEntries(CERTIFICATIONS.map(([f]) => [f, p[f]])),
    images: p.gallery.map((file) => ({ kind: 'kept' as const, file })),
    collectionIds: p.collections.map((c) => String(c.id)),
  };
}

/** The prices after typing `text` into one of them: the other discount field follows (price-rows.ts). */
export function typedPrice(
  values: Pick<ProductFormValues, PriceField | 'discountBy'>,
  field: PriceField,
  typed: string,
): Pick<ProductFormValues, PriceField | 'discountBy'> {
  const { salePrice, costPrice, wholeSalePrice, discountInAmount, discountInPercent, discountBy } = values;
  return editCell({ salePrice, costPrice, wholeSalePrice, discountInAmount, discountInPercent, discountBy }, field, typed);
}

/** A price field's problem before sending ('' when fine); the discount amount also may not pass the sale price. */
export function priceProblem(values: Pick<ProductFormValues, PriceField>, field: PriceField): string {
  const own = cellProblem(field, values[field]);
  if (own) return own;
  return field === 'discountInAmount' ? discountProblem(values) : '';
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** A number field's problem before sending ('' when fine). */
export function numberProblem(field: (typeof NUMBER_FIELDS)[number], value: string): string {
  const v = value.trim();
  if (!v) return '';
  if (field === 'lengthCm' || field === 'widthCm' || field === 'heightCm')
    return DECIMAL.test(v) ? '' : 'Enter a number of centimetres, e.g. 12.5';
  return WHOLE.test(v) ? '' : 'Enter a whole number';
}

/** Fields a blank leaves out on an edit (the server keeps or makes one) rather than clearing. */
const KEEP_WHEN_BLANK = new Set(['slug', 'code', 'stockQuantity', 'productPoints', 'shippingWeightGrams']);

/**
 * The CreateProductInput / UpdateProductInput of the form's values: prices in pounds, the discount by
 * the field typed last (the server derives the other), blanks left out of a new product and cleared
 * on an edit. Pictures and collections are saved after the product (setProductImages, setProductCollections).
 */
export function toInput(values: ProductFormValues, editing: boolean): CreateProductInput {
  const input: Record<string, unknown> = {};
  const put = (field: string, value: unknown, blank: boolean) => {
    if (!blank) input[field] = value;
    else if (editing && !KEEP_WHEN_BLANK.has(field)) input[field] = null;
  };
  for (const field of TEXT_FIELDS) put(field, values[field].trim(), values[field].trim() === '');
  for (const field of ID_FIELDS) {
    if (field === 'departmentId' || field === 'categoryId' || field === 'subCategoryId') continue;
    put(field, Number(values[field]), values[field] === '');
  }
  for (const field of NUMBER_FIELDS) put(field, Number(values[field].trim()), values[field].trim() === '');
  input.salePrice = parseCell(values.salePrice) ?? 0;
  for (const field of ['costPrice', 'wholeSalePrice'] as const) put(field, parseCell(values[field]), values[field].trim() === '');
  if (values.discountBy === 'amount') input.discountInAmount = parseCell(values.discountInAmount) ?? 0;
  else input.discountInPercent = parseCell(values.discountInPercent) ?? 0;
  input.barCodeFormatOK = values.barCodeFormatOK;
  input.isActive = values.isActive;
  for (const [field] of CERTIFICATIONS) input[field] = values[field];
  return input as CreateProductInput;
}

/** Whether the pictures differ from those the product has (in order). */
export function imagesChanged(images: GalleryImage[], initial: GalleryImage[]): boolean {
  return (
    images.length !== initial.length ||
    images.some((img, i) => img.kind !== 'kept' || initial[i]?.kind !== 'kept' || img.file !== (initial[i] as { file: string }).file)
  );
}

export function sameIds(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}
