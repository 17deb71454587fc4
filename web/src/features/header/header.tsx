import { Link } from 'react-router-dom';
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

// The shop's social links: rendered by the server, their code (and document) not in the page's initial JavaScript.
const SocialLinks = lazyPart('src/features/header/social-links.tsx', () => import('./social-links').then((m) => m.SocialLinks));

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
