import type { CrudDescriptor } from '../common/crud/descriptor';
import { shopModules } from './shop-modules';

/** Every data set served by the generic CRUD: list, get, create, update, delete. */
export const crudRegistry: CrudDescriptor<any>[] = shopModules.flatMap((module) => module.crud);
