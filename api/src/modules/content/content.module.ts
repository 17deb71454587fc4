import type { ServiceDeps } from '../../services';

/** Storefront content: banners, collections, Latest Deals, footer, About Us, FAQ, contact form. */
export const contentResolvers: Function[] = [];

export function createContentServices(_deps: ServiceDeps) {
  return {};
}

export function createContentLoaders(_services: ReturnType<typeof createContentServices>, _branchCode: string) {
  return {};
}
