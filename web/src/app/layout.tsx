import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { lazyPart } from '../lib/lazy-part';
import { Header } from '../features/header/header';
import { CookieNoticeSlot } from '../features/content/cookie-notice-slot';
import { BasketDrawerHost } from '../features/cart/basket-drawer-host';
import s from './layout.module.css';

const Footer = lazyPart('src/features/footer/footer.tsx', () => import('../features/footer/footer').then((m) => m.Footer));

/** The bar is in the header already in view: focus it without the fragment's scroll (which hid the page's top under the header). */
function focusDepartments(e: MouseEvent<HTMLAnchorElement>) {
  const bar = document.getElementById('departments');
  if (!bar) return;
  e.preventDefault();
  bar.focus({ preventScroll: true });
}

/**
 * Every storefront page: skip links (the second, where the department bar shows, puts every department
 * within ten Tab stops of the page's top), header, the page, footer. ScrollRestoration (data mode: a hook, no
 * inline script) puts a new page at the top and restores the position on back and forward.
 */
export function StoreLayout() {
  return (
    <>
      <a href="#main" className={s.skip}>
        Skip to content
      </a>
      <a href="#departments" className={`${s.skip} ${s.skipWide}`} onClick={focusDepartments}>
        Skip to departments
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
