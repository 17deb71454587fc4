import type { Caller } from './common/auth';
import type { LoadersOf } from './modules/shop-module';
import { shopModules, ShopModules } from './modules/shop-modules';
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

function createLoaders(services: Services, branchCode: string): LoadersOf<ShopModules> {
  return Object.assign({}, ...shopModules.map((module) => module.loaders(services, branchCode)));
}

export function createContext(services: Services, caller: Caller | null, branchCode: string, clientIp = '', route?: string): Context {
  return { caller, branchCode, services, loaders: createLoaders(services, branchCode), clientIp, route };
}
