import type { LegacySets } from './legacy-rest/table';
import { PRODUCT_LINKS } from './modules/attributes/product-links';
import { crudRegistry } from './modules/crud-registry';

/** The modules' registries the legacy REST table is built from, handed in here because legacy-rest imports no module. */
export const legacySets: LegacySets = { crud: crudRegistry, productLinks: PRODUCT_LINKS };
