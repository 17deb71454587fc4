import { Brand } from '../../attributes/brand';
import { Color } from '../../attributes/color';
import { Flavor } from '../../attributes/flavor';
import { Fragrance } from '../../attributes/fragrance';
import { ItemType } from '../../attributes/item-type';
import { Shade } from '../../attributes/shade';
import { Size } from '../../attributes/size';
import { Vendor } from '../../attributes/vendor';
import { Volume } from '../../attributes/volume';
import { Weight } from '../../attributes/weight';
import type { AttributeEntity } from '../../attributes/attribute.entity';
import type { ProductListingFilter } from './listing.types';

/** One attribute a shopper can filter products by: its set, the product column, and the listing filter field. */
export interface FilterAttribute {
  key: 'brands' | 'sizes' | 'types' | 'colors' | 'shades' | 'weights' | 'volumes' | 'fragrances' | 'flavors' | 'vendors';
  entity: new () => AttributeEntity;
  column: string;
  codes: keyof ProductListingFilter;
  hasHex?: boolean;
}

export const FILTER_ATTRIBUTES: readonly FilterAttribute[] = [
  { key: 'brands', entity: Brand, column: 'brandId', codes: 'brandCodes' },
  { key: 'sizes', entity: Size, column: 'sizeId', codes: 'sizeCodes' },
  { key: 'types', entity: ItemType, column: 'itemTypeId', codes: 'typeCodes' },
  { key: 'colors', entity: Color, column: 'colorId', codes: 'colorCodes', hasHex: true },
  { key: 'shades', entity: Shade, column: 'shadeId', codes: 'shadeCodes', hasHex: true },
  { key: 'weights', entity: Weight, column: 'weightId', codes: 'weightCodes' },
  { key: 'volumes', entity: Volume, column: 'volumeId', codes: 'volumeCodes' },
  { key: 'fragrances', entity: Fragrance, column: 'fragranceId', codes: 'fragranceCodes' },
  { key: 'flavors', entity: Flavor, column: 'flavorId', codes: 'flavorCodes' },
  { key: 'vendors', entity: Vendor, column: 'vendorId', codes: 'vendorCodes' },
];

/** Price bands of the filter panel, in pence of the discounted price; both ends inclusive. */
export const PRICE_BANDS: readonly { label: string; min: number | null; max: number | null }[] = [
  { label: 'Under £10', min: null, max: 999 },
  { label: '£10 to £20', min: 1000, max: 1999 },
  { label: '£20 to £50', min: 2000, max: 4999 },
  { label: '£50 and over', min: 5000, max: null },
];

/** The free-from choices of the filter panel: product flags, each a listing filter field (true narrows to them). */
export const PRODUCT_FLAGS: readonly { key: 'vegan' | 'crueltyFree' | 'organic' | 'hypoallergenic' | 'dermatologicallyTested'; label: string }[] = [
  { key: 'vegan', label: 'Vegan' },
  { key: 'crueltyFree', label: 'Cruelty-free' },
  { key: 'organic', label: 'Organic' },
  { key: 'hypoallergenic', label: 'Hypoallergenic' },
  { key: 'dermatologicallyTested', label: 'Dermatologically tested' },
];
