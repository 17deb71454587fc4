import type { GraphQLSchema } from 'graphql';
import type { CrudDescriptor } from '../common/crud/descriptor';
import type { ProductLink } from '../common/product-link';
import { accountRoutes } from './account-routes';
import { contentRoutes, orderRoutes } from './content-routes';
import { storeRoutes } from './store-routes';
import { legacyCrudNames } from './crud-names';
import { crudRoutes } from './crud-routes';
import type { LegacyRoute } from './route';

/** What the table reads of the modules' registries. legacy-rest imports no module: api/src/legacy-sets.ts hands these in. */
export interface LegacySets {
  /** Every CRUD data set (modules/crud-registry.ts). */
  crud: readonly CrudDescriptor<any>[];
  /** The attribute sets a product links to (modules/attributes/product-links.ts). */
  productLinks: readonly ProductLink[];
}

/** Every row of the legacy REST table (docs/legacy-rest.md is generated from it). */
export function legacyRoutes(schema: GraphQLSchema, sets: LegacySets): LegacyRoute[] {
  const crud = Object.entries(legacyCrudNames(sets.productLinks)).flatMap(([many, names]) => {
    const descriptor = sets.crud.find((d) => d.many === many);
    if (!descriptor) throw new Error(`Legacy names for unknown data set ${many}`);
    return crudRoutes(schema, descriptor, names);
  });
  // Account rows come first: PUT /types/:id with a Role is a user's role change (see account-routes.ts).
  return [...storeRoutes(sets.productLinks), ...contentRoutes, ...orderRoutes, ...accountRoutes, ...crud];
}
