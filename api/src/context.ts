import type { Caller } from './common/auth';
import { createAccountLoaders } from './modules/account/account.module';
import { createCatalogLoaders } from './modules/catalog/catalog.module';
import { createContentLoaders } from './modules/content/content.module';
import { createOrdersLoaders } from './modules/orders/orders.module';
import type { Services } from './services';

/** What every resolver receives: the caller, the request's branch, the services and per-request loaders. */
export interface Context {
  caller: Caller | null;
  branchCode: string;
  services: Services;
  loaders: ReturnType<typeof createLoaders>;
  /** The client's address as per-address limits count it (IPv6 by its /64; see limitAddress). */
  clientIp: string;
  /** The legacy REST call this operation runs for ('PUT /api/colors/3'), for the audit log; undefined for GraphQL. */
  route?: string;
}

function createLoaders(services: Services, branchCode: string) {
  return {
    ...createCatalogLoaders(services, branchCode),
    ...createContentLoaders(services, branchCode),
    ...createAccountLoaders(services, branchCode),
    ...createOrdersLoaders(services, branchCode),
  };
}

export function createContext(services: Services, caller: Caller | null, branchCode: string, clientIp = '', route?: string): Context {
  return { caller, branchCode, services, loaders: createLoaders(services, branchCode), clientIp, route };
}
