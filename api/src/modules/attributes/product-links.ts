import type { AttributeEntity } from './attribute.entity';
import { Brand } from './brand';
import { Color } from './color';
import { Flavor } from './flavor';
import { Fragrance } from './fragrance';
import { ItemType } from './item-type';
import { ProductClass } from './product-class';
import { ProductLocation } from './product-location';
import { Shade } from './shade';
import { Size } from './size';
import { Vendor } from './vendor';
import { Volume } from './volume';
import { Weight } from './weight';

/**
 * One attribute set a product links to (its `<field>Id` column on the product). The admin product form,
 * the storefront listing filter and its filter panel, the product's GraphQL fields, the legacy REST filter
 * rows and field names and the web's URL groups are all built from this list (docs/recipes/add-attribute-set.md).
 */
export interface ProductLink {
  /**
   * The storefront's name for it: the URL parameter (`?brand=CODE`), the key of `filterOptions.attributes`
   * and `attributeCodes`, and the stem of the legacy names (`brandCodes`, `brands`, `brandCode`).
   */
  key: string;
  /** The product's relation and GraphQL field (`itemType`); the column is `<field>Id`. */
  field: string;
  entity: new () => AttributeEntity;
  /** Shopper-facing heading in British English (the filter panel, the product form). */
  label: string;
  /** The admin form's label when it differs from `label`. */
  formLabel?: string;
  /** The CRUD descriptor's label (schema descriptions and messages) when it differs from `label`. */
  crudLabel?: string;
  /** Whether shoppers may see it: public ones get a product field and a product-form select in any tab. */
  access: 'public' | 'staff';
  /**
   * Listings can be filtered by it (a listing filter field, a `filterOptions` list, a `/filter/<key>` REST row); shoppers
   * see it in the storefront's filter panel only when it is also `public` (SHOPPER_FILTER_LINKS).
   */
  filter: boolean;
  /** Its options carry the swatch colour (`hexCode`). */
  hasHex?: boolean;
  /** The legacy `/filter/shade` row takes BrandSlug and narrows the list to the brand's products. */
  narrowedByBrand?: boolean;
  /** Where the admin product form shows its select: the Attributes tab (the default), or placed by hand elsewhere. */
  form?: 'attributes' | 'own';
  /** Legacy REST names: the product's code field (`BrandCode`) and the names of an option's name in `/filter/<key>`. */
  legacy?: { code: string; names: string[] };
  /** Schema descriptions kept from before the registry: the product field, the options list, the codes field. */
  notes?: { link?: string; options?: string; codes?: string };
}

export const PRODUCT_LINKS: readonly ProductLink[] = [
  {
    key: 'brand',
    field: 'brand',
    entity: Brand,
    label: 'Brand',
    access: 'public',
    filter: true,
    form: 'own',
    legacy: { code: 'BrandCode', names: ['BrandName'] },
    notes: { codes: 'Brand codes (any of)' },
  },
  {
    key: 'type',
    field: 'itemType',
    entity: ItemType,
    label: 'Type',
    formLabel: 'Type (item class)',
    access: 'public',
    filter: true,
    legacy: { code: 'TypeCode', names: ['ItemClass', 'TypeName'] },
    notes: { link: 'Item class (type), the legacy TypeName', options: 'Item types', codes: 'Item type codes' },
  },
  {
    key: 'color',
    field: 'color',
    entity: Color,
    label: 'Colour',
    crudLabel: 'Color',
    access: 'public',
    filter: true,
    hasHex: true,
    legacy: { code: 'ColorCode', names: ['Color', 'ColorName'] },
  },
  {
    key: 'shade',
    field: 'shade',
    entity: Shade,
    label: 'Shade',
    access: 'public',
    filter: true,
    hasHex: true,
    narrowedByBrand: true,
    legacy: { code: 'ShadeCode', names: ['ShadeName'] },
    notes: { options: "Narrowed to the brand's products when brandSlug is given" },
  },
  {
    key: 'size',
    field: 'size',
    entity: Size,
    label: 'Size',
    access: 'public',
    filter: true,
    legacy: { code: 'SizeCode', names: ['Size'] },
  },
  {
    key: 'weight',
    field: 'weight',
    entity: Weight,
    label: 'Weight',
    access: 'public',
    filter: true,
    legacy: { code: 'WeightCode', names: ['WeightName'] },
  },
  {
    key: 'volume',
    field: 'volume',
    entity: Volume,
    label: 'Volume',
    access: 'public',
    filter: true,
    legacy: { code: 'VolumeCode', names: ['VolumeName'] },
  },
  {
    key: 'fragrance',
    field: 'fragrance',
    entity: Fragrance,
    label: 'Fragrance',
    access: 'public',
    filter: true,
    legacy: { code: 'FragranceCode', names: ['FragranceName'] },
  },
  {
    key: 'flavor',
    field: 'flavor',
    entity: Flavor,
    label: 'Flavour',
    crudLabel: 'Flavor',
    access: 'public',
    filter: true,
    legacy: { code: 'FlavorCode', names: ['FlavorName'] },
  },
  {
    key: 'vendor',
    field: 'vendor',
    entity: Vendor,
    label: 'Vendor',
    access: 'staff',
    filter: true,
    form: 'own',
    legacy: { code: 'VendorCode', names: ['VendorName'] },
  },
  { key: 'productClass', field: 'productClass', entity: ProductClass, label: 'Product class', access: 'staff', filter: false, form: 'own' },
  {
    key: 'productLocation',
    field: 'productLocation',
    entity: ProductLocation,
    label: 'Product location',
    formLabel: 'Location',
    access: 'staff',
    filter: false,
    form: 'own',
  },
];

/** The links listings can be filtered by (the listing filter's `<key>Codes`, `filterOptions`' `<key>s`, the REST `/filter/<key>` rows). */
export const FILTER_LINKS = PRODUCT_LINKS.filter((l) => l.filter);

/**
 * The filter panel's groups, in its order: the filter links shoppers may see. The vendor (the shop's wholesaler) is
 * staff-only, so it is no storefront filter; its `vendorCodes`, `vendors` list and `/filter/vendor` row stay for the
 * legacy clients.
 */
export const SHOPPER_FILTER_LINKS = FILTER_LINKS.filter((l) => l.access === 'public');

/** The product column of a link (`itemTypeId`). */
export const columnOf = (l: ProductLink) => `${l.field}Id`;
/** The legacy listing filter field of a link (`typeCodes`). */
export const codesFieldOf = (l: ProductLink) => `${l.key}Codes`;
/** The legacy `filterOptions` list of a link (`types`). */
export const optionsFieldOf = (l: ProductLink) => `${l.key}s`;
/** The product form's field for the legacy code (`typeCode`). */
export const codeFieldOf = (l: ProductLink) => `${l.key}Code`;
