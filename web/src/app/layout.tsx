import { Outlet, ScrollRestoration } from 'react-router-dom';
import { lazyPart } from '../lib/lazy-part';
import { Header } from '../features/header/header';
import { CookieNoticeSlot } from '../features/content/cookie-notice-slot';
import { BasketDrawerHost } from '../features/cart/basket-drawer-host';
import s from './layout.module.css';

const Footer = lazyPart('src/features/footer/footer.tsx', () => import('../features/footer/footer').then((m) => m.Footer));

/**
 * Every storefront page: skip link, header, the page, footer. ScrollRestoration (data mode: a hook, no
 * inline script) puts a new page at the top and restores the position on back and forward.
 */
export function StoreLayout() {
  return (
    <>
      <a href="#main" className={s.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={s.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CookieNoticeSlot />
      <BasketDrawerHost />
      <ScrollRestoration />
    </>
  );
}
