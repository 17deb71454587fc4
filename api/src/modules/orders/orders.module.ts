import type { ServiceDeps } from '../../services';

/** Orders in the back office and the dashboard figures. */
export const ordersResolvers: Function[] = [];

export function createOrdersServices(_deps: ServiceDeps) {
  return {};
}

export function createOrdersLoaders(_services: ReturnType<typeof createOrdersServices>, _branchCode: string) {
  return {};
}
