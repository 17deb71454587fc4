import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, pageOf } from './lazy-page';

/** The fixed policy paths of spec section 2 and the footer page each shows. */
const POLICY_PAGES = [
  ['Terms Of Services/terms-of-services', 'terms-of-services'],
  ['Shipping & Delivery/shipping-delivery', 'shipping-delivery'],
  ['Return & Refunds/return-refunds', 'return-refunds'],
  ['Privacy Policy/privacy-policy', 'privacy-policy'],
  ['Cookies Policy/cookies-policy', 'cookies-policy'],
] as const;

/**
 * Accounts and content routes (storefront slice "accounts"): login, registration, forgotten and reset
 * password, My Account (details, saved addresses, orders with their VAT invoices, reward points, privacy) and a guest's order page, Contact Us, About Us, FAQ, Shop by Brand, Site Map and the policy pages, with the spec's
 * fixed legacy paths (spaces and '&' included) as explicit routes, which win over any two-segment route.
 * Every page, its loader and its documents load with its route (`lazy`), so none of them (nor the forms'
 * code) is in the home page's JavaScript; the server resolves them before rendering and preloads their chunks.
 */
export function accountAndContentRoutes(client: ApolloClient): RouteObject[] {
  const page = pageOf(client);
  const register = page('features/account/register-page', 'RegisterPage');
  const contact = page('features/contact/contact-page', 'ContactPage', 'loadContact');
  return [
    { path: 'login', ...page('features/account/login-page', 'LoginPage') },
    { path: 'register', ...register },
    { path: 'Create Account/create-account', ...register },
    { path: 'forgetpass', ...page('features/account/forgot-password-page', 'ForgotPasswordPage') },
    { path: 'reset-password', ...page('features/account/reset-password-page', 'ResetPasswordPage') },
    { path: 'account', ...page('features/account/account-page', 'AccountPage') },
    { path: 'account/addresses', ...page('features/account/addresses-page', 'AddressesPage') },
    { path: 'account/orders', ...page('features/account/orders-page', 'OrdersPage') },
    { path: 'account/orders/:id', ...page('features/account/order-page', 'OrderPage') },
    { path: 'account/orders/:id/invoice', ...page('features/account/invoice-page', 'InvoicePage') },
    { path: 'account/points', ...page('features/account/points-page', 'PointsPage') },
    { path: 'account/privacy', ...page('features/account/privacy-page', 'PrivacyPage') },
    // A guest's order from the confirmation link; the access token is in the fragment (#t=...).
    { path: 'order/:id', ...page('features/account/order-page', 'GuestOrderPage') },
    { path: 'order/:id/invoice', ...page('features/account/invoice-page', 'GuestInvoicePage') },
    // The seeded footer page Track Your Order with its form: a guest who lost the link gets it mailed again.
    { path: 'Track Your Order/track-your-order', ...page('features/track-order/track-order-page', 'TrackOrderPage', 'loadTrackOrder') },
    { path: 'contact', ...contact },
    { path: 'Contact Us/contact-us', ...contact },
    { path: 'About Us/about-us', ...page('features/content/about-page', 'AboutPage', 'loadAboutUs') },
    { path: 'Faq/faq', ...page('features/content/faq-page', 'FaqPage', 'loadFaq') },
    { path: 'Shop by Brand/shop-by-brand', ...page('features/content/brands-page', 'BrandsPage', 'loadBrands') },
    { path: 'Site Map/site-map', ...page('features/content/site-map-page', 'SiteMapPage', 'loadSiteMap') },
    ...POLICY_PAGES.map(([path, slug]): RouteObject => ({
      path,
      ...lazyPage('features/content/footer-page', (m: typeof import('../features/content/footer-page')) => ({
        Component: () => <m.FooterPage slug={slug} />,
        loader: () => m.loadFooterPage(client, slug),
      })),
    })),
  ];
}
