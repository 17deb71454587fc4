import { shopModules } from '../modules/shop-modules';

/** Every table of the shop, from each module's list. Migrations for both dialects must match exactly this list. */
export const entities = shopModules.flatMap((module) => module.entities);
