import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { StoreAboutUsDocument, StoreBrandGroupsDocument, StoreFaqDocument, StoreFooterPageDocument, StoreSiteMapDocument } from '../generated/graphql';
import { FooterPage } from '../features/content/footer-page';

/** A failed query does not fail the page: its component shows the error state (as in routes.tsx). */
async function prime(...queries: Promise<unknown>[]): Promise<null> {
  await Promise.all(queries.map((query) => query.catch(() => undefined)));
  return null;
}

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
 * password, Contact Us, About Us, FAQ, Shop by Brand, Site Map and the policy pages, with the spec's
 * fixed legacy paths (spaces and '&' included) as explicit routes, which win over any two-segment route.
 * Each page is a chunk of its own (`lazy`; its forms' code loads with it, never with the home page);
 * `handle.module` lets the server preload that chunk for a page it renders.
 */
export function accountAndContentRoutes(client: ApolloClient): RouteObject[] {
  const page = (module: string, load: () => Promise<{ Component: RouteObject['Component'] }>) => ({ handle: { module }, lazy: load });
  const login = page('src/features/account/login-page.tsx', () => import('../features/account/login-page').then((m) => ({ Component: m.LoginPage })));
  const register = page('src/features/account/register-page.tsx', () => import('../features/account/register-page').then((m) => ({ Component: m.RegisterPage })));
  const forgot = page('src/features/account/forgot-password-page.tsx', () => import('../features/account/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })));
  const reset = page('src/features/account/reset-password-page.tsx', () => import('../features/account/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })));
  const contact = {
    ...page('src/features/contact/contact-page.tsx', () => import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage }))),
    loader: () => prime(client.query({ query: StoreFooterPageDocument, variables: { slug: 'contact-us' } })),
  };
  return [
    { path: 'login', ...login },
    { path: 'register', ...register },
    { path: 'Create Account/create-account', ...register },
    { path: 'forgetpass', ...forgot },
    { path: 'reset-password', ...reset },
    { path: 'contact', ...contact },
    { path: 'Contact Us/contact-us', ...contact },
    {
      path: 'About Us/about-us',
      ...page('src/features/content/about-page.tsx', () => import('../features/content/about-page').then((m) => ({ Component: m.AboutPage }))),
      loader: () => prime(client.query({ query: StoreAboutUsDocument })),
    },
    {
      path: 'Faq/faq',
      ...page('src/features/content/faq-page.tsx', () => import('../features/content/faq-page').then((m) => ({ Component: m.FaqPage }))),
      loader: () => prime(client.query({ query: StoreFaqDocument })),
    },
    {
      path: 'Shop by Brand/shop-by-brand',
      ...page('src/features/content/brands-page.tsx', () => import('../features/content/brands-page').then((m) => ({ Component: m.BrandsPage }))),
      loader: () => prime(client.query({ query: StoreBrandGroupsDocument })),
    },
    {
      path: 'Site Map/site-map',
      ...page('src/features/content/site-map-page.tsx', () => import('../features/content/site-map-page').then((m) => ({ Component: m.SiteMapPage }))),
      loader: () => prime(client.query({ query: StoreSiteMapDocument })),
    },
    ...POLICY_PAGES.map(([path, slug]): RouteObject => ({
      path,
      element: <FooterPage slug={slug} />,
      loader: () => prime(client.query({ query: StoreFooterPageDocument, variables: { slug } })),
    })),
  ];
}
