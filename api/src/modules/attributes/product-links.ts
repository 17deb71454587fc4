import type { ProductLink } from '../../common/product-link';
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
 * The attribute sets a product links to, in the filter panel's and the product form's order (each entry's shape,
 * and the names derived from it, in common/product-link.ts).
 */
export const PRODUCT_LINKS: readonly ProductLink<AttributeEntity>[] = [
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
