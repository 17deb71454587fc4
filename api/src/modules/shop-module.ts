import type { CrudDescriptor } from '../common/crud/descriptor';
import type { ServiceDeps } from '../services';

/**
 * One domain's registration, in one place: its tables, the data sets the generic CRUD serves, its
 * GraphQL resolvers, the services built once per process and the loaders built once per request.
 * db/entities.ts, crud-registry.ts, schema.ts, services.ts and context.ts read these from the list in
 * shop-modules.ts.
 */
export interface ShopModule<S extends object = object, L extends object = object> {
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one module lists descriptors of different entities
  crud: CrudDescriptor<any>[];
  resolvers: Function[];
  services: (deps: ServiceDeps) => S;
  loaders: (services: S, branchCode: string) => L;
}

export const defineModule = <S extends object = object, L extends object = object>(module: ShopModule<S, L>): ShopModule<S, L> => module;

type Intersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

/** Every service of the listed modules, as one object (each module's names are its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module: its services type is read back, never assumed
export type ServicesOf<M extends ShopModule<any, any>> = Intersection<ReturnType<M['services']>>;

/** Every per-request loader of the listed modules, as one object. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module: its loaders type is read back, never assumed
export type LoadersOf<M extends ShopModule<any, any>> = Intersection<ReturnType<M['loaders']>>;
