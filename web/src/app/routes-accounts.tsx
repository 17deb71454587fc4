import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';

/** The fixed policy paths of spec section 2 and the footer page each shows. */
const POLICY_PAGES = [
  ['Terms Of Services/terms-of-services', 'terms-of-services'],
  ['Shipping & Delivery/shipping-delivery', 'shipping-delivery'],
  ['Return & Refunds/return-refunds', 'return-refunds'],
  ['Privacy Policy/privacy-policy', 'privacy-policy'],
  ['Cookies Policy/cookies-policy', 'cookies-policy'],
] as const;

type Lazy = NonNullable<Exclude<RouteObject['lazy'], Record<string, unknown>>>;

/** A route whose page (component, loader and documents) is a chunk of its own; `module` names its source for the server's preload tags. */
const page = (module: string, lazy: Lazy) => ({ handle: { module }, lazy });

/**
 * Accounts and content routes (storefront slice "accounts"): login, registration, forgotten and reset
 * password, My Account (details, saved addresses, orders with their VAT invoices, reward points, privacy) and a guest's order page, Contact Us, About Us, FAQ, Shop by Brand, Site Map and the policy pages, with the spec's
 * fixed legacy paths (spaces and '&' included) as explicit routes, which win over any two-segment route.
 * Every page, its loader and its documents load with its route (`lazy`), so none of them (nor the forms'
 * code) is in the home page's JavaScript; the server resolves them before rendering and preloads their chunks.
 */
export function accountAndContentRoutes(client: ApolloClient): RouteObject[] {
  const login = page('src/features/account/login-page.tsx', () => import('../features/account/login-page').then((m) => ({ Component: m.LoginPage })));
  const register = page('src/features/account/register-page.tsx', () => import('../features/account/register-page').then((m) => ({ Component: m.RegisterPage })));
  const forgot = page('src/features/account/forgot-password-page.tsx', () => import('../features/account/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })));
  const reset = page('src/features/account/reset-password-page.tsx', () => import('../features/account/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })));
  const account = page('src/features/account/account-page.tsx', () => import('../features/account/account-page').then((m) => ({ Component: m.AccountPage })));
  const addresses = page('src/features/account/addresses-page.tsx', () => import('../features/account/addresses-page').then((m) => ({ Component: m.AddressesPage })));
  const orders = page('src/features/account/orders-page.tsx', () => import('../features/account/orders-page').then((m) => ({ Component: m.OrdersPage })));
  const order = page('src/features/account/order-page.tsx', () => import('../features/account/order-page').then((m) => ({ Component: m.OrderPage })));
  const guestOrder = page('src/features/account/order-page.tsx', () => import('../features/account/order-page').then((m) => ({ Component: m.GuestOrderPage })));
  const invoice = page('src/features/account/invoice-page.tsx', () => import('../features/account/invoice-page').then((m) => ({ Component: m.InvoicePage })));
  const guestInvoice = page('src/features/account/invoice-page.tsx', () => import('../features/account/invoice-page').then((m) => ({ Component: m.GuestInvoicePage })));
  const points = page('src/features/account/points-page.tsx', () => import('../features/account/points-page').then((m) => ({ Component: m.PointsPage })));
  const privacy = page('src/features/account/privacy-page.tsx', () => import('../features/account/privacy-page').then((m) => ({ Component: m.PrivacyPage })));
  const trackOrder = page('src/features/track-order/track-order-page.tsx', () => import('../features/track-order/track-order-page')
    .then((m) => ({ Component: m.TrackOrderPage, loader: () => m.loadTrackOrder(client) })));
  const contact = page('src/features/contact/contact-page.tsx', () => import('../features/contact/contact-page')
    .then((m) => ({ Component: m.ContactPage, loader: () => m.loadContact(client) })));
  return [
    { path: 'login', ...login },
    { path: 'register', ...register },
    { path: 'Create Account/create-account', ...register },
    { path: 'forgetpass', ...forgot },
    { path: 'reset-password', ...reset },
    { path: 'account', ...account },
    { path: 'account/addresses', ...addresses },
    { path: 'account/orders', ...orders },
    { path: 'account/orders/:id', ...order },
    { path: 'account/orders/:id/invoice', ...invoice },
    { path: 'account/points', ...points },
    { path: 'account/privacy', ...privacy },
    // A guest's order from the confirmation link; the access token is in the fragment (#t=...).
    { path: 'order/:id', ...guestOrder },
    { path: 'order/:id/invoice', ...guestInvoice },
    // The seeded footer page Track Your Order with its form: a guest who lost the link gets it mailed again.
    { path: 'Track Your Order/track-your-order', ...trackOrder },
    { path: 'contact', ...contact },
    { path: 'Contact Us/contact-us', ...contact },
    { path: 'About Us/about-us', ...page('src/features/content/about-page.tsx', () => import('../features/content/about-page')
      .then((m) => ({ Component: m.AboutPage, loader: () => m.loadAboutUs(client) }))) },
    { path: 'Faq/faq', ...page('src/features/content/faq-page.tsx', () => import('../features/content/faq-page')
      .then((m) => ({ Component: m.FaqPage, loader: () => m.loadFaq(client) }))) },
    { path: 'Shop by Brand/shop-by-brand', ...page('src/features/content/brands-page.tsx', () => import('../features/content/brands-page')
      .then((m) => ({ Component: m.BrandsPage, loader: () => m.loadBrands(client) }))) },
    { path: 'Site Map/site-map', ...page('src/features/content/site-map-page.tsx', () => import('../features/content/site-map-page')
      .then((m) => ({ Component: m.SiteMapPage, loader: () => m.loadSiteMap(client) }))) },
    ...POLICY_PAGES.map(([path, slug]): RouteObject => ({
      path,
      ...page('src/features/content/footer-page.tsx', () => import('../features/content/footer-page')
        .then((m) => ({ Component: () => <m.FooterPage slug={slug} />, loader: () => m.loadFooterPage(client, slug) }))),
    })),
  ];
}
