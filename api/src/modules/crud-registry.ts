import type { CrudDescriptor } from '../common/crud/descriptor';
import { attributeRegistry } from './attributes/registry';
import { catalogCrud } from './catalog/catalog.crud';
import { contentCrud } from './content/content.crud';
import { ordersCrud } from './orders/orders.crud';

/** Every data set served by the generic CRUD: list, get, create, update, delete. */
export const crudRegistry: CrudDescriptor<any>[] = [...catalogCrud, ...attributeRegistry, ...contentCrud, ...ordersCrud];
