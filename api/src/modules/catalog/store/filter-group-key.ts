import { registerEnumType } from 'type-graphql';
import { SHOPPER_FILTER_LINKS } from '../../attributes/product-links';

/** The attribute groups of the storefront filter panel, by key (also the listing URL's parameters). */
export const FilterGroupKey = Object.fromEntries(SHOPPER_FILTER_LINKS.map((l) => [l.key, l.key])) as Record<string, string>;
registerEnumType(FilterGroupKey, {
  name: 'FilterGroupKey',
  description: 'An attribute group of the filter panel (brand, type, colour, ...); the listing URL parameter of the same name',
});
