import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { paths, patternOf } from '../config/paths';
import { lazyPage, pageOf } from './lazy-page';

/** The fixed policy paths (docs/storefront.md); each shows the footer page named by its last segment. */
const POLICY_PAGES = [paths.termsOfServices, paths.shippingDelivery, paths.returnsRefunds, paths.privacyPolicy, paths.cookiesPolicy];

/**
 * Accounts and content routes: login, registration, forgotten and reset
 * password, My Account (details, saved addresses, orders with their VAT invoices, reward points, wishlist, privacy) and a guest's order page, Contact Us, About Us, FAQ, Shop by Brand, Site Map and the policy pages, with the
 * fixed legacy paths (spaces and '&' included) as explicit routes, which win over any two-segment route.
 * Every page, its loader and its documents load with its route (`lazy`), so none of them (nor the forms'
 * code) is in the home page's JavaScript; the server resolves them before rendering and preloads their chunks.
 */
export function accountAndContentRoutes(client: ApolloClient): RouteObject[] {
  const page = pageOf(client);
  const register = page('features/account/register-page', 'RegisterPage');
  const contact = page('features/contact/contact-page', 'ContactPage', 'loadContact');
  return [
    { path: patternOf(paths.login), ...page('features/account/login-page', 'LoginPage') },
    { path: patternOf(paths.register), ...register },
    { path: patternOf(paths.createAccount), ...register },
    { path: patternOf(paths.forgetPassword), ...page('features/account/forgot-password-page', 'ForgotPasswordPage') },
    { path: patternOf(paths.resetPassword), ...page('features/account/reset-password-page', 'ResetPasswordPage') },
    { path: patternOf(paths.account), ...page('features/account/account-page', 'AccountPage') },
    { path: patternOf(paths.accountAddresses), ...page('features/account/addresses-page', 'AddressesPage') },
    { path: patternOf(paths.accountOrders), ...page('features/account/orders-page', 'OrdersPage') },
    { path: paths.accountOrder.pattern, ...page('features/account/order-page', 'OrderPage') },
    { path: paths.accountOrderInvoice.pattern, ...page('features/account/invoice-page', 'InvoicePage') },
    { path: patternOf(paths.accountPoints), ...page('features/account/points-page', 'PointsPage') },
    { path: patternOf(paths.accountWishlist), ...page('features/account/wishlist-page', 'WishlistPage') },
    { path: patternOf(paths.accountPrivacy), ...page('features/account/privacy-page', 'PrivacyPage') },
    // A guest's order from the confirmation link; the access token is in the fragment (#t=...).
    { path: paths.guestOrder.pattern, ...page('features/account/order-page', 'GuestOrderPage') },
    { path: paths.guestOrderInvoice.pattern, ...page('features/account/invoice-page', 'GuestInvoicePage') },
    // The seeded footer page Track Your Order with its form: a guest who lost the link gets it mailed again.
    { path: patternOf(paths.trackYourOrder), ...page('features/track-order/track-order-page', 'TrackOrderPage', 'loadTrackOrder') },
    { path: patternOf(paths.contact), ...contact },
    { path: patternOf(paths.contactUs), ...contact },
    { path: patternOf(paths.aboutUs), ...page('features/content/about-page', 'AboutPage', 'loadAboutUs') },
    { path: patternOf(paths.faq), ...page('features/content/faq-page', 'FaqPage', 'loadFaq') },
    { path: patternOf(paths.shopByBrand), ...page('features/content/brands-page', 'BrandsPage', 'loadBrands') },
    { path: patternOf(paths.siteMap), ...page('features/content/site-map-page', 'SiteMapPage', 'loadSiteMap') },
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
  ];
}
