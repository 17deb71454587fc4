import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreSocialLinksDocument } from '../../generated/graphql';
import { chooseCurrency, useChosenCurrency } from '../../lib/chosen-currency';
import { CURRENCIES } from '../../config/constants';
import { paths } from '../../config/paths';
import { AccountSlot } from '../account/account-slot';
import { BasketLink } from '../cart/basket-link';
import { lazyDialog } from './lazy-dialog';
import { lazyPart } from '../../lib/lazy-part';
import s from './header.module.css';

const TOP_BAR_LINKS = [
  { to: paths.shippingDelivery, label: 'Shipping' },
  { to: paths.returnsRefunds, label: 'Returns' },
  { to: paths.contactUs, label: 'Contact' },
  { to: paths.faq, label: 'FAQ' },
] as const;

/** Prices stay in pounds; another currency adds approximate prices beside them (components/approx-price). */
export function CurrencyChooser() {
  return (
    <label className={s.currency}>
      <span className="visually-hidden">Currency</span>
      <select value={useChosenCurrency()} onChange={(e) => chooseCurrency(e.target.value)}>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}

const SOCIAL_ICONS = {
  Facebook: <path d="M14 8.5h2.5V5H14c-2.2 0-3.5 1.5-3.5 3.6V11H8v3.5h2.5V21H14v-6.5h2.4l.6-3.5h-3V9.3c0-.5.4-.8 1-.8Z" />,
  Instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3.6" fill="none" strokeWidth="1.8" />
      <circle cx="16.9" cy="7.1" r="1.1" />
    </>
  ),
} as const;

/**
 * The top bar's two icon links: the shop's Facebook and Instagram pages from Settings, each left out while
 * unset (the legacy shop's two icon links had empty targets: docs/architecture.md).
 */
export function SocialLinks() {
  const { data } = useQuery(StoreSocialLinksDocument);
  const shop = data?.shopSettings;
  const links = (
    [
      ['Facebook', shop?.facebookUrl],
      ['Instagram', shop?.instagramUrl],
    ] as const
  ).filter(([, url]) => !!url);
  if (!shop || links.length === 0) return null;
  return (
    <ul className={s.social}>
      {links.map(([network, url]) => (
        <li key={network}>
          <a href={url!} target="_blank" rel="noopener noreferrer" aria-label={`${shop.shopName} on ${network} (opens in a new tab)`}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth="0">
              {SOCIAL_ICONS[network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The search overlay and the menu drawer: chunks of their own, loaded on first intent. */
// Shown from 1024 px only (phones use the menu's drawer): its links work as plain links until its code has come.
const DepartmentBar = lazyPart('src/features/header/department-bar.tsx', () => import('./department-bar').then((m) => m.DepartmentBar));
const SearchDialog = lazyDialog(() => import('./search-overlay').then((m) => m.SearchOverlay), paths.searchResults(''));
const MobileMenuDialog = lazyDialog(() => import('./mobile-menu').then((m) => m.MobileMenu), paths.home);

/**
 * The shop's header as a guest sees it (the server renders this); the account and basket slots fill in
 * after hydration without changing size. Below 1024 px a menu button opens the drawer in place of the department bar.
 */
export function Header() {
  return (
    <header className={s.header}>
      <div className={s.topBar}>
        <div className={s.inner}>
          <nav aria-label="Customer service">
            <ul className={s.topLinks}>
              {TOP_BAR_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={s.topEnd}>
            <SocialLinks />
            <CurrencyChooser />
          </div>
        </div>
      </div>
      <div className={`${s.inner} ${s.main}`}>
        <div className={s.brand}>
          <MobileMenuDialog>
            {(button) => (
              <button type="button" {...button} className={`${s.tool} ${s.menuButton}`} aria-haspopup="dialog">
                <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
                <span className="visually-hidden">Menu</span>
              </button>
            )}
          </MobileMenuDialog>
          <Link to={paths.home} className={s.logo} aria-label="Beauty Shop home">
            Beauty Shop
          </Link>
        </div>
        <div className={s.tools}>
          <SearchDialog>
            {(button) => (
              <button type="button" {...button} className={s.tool} aria-haspopup="dialog">
                <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
                  <circle cx="10.5" cy="10.5" r="6" />
                  <path d="m15 15 5 5" />
                </svg>
                <span className={s.toolText}>Search</span>
              </button>
            )}
          </SearchDialog>
          <AccountSlot />
          <BasketLink />
        </div>
      </div>
      <div className={s.departmentBand}>
        <div className={s.inner}>
          <DepartmentBar />
        </div>
      </div>
    </header>
  );
}
