import { CrudServices } from './common/crud/crud-services';
import { ImageStore } from './common/images';
import type { Database } from './db/database';
import { createAccountServices } from './modules/account/account.module';
import { createCatalogServices } from './modules/catalog/catalog.module';
import { createContentServices } from './modules/content/content.module';
import { crudRegistry } from './modules/crud-registry';
import { createOrdersServices } from './modules/orders/orders.module';

export interface ServiceOptions {
  uploadsDir: string;
}

/** What every module's services are built from. */
export interface ServiceDeps {
  db: Database;
  images: ImageStore;
  crud: CrudServices;
}

/** Composition root: every service of the shop, built once per process over one Database. */
export function createServices(db: Database, options: ServiceOptions) {
  const images = new ImageStore(options.uploadsDir);
  const deps: ServiceDeps = { db, images, crud: new CrudServices(crudRegistry, db, images) };
  return {
    ...deps,
    ...createCatalogServices(deps),
    ...createContentServices(deps),
    ...createAccountServices(deps),
    ...createOrdersServices(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
