import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { StoreNavbarDocument } from '../../generated/graphql';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import s from './header.module.css';

/** The bar's links after the departments (also the drawer's): every brand, the biggest discounts first, the newest products. */
export const SHOP_LINKS = [
  { to: paths.shopByBrand, label: 'Brands' },
  { to: `${paths.products}?sort=discount`, label: 'Offers' },
  { to: paths.collection('new-arrivals'), label: 'New In' },
] as const;

/** The panel is a chunk of its own, fetched when the pointer or keyboard focus first reaches the bar. */
let panelChunk: Promise<typeof import('./mega-menu')> | undefined;
const loadPanel = () =>
  (panelChunk ??= import('./mega-menu').catch((err: unknown) => {
    panelChunk = undefined;
    throw err;
  }));
const warmPanel = () => void loadPanel().catch(() => undefined);
const MegaMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MegaMenuPanel })));

/** Hover intent: a panel opens after a short rest on a department, switches faster once one is open, and outlives a brief slip of the pointer. */
const OPEN_DELAY_MS = 150;
const SWITCH_DELAY_MS = 80;
const CLOSE_DELAY_MS = 250;

const panelId = (slug: string) => `mega-menu-${slug}`;
const toggleId = (slug: string) => `mega-menu-toggle-${slug}`;

/** Left and Right (and Home and End) move between the bar's own links and buttons, not into an open panel. */
function onBarKeyDown(e: KeyboardEvent<HTMLUListElement>) {
  const keys: Record<string, (at: number, count: number) => number> = {
    ArrowRight: (at, n) => (at + 1) % n,
    ArrowLeft: (at, n) => (at - 1 + n) % n,
    Home: () => 0,
    End: (_, n) => n - 1,
  };
  const move = keys[e.key];
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-bar-item]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (!move || at < 0) return;
  e.preventDefault();
  items[move(at, items.length)]?.focus();
}

/**
 * The header's bar (from 1024 px): the departments in menu order, then Brands, Offers and New In, on one line.
 * Each department is a link to its page and a disclosure button for its panel (docs/storefront.md): the
 * panel's code and data load when it first opens, one department at a time. Mouse hover opens it after a short
 * rest and leaving closes it; the button (click, Enter, Space) toggles it, ArrowDown on the link or the button opens
 * it and moves focus in. Tab stops only at the bar's links (nine), so every department is a few Tab presses from the
 * logo; Left and Right also reach the buttons. Escape closes it (focus back on its button when it was inside), as do a press outside the bar, focus leaving
 * the department and a link followed. A closed panel is not rendered, so its links cost no Tab stops.
 */
export function DepartmentBar() {
  const { data, error } = useQuery(StoreNavbarDocument);
  // The open panel, what opened it (the pointer resting on it, or its button or arrow key), and the count of
  // requests to move focus into it.
  const [menu, setMenu] = useState<{ slug: string; by: 'hover' | 'button'; focus: number } | null>(null);
  const openSlug = menu?.slug ?? null;
  const timer = useRef<number | undefined>(undefined);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  const cancelTimer = () => window.clearTimeout(timer.current);
  const after = (ms: number, action: () => void) => {
    cancelTimer();
    timer.current = window.setTimeout(action, ms);
  };
  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    setMenu(null);
  }, []);
  const closeIf = (slug: string) => setMenu((m) => (m?.slug === slug ? null : m));
  /** ArrowDown on a department's link or button: its panel opens with the focus on its first link. */
  const openByKey = (slug: string) => {
    cancelTimer();
    setMenu((m) => ({ slug, by: 'button', focus: (m?.focus ?? 0) + 1 }));
  };
  const hintId = useId();

  // A new page closes the panel in the render that brings it; a hover timer of the old page is dropped as the new
  // page commits (a layout effect, so it cannot fire in between) and when the bar goes away.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenu(null);
  }
  useLayoutEffect(() => () => window.clearTimeout(timer.current), [pathname]);

  useEffect(() => {
    if (openSlug === null) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const item = document.getElementById(panelId(openSlug))?.parentElement;
      const focusWasInside = !!item && item.contains(document.activeElement);
      close();
      if (focusWasInside) document.getElementById(toggleId(openSlug))?.focus();
    };
    const onPointerDown = (e: globalThis.PointerEvent) => {
      if (!(e.target instanceof Node) || !nav.current?.contains(e.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openSlug, close]);

  if (error) return <p className={`${s.departments} error`}>{error.message || messages.fetchCategories}</p>;

  const hoverHandlers = (slug: string) => ({
    onPointerEnter: (e: PointerEvent<HTMLLIElement>) => {
      if (e.pointerType !== 'mouse' || openSlug === slug) return void cancelTimer();
      after(openSlug === null ? OPEN_DELAY_MS : SWITCH_DELAY_MS, () => setMenu({ slug, by: 'hover', focus: 0 }));
    },
    onPointerLeave: (e: PointerEvent<HTMLLIElement>) => {
      if (e.pointerType !== 'mouse') return;
      after(CLOSE_DELAY_MS, () => closeIf(slug));
    },
  });

  return (
    <nav
      id="departments"
      tabIndex={-1}
      aria-label="Departments"
      className={s.departments}
      ref={nav}
      onPointerEnter={warmPanel}
      onFocus={warmPanel}
    >
      <span id={hintId} className="visually-hidden">
        Down arrow opens its categories
      </span>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Left and Right between the bar's own links and buttons */}
      <ul className={s.departmentList} onKeyDown={onBarKeyDown}>
        {data?.menu.map((department) => {
          const open = openSlug === department.slug;
          return (
            <li
              key={department.id}
              className={s.departmentItem}
              {...hoverHandlers(department.slug)}
              onBlur={(e) => {
                if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
                if (e.relatedTarget) closeIf(department.slug);
              }}
            >
              <Link
                to={paths.department(department.slug)}
                className={s.department}
                data-bar-item=""
                aria-describedby={hintId}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowDown') return;
                  e.preventDefault();
                  openByKey(department.slug);
                }}
              >
                {department.name}
              </Link>
              <button
                type="button"
                id={toggleId(department.slug)}
                className={s.toggle}
                data-bar-item=""
                aria-expanded={open}
                aria-controls={open ? panelId(department.slug) : undefined}
                onClick={() => {
                  cancelTimer();
                  // A panel the pointer opened stays open on a click (the click confirms it); otherwise the button toggles.
                  setMenu((m) =>
                    m?.slug === department.slug && m.by === 'button' ? null : { slug: department.slug, by: 'button', focus: 0 },
                  );
                }}
                // Out of the Tab order: Tab walks the bar's links; Left and Right reach the buttons.
                tabIndex={-1}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowDown') return;
                  e.preventDefault();
                  openByKey(department.slug);
                }}
              >
                <span className="visually-hidden">{department.name} categories</span>
                <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.6">
                  <path d="m2.5 4.5 3.5 3.5 3.5-3.5" />
                </svg>
              </button>
              {open && (
                <Suspense
                  fallback={
                    <div id={panelId(department.slug)} className={s.panelPending} role="status">
                      Loading...
                    </div>
                  }
                >
                  <MegaMenuPanel id={panelId(department.slug)} department={department} onNavigate={close} focusRequest={menu?.focus ?? 0} />
                </Suspense>
              )}
            </li>
          );
        })}
        {data &&
          SHOP_LINKS.map((l) => (
            <li key={l.label} className={s.departmentItem}>
              <Link to={l.to} className={s.department} data-bar-item="">
                {l.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
