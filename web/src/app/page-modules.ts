/**
 * The modules of the lazy routes (each a chunk of its own), by their path from this folder
 * ('../features/home/home-page.tsx'): the storefront's pages and the product and back-office routes.
 * The back office's own pages and the product page load inside their route's chunk, so they are left out.
 * Under jest, which has no `import.meta.glob`, tests/helpers/page-modules.js stands in.
 */
export const pageModules = import.meta.glob([
  '../features/*/*-page.tsx',
  '../features/*/*-route.tsx',
  '!../features/dashboard/*-page.tsx',
  '!../features/product/product-page.tsx',
]);
