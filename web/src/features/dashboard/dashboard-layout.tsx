import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { logOut } from '../account/session';
import type { Viewer } from './guard';
import { NotificationsSlot } from './notifications-slot';
import { findSections, GROUPS, sections } from './sections';
import { useTopBarMenu } from './top-bar-menu';
import s from './dashboard-layout.module.css';

/** Spec section 9: the dashboard's breakpoint; below 768 px the sidebar is a slide-in menu. */
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
const initials = (title: string) => title.split(/[\s-]+/).filter(Boolean).slice(0, 2).map((w) => w[0].toUpperCase()).join('');

/**
 * The back office's frame (spec section 2): the top bar (menu button, Dashboard title, the search that
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

  // A chosen section closes the slide-in menu.
  useEffect(() => setDrawer(false), [pathname]);
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

  const state = narrow ? (drawer ? 'drawer' : 'hidden') : collapsed ? 'collapsed' : 'open';
  return (
    <div className={s.shell} data-sidebar={state}>
      <a href="#dashboard-main" className={s.skip}>Skip to content</a>
      <header className={s.topBar}>
        <button type="button" className={s.menuButton} aria-label="Menu" aria-controls={sidebarId} aria-expanded={narrow ? drawer : !collapsed} onClick={toggleMenu}>
          <span aria-hidden="true">☰</span>
        </button>
        <Link to={paths.dashboard} className={s.title}>Dashboard</Link>
        <SectionSearch />
        <div className={s.topEnd}>
          <NotificationsSlot />
          <ProfileMenu viewer={viewer} onLogout={logout} />
        </div>
      </header>
      {narrow && drawer && <div className={s.scrim} onClick={() => setDrawer(false)} aria-hidden="true" />}
      <nav id={sidebarId} className={s.sidebar} aria-label="Back office">
        <SideLink to={paths.dashboard} title="Overview" current={pathname === paths.dashboard || pathname === `${paths.dashboard}/`} mark="D" />
        {GROUPS.map((group) => {
          const inGroup = sections.filter((section) => section.group === group);
          if (inGroup.length === 0) return null;
          return (
            <div key={group} className={s.navGroup}>
              <p className={s.groupTitle}><span className={s.navLabel}>{group}</span></p>
              <ul>
                {inGroup.map((section) => (
                  <li key={section.path}>
                    <SideLink to={`${paths.dashboard}/${section.path}`} title={section.title} current={pathname === `${paths.dashboard}/${section.path}`} mark={initials(section.title)} />
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
      <span className={s.mark} aria-hidden="true">{mark}</span><span className={s.navLabel}>{title}</span>
    </Link>
  );
}

/** The top bar's search: type a section's name and press Enter (or pick a suggestion) to go there. */
function SectionSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const listId = useId();
  const inputId = useId();
  const go = (e: FormEvent) => {
    e.preventDefault();
    const [first] = findSections(text);
    setMissing(!first);
    if (!first) return;
    setText('');
    navigate(`${paths.dashboard}/${first.path}`);
  };
  return (
    <form role="search" className={s.search} onSubmit={go}>
      <label htmlFor={inputId} className="visually-hidden">Go to a section</label>
      <input
        id={inputId}
        type="search"
        list={listId}
        placeholder="Go to a section…"
        value={text}
        onChange={(e) => { setText(e.target.value); setMissing(false); }}
        aria-describedby={missing ? `${inputId}-missing` : undefined}
        className={s.searchInput}
      />
      <datalist id={listId}>
        {sections.map((section) => <option key={section.path} value={section.title} />)}
      </datalist>
      {missing && <p id={`${inputId}-missing`} className={s.searchMissing} role="status">No section called &lsquo;{text}&rsquo;</p>}
    </form>
  );
}

/** The profile dropdown: My Profile, Settings, Logout. */
function ProfileMenu({ viewer, onLogout }: { viewer: Viewer; onLogout: () => void }) {
  const ref = useTopBarMenu();
  return (
    <details ref={ref} className={s.profile}>
      <summary className={s.profileButton}>
        {viewer.image
          ? <img src={paths.upload('users', viewer.image)} alt="" width={32} height={32} className={s.avatar} />
          : <span className={s.avatar} aria-hidden="true">{initials(viewer.name)}</span>}
        <span className="visually-hidden">Profile menu for </span><span className={s.profileName}>{viewer.name}</span>
      </summary>
      <ul className={s.profilePanel}>
        <li><Link to={paths.account}>My Profile</Link></li>
        <li><Link to={`${paths.dashboard}/settings`}>Settings</Link></li>
        <li><button type="button" onClick={onLogout}>Logout</button></li>
      </ul>
    </details>
  );
}
