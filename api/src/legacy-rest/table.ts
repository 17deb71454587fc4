import type { GraphQLSchema } from 'graphql';
import { crudRegistry } from '../modules/crud-registry';
import { accountRoutes } from './account-routes';
import { contentRoutes, orderRoutes } from './content-routes';
import { storeRoutes } from './store-routes';
import { legacyCrudNames } from './crud-names';
import { crudRoutes } from './crud-routes';
import type { LegacyRoute } from './route';

/** Every row of the legacy REST table (docs/legacy-rest.md is generated from it). */
export function legacyRoutes(schema: GraphQLSchema): LegacyRoute[] {
  const crud = Object.entries(legacyCrudNames).flatMap(([many, names]) => {
    const descriptor = crudRegistry.find((d) => d.many === many);
    if (!descriptor) throw new Error(`Legacy names for unknown data set ${many}`);
    return crudRoutes(schema, descriptor, names);
  });
  // Account rows come first: PUT /types/:id with a Role is a user's role change (see account-routes.ts).
  return [...storeRoutes, ...contentRoutes, ...orderRoutes, ...accountRoutes, ...crud];
}
