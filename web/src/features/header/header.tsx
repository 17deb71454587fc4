import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { StoreNavbarDocument, StoreSocialLinksDocument, type StoreNavbarQuery } from '../../generated/graphql';
import { isKeyboardFocused } from '../../lib/focus';
import { chooseCurrency, useChosenCurrency } from '../../lib/chosen-currency';
import { CURRENCIES } from '../../config/constants';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { AccountSlot } from '../account/account-slot';
import { BasketLink } from '../cart/basket-link';
import { lazyDialog } from './lazy-dialog';
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

type NavCategory = StoreNavbarQuery['navbarCategories'][number];

/** The mega-menu panel is a chunk of its own, fetched when the pointer or keyboard focus first reaches the category bar. */
let panelChunk: Promise<typeof import('./mega-menu')> | undefined;
const loadPanel = () =>
  (panelChunk ??= import('./mega-menu').catch((err: unknown) => {
    panelChunk = undefined;
    throw err;
  }));
const warmPanel = () => void loadPanel().catch(() => undefined);
const MegaMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MegaMenuPanel })));

/** Hover intent: a panel opens after a short rest on a category, switches faster once one is open, and outlives a brief slip of the pointer. */
const OPEN_DELAY_MS = 150;
const SWITCH_DELAY_MS = 80;
const CLOSE_DELAY_MS = 250;

const panelId = (category: NavCategory) => `mega-menu-${category.id}`;
const toggleId = (category: NavCategory) => `mega-menu-toggle-${category.id}`;

/**
 * The top-level categories; each goes to its category page and has a disclosure button for its mega-menu
 * panel. Hover (mouse) and keyboard focus entering the category open the panel as a preview, whose links Tab
 * skips (so Tab walks the bar); the button opens it for use and moves focus into it. The panel's code and
 * data are loaded then, one category at a time. Escape closes it (focus back on the button when it was inside),
 * as do a press outside the bar, focus leaving the category, and following a link.
 */
export function CategoryBar() {
  const { data, error } = useQuery(StoreNavbarDocument);
  // The open panel: a preview (opened by hover or by focus passing through; its links are not tab stops, so Tab
  // goes on to the next category) or engaged (opened by its button; Tab goes through it). `focus` counts the
  // requests to move focus into it.
  const [menu, setMenu] = useState<{ id: number; engaged: boolean; focus: number } | null>(null);
  const openId = menu?.id ?? null;
  const preview = (id: number) => setMenu((m) => (m?.id === id ? m : { id, engaged: false, focus: 0 }));
  const closeIf = (id: number) => setMenu((m) => (m?.id === id ? null : m));
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

  // A new page closes the panel in the render that brings it; a hover or focus timer of the old page is dropped
  // as the new page commits (a layout effect, so it cannot fire in between) and when the bar goes away.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenu(null);
  }
  useLayoutEffect(() => () => window.clearTimeout(timer.current), [pathname]);

  useEffect(() => {
    if (openId === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const panel = document.getElementById(`mega-menu-${openId}`);
      const focusWasInside = !!panel && panel.contains(document.activeElement);
      close();
      if (focusWasInside) document.getElementById(`mega-menu-toggle-${openId}`)?.focus();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !nav.current?.contains(e.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openId, close]);

  if (error) return <p className={`${s.categories} error`}>{error.message || messages.fetchCategories}</p>;

  const hoverHandlers = (category: NavCategory) => ({
    onPointerEnter: (e: ReactPointerEvent<HTMLLIElement>) => {
      if (e.pointerType !== 'mouse' || openId === category.id) return void cancelTimer();
      after(openId === null ? OPEN_DELAY_MS : SWITCH_DELAY_MS, () => preview(category.id));
    },
    onPointerLeave: (e: ReactPointerEvent<HTMLLIElement>) => {
      if (e.pointerType !== 'mouse') return;
      after(CLOSE_DELAY_MS, () => closeIf(category.id));
    },
  });
  const focusHandlers = (category: NavCategory) => ({
    // Focus entering the category from elsewhere by keyboard previews its panel; moves within it change nothing.
    onFocus: (e: FocusEvent<HTMLLIElement>) => {
      if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
      if (!isKeyboardFocused(e.target)) return;
      // As with hover, the focus has to rest a moment: Tab walking along the bar loads nothing on the way.
      after(OPEN_DELAY_MS, () => preview(category.id));
    },
    onBlur: (e: FocusEvent<HTMLLIElement>) => {
      if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
      cancelTimer();
      closeIf(category.id);
    },
  });

  return (
    <nav aria-label="Categories" className={s.categories} ref={nav} onPointerEnter={warmPanel} onFocus={warmPanel}>
      <ul className={s.categoryList}>
        {data?.navbarCategories.map((category) => {
          const open = openId === category.id;
          return (
            <li key={category.id} className={s.categoryItem} {...hoverHandlers(category)} {...focusHandlers(category)}>
              <Link to={paths.categoryPage(category.slug)} className={s.category}>
                {category.name}
              </Link>
              <button
                type="button"
                id={toggleId(category)}
                className={s.toggle}
                aria-expanded={open}
                aria-controls={open ? panelId(category) : undefined}
                // Closed or a preview: open it for use and move focus into it; in use: close it.
                onClick={() => {
                  cancelTimer();
                  setMenu((m) =>
                    m?.id === category.id && m.engaged ? null : { id: category.id, engaged: true, focus: (m?.focus ?? 0) + 1 },
                  );
                }}
              >
                <span className="visually-hidden">{category.name} sub-categories</span>
                <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.6">
                  <path d="m2.5 4.5 3.5 3.5 3.5-3.5" />
                </svg>
              </button>
              {open && (
                <Suspense
                  fallback={
                    <div id={panelId(category)} className={s.panelPending} role="status">
                      Loading...
                    </div>
                  }
                >
                  <MegaMenuPanel
                    id={panelId(category)}
                    category={category}
                    onNavigate={close}
                    engaged={!!menu?.engaged}
                    focusRequest={menu?.focus ?? 0}
                  />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The search overlay and the mobile category drawer: chunks of their own, loaded on first intent. */
const SearchDialog = lazyDialog(() => import('./search-overlay').then((m) => m.SearchOverlay), paths.searchResults(''));
const MobileMenuDialog = lazyDialog(() => import('./mobile-menu').then((m) => m.MobileMenu), paths.home);

/**
 * The shop's header as a guest sees it (the server renders this); the account and basket slots fill in
 * after hydration without changing size. Below 768 px a menu button opens the category drawer in place of the category bar.
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
                <span className="visually-hidden">Categories menu</span>
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
      <div className={s.categoryBand}>
        <div className={s.inner}>
          <CategoryBar />
        </div>
      </div>
    </header>
  );
}
