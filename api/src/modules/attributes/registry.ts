import { brandAttribute } from './brand';
import { colorAttribute } from './color';
import type { CrudDescriptor } from '../../common/crud/descriptor';
import { fabricAttribute } from './fabric';
import { flavorAttribute } from './flavor';
import { fragranceAttribute } from './fragrance';
import { itemTypeAttribute } from './item-type';
import { pieceAttribute } from './piece';
import { productClassAttribute } from './product-class';
import { productLocationAttribute } from './product-location';
import { shadeAttribute } from './shade';
import { sizeAttribute } from './size';
import { vendorAttribute } from './vendor';
import { volumeAttribute } from './volume';
import { weightAttribute } from './weight';

/** Every attribute set of the back office. The generic service, resolvers, REST rows and tests are built from this list. */
export const attributeRegistry: CrudDescriptor<any>[] = [
  colorAttribute,
  sizeAttribute,
  weightAttribute,
  volumeAttribute,
  itemTypeAttribute,
  fragranceAttribute,
  shadeAttribute,
  flavorAttribute,
  brandAttribute,
  pieceAttribute,
  fabricAttribute,
  vendorAttribute,
  productClassAttribute,
  productLocationAttribute,
];

export const attributeEntities = attributeRegistry.map((d) => d.entity);
