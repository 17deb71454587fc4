import type { AppConfig } from './config';
import { CrudServices } from './common/crud/crud-services';
import { ImageStore } from './common/images';
import { Mailer } from './common/mailer';
import type { Database } from './db/database';
import type { TokenSigner } from './modules/account/auth/tokens';
import { createAccountServices } from './modules/account/account.module';
import { createCatalogServices } from './modules/catalog/catalog.module';
import { createContentServices } from './modules/content/content.module';
import { crudRegistry } from './modules/crud-registry';
import { createOrdersServices } from './modules/orders/orders.module';

export interface ServiceOptions {
  config: AppConfig;
  tokens: TokenSigner;
}

/** What every module's services are built from. */
export interface ServiceDeps {
  db: Database;
  images: ImageStore;
  crud: CrudServices;
  config: AppConfig;
  tokens: TokenSigner;
  mailer: Mailer;
}

/** Composition root: every service of the shop, built once per process over one Database. */
export function createServices(db: Database, { config, tokens }: ServiceOptions) {
  const images = new ImageStore(config.uploadsDir);
  const deps: ServiceDeps = { db, images, crud: new CrudServices(crudRegistry, db, images), config, tokens, mailer: new Mailer(config) };
  return {
    ...deps,
    ...createCatalogServices(deps),
    ...createContentServices(deps),
    ...createAccountServices(deps),
    ...createOrdersServices(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
