import { useEffect, useId, useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { AdminFindProductsDocument } from '../../generated/graphql';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { dashboardPaths, paths } from '../../config/paths';
import { logOut } from '../../lib/session';
import type { Viewer } from './guard';
import { NotificationsSlot } from './notifications-slot';
import { findSections, GROUPS, sections } from './sections';
import { useTopBarMenu } from './top-bar-menu';
import s from './dashboard-layout.module.css';

/** The dashboard's breakpoint (docs/design.md); below 768 px the sidebar is a slide-in menu. */
const WIDE = '(min-width: 1024px)';
const NARROW = '(max-width: 767.98px)';

function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** The short mark a collapsed sidebar shows for a section (its initials). */
const initials = (title: string) =>
  title
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');

/**
 * The back office's frame (docs/back-office.md): the top bar (menu button, Dashboard title, the search that
 * jumps to a section, notifications, the profile menu) and the sidebar listing every section — open
 * from 1024 px, collapsed below (expanding on hover), a slide-in menu below 768 px.
 */
export function DashboardLayout({ viewer }: { viewer: Viewer }) {
  const client = useApolloClient();
  const { pathname } = useLocation();
  const wide = useMedia(WIDE);
  const narrow = useMedia(NARROW);
  // null: the width decides (open from 1024 px); the menu button pins it open or collapsed.
  const [pinned, setPinned] = useState<'open' | 'collapsed' | null>(null);
  const [drawer, setDrawer] = useState(false);
  const sidebarId = useId();
  const collapsed = pinned ? pinned === 'collapsed' : !wide;

  // A chosen section closes the slide-in menu, in the render that brings the new path.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawer(false);
  }
  useEffect(() => {
    if (!drawer) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawer(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer]);

  const toggleMenu = () => {
    if (narrow) setDrawer((open) => !open);
    else setPinned(collapsed ? 'open' : 'collapsed');
  };

  // Without a token the guard sends the page to /login (and back here after logging in again).
  const logout = () => logOut(client, { resetAll: true });

  // The sidebar marks the section the page belongs to: its own path, or the longest one it lies under (an order's page → Orders).
  const currentSection = sections
    .filter(
      (section) =>
        !section.hidden &&
        (pathname === dashboardPaths.section(section.path) || pathname.startsWith(`${dashboardPaths.section(section.path)}/`)),
    )
    .sort((a, b) => b.path.length - a.path.length)[0];
  const state = narrow ? (drawer ? 'drawer' : 'hidden') : collapsed ? 'collapsed' : 'open';
  return (
    <div className={s.shell} data-sidebar={state}>
      <a href="#dashboard-main" className={s.skip}>
        Skip to content
      </a>
      <header className={s.topBar}>
        <button
          type="button"
          className={s.menuButton}
          aria-label="Menu"
          aria-controls={sidebarId}
          aria-expanded={narrow ? drawer : !collapsed}
          onClick={toggleMenu}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Link to={dashboardPaths.home} className={s.title}>
          Dashboard
        </Link>
        <SectionSearch />
        <div className={s.topEnd}>
          <NotificationsSlot />
          <ProfileMenu viewer={viewer} onLogout={logout} />
        </div>
      </header>
      {narrow && drawer && <div className={s.scrim} onClick={() => setDrawer(false)} aria-hidden="true" />}
      <nav id={sidebarId} className={s.sidebar} aria-label="Back office">
        <SideLink
          to={dashboardPaths.home}
          title="Overview"
          current={pathname === dashboardPaths.home || pathname === `${dashboardPaths.home}/`}
          mark="D"
        />
        {GROUPS.map((group) => {
          const inGroup = sections.filter(
            (section) => section.group === group && !section.hidden && (!section.superAdminOnly || viewer.role === 'SUPER_ADMIN'),
          );
          if (inGroup.length === 0) return null;
          return (
            <div key={group} className={s.navGroup}>
              <p className={s.groupTitle}>
                <span className={s.navLabel}>{group}</span>
              </p>
              <ul>
                {inGroup.map((section) => (
                  <li key={section.path}>
                    <SideLink
                      to={dashboardPaths.section(section.path)}
                      title={section.title}
                      current={section === currentSection}
                      mark={initials(section.title)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
      <main id="dashboard-main" className={s.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** A sidebar entry: its mark (shown alone while collapsed) and title; the current page is marked for all. */
function SideLink({ to, title, current, mark }: { to: string; title: string; current: boolean; mark: string }) {
  return (
    <Link to={to} title={title} aria-current={current ? 'page' : undefined} className={current ? `${s.navLink} ${s.current}` : s.navLink}>
      <span className={s.mark} aria-hidden="true">
        {mark}
      </span>
      <span className={s.navLabel}>{title}</span>
    </Link>
  );
}

/** How long the top bar's search waits after the last key before looking for products. */
const FIND_DELAY_MS = 250;

/** A product suggestion's text in the search's list: its name and code. */
const productOption = (product: { name: string; code: string }) => `${product.name} (${product.code})`;

/**
 * The top bar's search: a section's name jumps to it; a product's name or code (suggested as typed) opens
 * its form; anything else lists the products whose name contains it.
 */
export function SectionSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const listId = useId();
  const inputId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), FIND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data } = useQuery(AdminFindProductsDocument, { variables: { search: asked }, skip: asked.length < 2 });
  const products = asked.length < 2 ? [] : (data?.products.items ?? []);
  const go = (e: FormEvent) => {
    e.preventDefault();
    const wanted = text.trim();
    if (!wanted) return;
    const product = products.find((p) => productOption(p) === wanted || p.code.toLowerCase() === wanted.toLowerCase());
    const [section] = findSections(wanted);
    setText('');
    if (product) void navigate(dashboardPaths.product(product.id));
    else if (section) void navigate(dashboardPaths.section(section.path));
    else void navigate(dashboardPaths.productSearch(wanted));
  };
  return (
    <form role="search" className={s.search} onSubmit={go}>
      <label htmlFor={inputId} className="visually-hidden">
        Go to a section or find a product
      </label>
      <input
        id={inputId}
        type="search"
        list={listId}
        placeholder="Go to a section or find a product…"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={s.searchInput}
      />
      <datalist id={listId}>
        {sections
          .filter((section) => !section.hidden)
          .map((section) => (
            <option key={section.path} value={section.title} />
          ))}
        {products.map((product) => (
          <option key={`p${product.id}`} value={productOption(product)}>
            Product
          </option>
        ))}
      </datalist>
    </form>
  );
}

/** The profile dropdown: My Profile, Settings, Logout. */
function ProfileMenu({ viewer, onLogout }: { viewer: Viewer; onLogout: () => void }) {
  const ref = useTopBarMenu();
  return (
    <details ref={ref} className={s.profile}>
      <summary className={s.profileButton}>
        {viewer.image ? (
          <img src={paths.upload('users', viewer.image)} alt="" width={32} height={32} className={s.avatar} />
        ) : (
          <span className={s.avatar} aria-hidden="true">
            {initials(viewer.name)}
          </span>
        )}
        <span className="visually-hidden">Profile menu for </span>
        <span className={s.profileName}>{viewer.name}</span>
      </summary>
      <ul className={s.profilePanel}>
        <li>
          <Link to={dashboardPaths.profile}>My Profile</Link>
        </li>
        <li>
          <Link to={dashboardPaths.settings}>Settings</Link>
        </li>
        <li>
          <button type="button" onClick={onLogout}>
            Logout
          </button>
        </li>
      </ul>
    </details>
  );
}
