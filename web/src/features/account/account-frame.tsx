import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PageMeta } from '../../lib/page-meta';
import { paths } from '../../config/paths';
import { useSignedIn } from '../../lib/session';
import a from './account-page.module.css';
import { Loading } from '../../components/query-view';

const SECTIONS = [
  { to: paths.account, label: 'My details', end: true },
  { to: paths.accountOrders, label: 'Orders', end: false },
  { to: paths.accountPoints, label: 'Reward points', end: true },
  { to: paths.accountWishlist, label: 'Wishlist', end: true },
  { to: paths.accountAddresses, label: 'Addresses', end: true },
  { to: paths.accountPrivacy, label: 'Privacy', end: true },
];

/** My Account's sections, as links (the current one marked for screen readers with aria-current). */
export function AccountNav() {
  return (
    <nav aria-label="My Account" className={a.nav}>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to} end={s.end} className={({ isActive }) => (isActive ? `${a.navLink} ${a.navCurrent}` : a.navLink)}>
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of every My Account page: its title, the sections, and — once the browser has read its
 * token — the page itself, or a link to log in (which comes back here), or what the page shows a guest.
 */
export function AccountFrame({
  title,
  heading,
  guest,
  children,
}: {
  title: string;
  heading?: string;
  /** What a visitor who is not signed in sees instead of the link to log in. */
  guest?: ReactNode;
  children: ReactNode;
}) {
  const signedIn = useSignedIn();
  const location = useLocation();
  return (
    <div className={`page ${a.frame}`}>
      <PageMeta title={title} description="Your Beauty Shop account." index={false} />
      <h1>{heading ?? title}</h1>
      <AccountNav />
      {signedIn === null && <Loading />}
      {signedIn === false && guest}
      {signedIn === false && !guest && (
        <p>
          Please{' '}
          <Link to={paths.login} state={{ from: location.pathname }}>
            log in
          </Link>{' '}
          to see your account.
        </p>
      )}
      {signedIn && children}
    </div>
  );
}
