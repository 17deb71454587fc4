import type { ApolloClient } from '@apollo/client';
import { redirect, type RouteObject } from 'react-router-dom';
import { StoreNavbarDocument } from '../generated/graphql';
import { ErrorPage } from '../components/error-page';
import { StoreLayout } from './layout';
import { NotFoundPage } from '../components/not-found-page';
import { dashboardPaths, pageRoutes, paths, patternOf } from '../config/paths';
import { prime } from '../lib/prime';
import { lazyPage, pageOf } from './lazy-page';
import { listingRoutes } from '../features/listing/listing-routes';
import { twoSegmentRoute } from './two-segment-page';

/** The fixed policy paths (docs/storefront.md); each shows the footer page named by its last segment. */
const POLICY_PAGES = [paths.termsOfServices, paths.shippingDelivery, paths.returnsRefunds, paths.privacyPolicy, paths.cookiesPolicy];

/** Route ids the server render reads (the catch-all answers 404). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The one route table, used by the server render and the browser: the pages declared with their paths in
 * config/paths.ts (`pageRoutes`), then the routes of their own kind below. Each loader fills the Apollo cache
 * with its route's typed documents and returns null (the data travels once, in the cache); components
 * read it with useQuery, cache-first, so the browser asks nothing for what the HTML already holds.
 * The layout and the listings' routes are in the entry; pages are chunks of their own (`lazyPage`, whose
 * `handle: { module }` names the source file whose chunks the server preloads from the Vite manifest).
 */
export function createRoutes(client: ApolloClient): RouteObject[] {
  const page = pageOf(client);
  return [
    {
      id: 'root',
      path: '/',
      element: <StoreLayout />,
      errorElement: <ErrorPage />,
      loader: () =>
        prime(
          client.query({ query: StoreNavbarDocument }),
          import('../features/footer/footer').then((m) => m.loadFooter(client)),
        ),
      // The header and footer data does not change with the page.
      shouldRevalidate: () => false,
      children: [
        // The pages declared in config/paths.ts, each a chunk of its own (the home page's preloaded on /, so the
        // other pages' initial JavaScript does not carry it nor its loader's work and documents).
        ...pageRoutes.map(({ pattern, page: p }): RouteObject => {
          const lazy = page(p.module, p.component, p.loader);
          return pattern ? { path: pattern, ...lazy } : { index: true, ...lazy };
        }),
        // Product page (a route chunk of its own, preloaded by the server for its pages): an unknown product is
        // the 404 page, answered with status 404. The legacy /product/{ProductID}/{ProductSlug} and Latest Deals'
        // /products/{slug} lead to the product page.
        {
          path: paths.product.pattern,
          ...lazyPage('features/product/product-route', (m: typeof import('../features/product/product-route')) => m.productRoute(client)),
        },
        { path: 'product/:id/:slug', loader: ({ params }) => redirect(paths.product(params.slug ?? ''), 301) },
        { path: 'products/:slug', loader: ({ params }) => redirect(paths.product(params.slug ?? ''), 301) },
        // The fixed policy paths (docs/storefront.md), each showing the footer page named by its last segment.
        ...POLICY_PAGES.map((path): RouteObject => {
          const slug = path.split('/').at(-1) ?? '';
          return {
            path: patternOf(path),
            ...lazyPage('features/content/footer-page', (m: typeof import('../features/content/footer-page')) => ({
              Component: () => <m.FooterPage slug={slug} />,
              loader: () => m.loadFooterPage(client, slug),
            })),
          };
        }),
        // Listings: category, sub-category, parent item, department, collection, search, /products;
        // then the two-segment dispatcher (footer page, collection, brand), which explicit two-segment paths outrank.
        ...listingRoutes(client),
        twoSegmentRoute(client),
        { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundPage /> },
      ],
    },
    // The back office: its own lazy chunk (a shopper never downloads it) with its own layout and child routes.
    // It is client-rendered: the server answers its waiting state, and the screens start in the browser.
    {
      path: dashboardPaths.pattern,
      errorElement: <ErrorPage />,
      ...page('features/dashboard/dashboard-route', 'DashboardRoute'),
    },
  ];
}
