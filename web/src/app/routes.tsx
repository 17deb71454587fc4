import type { ApolloClient } from '@apollo/client';
import { redirect, type RouteObject } from 'react-router-dom';
import { StoreFooterDocument, StoreNavbarDocument } from '../generated/graphql';
import { ErrorPage } from '../components/error-page';
import { StoreLayout } from './layout';
import { NotFoundPage } from '../components/not-found-page';
import { paths } from '../config/paths';
import { prime } from '../lib/prime';
import { accountAndContentRoutes } from './routes-accounts';
import { listingRoutes } from '../features/listing/listing-routes';
import { twoSegmentRoute } from './two-segment-page';

/** Route ids the server render reads (the catch-all answers 404). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The one route table, used by the server render and the browser. Each loader fills the Apollo cache
 * with its route's typed documents and returns null (the data travels once, in the cache); components
 * read it with useQuery, cache-first, so the browser asks nothing for what the HTML already holds.
 * Storefront routes are eager; heavy routes (the back office) are added with `lazy` and a
 * `handle: { module }` naming their source file, whose chunks the server preloads from the Vite manifest.
 */
export function createRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <StoreLayout />,
      errorElement: <ErrorPage />,
      loader: () => prime(client.query({ query: StoreNavbarDocument }), client.query({ query: StoreFooterDocument })),
      // The header and footer data does not change with the page.
      shouldRevalidate: () => false,
      children: [
        {
          index: true,
          // Its own chunk (preloaded on /), so the other pages' initial JavaScript does not carry the home page.
          lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
          handle: { module: 'src/features/home/home-page.tsx' },
          // The loader's work and documents live in the home chunk too, so other pages do not carry them.
          loader: async () => (await import('../features/home/home-page')).loadHome(client),
        },
        {
          path: 'get/collections',
          handle: { module: 'src/features/home/collections-page.tsx' },
          lazy: async () => ({ Component: (await import('../features/home/collections-page')).CollectionsPage }),
          loader: async () => (await import('../features/home/collections-page')).loadCollections(client),
        },
        // Product page and basket (route chunks of their own, preloaded by the server for their pages): an
        // unknown product is the 404 page, answered with status 404. The spec's /product/{ProductID}/{ProductSlug}
        // and Latest Deals' /products/{slug} lead to the product page.
        {
          path: 'product/:slug',
          handle: { module: 'src/features/product/product-route.tsx' },
          lazy: () => import('../features/product/product-route').then((m) => m.productRoute(client)),
        },
        { path: 'product/:id/:slug', loader: ({ params }) => redirect(paths.product(params.slug ?? ''), 301) },
        { path: 'products/:slug', loader: ({ params }) => redirect(paths.product(params.slug ?? ''), 301) },
        {
          path: 'cart',
          handle: { module: 'src/features/cart/cart-page.tsx' },
          lazy: () => import('../features/cart/cart-page').then((m) => ({ Component: m.CartPage })),
        },
        // The checkout and its confirmation: client-side data (the basket and the confirmation live in the browser).
        {
          path: 'checkout',
          handle: { module: 'src/features/checkout/checkout-page.tsx' },
          lazy: () => import('../features/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
        },
        {
          path: 'checkout/confirmation',
          handle: { module: 'src/features/checkout/confirmation-page.tsx' },
          lazy: () => import('../features/checkout/confirmation-page').then((m) => ({ Component: m.ConfirmationPage })),
        },
        // Accounts and content (slice "accounts"): login, register, passwords, contact, policies, FAQ, brands, site map.
        ...accountAndContentRoutes(client),
        // Listings (slice "listings"): category, sub-category, parent item, department, collection, search, /products;
        // then the two-segment dispatcher (footer page, collection, brand), which explicit two-segment paths outrank.
        ...listingRoutes(client),
        twoSegmentRoute(client),
        { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundPage /> },
      ],
    },
    // The back office: its own lazy chunk (a shopper never downloads it) with its own layout and child routes.
    // It is client-rendered: the server answers its waiting state, and the screens start in the browser.
    {
      path: '/dashboard/*',
      errorElement: <ErrorPage />,
      handle: { module: 'src/features/dashboard/dashboard-route.tsx' },
      lazy: () => import('../features/dashboard/dashboard-route').then((m) => ({ Component: m.DashboardRoute })),
    },
  ];
}
