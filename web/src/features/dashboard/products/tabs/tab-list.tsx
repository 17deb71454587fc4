import { useEffect, type KeyboardEvent } from 'react';
import { TABS } from '../product-form-values';
import f from '../product-form.module.css';

/** The side tabs: a vertical tablist on wide screens, a scrolling row on phones; arrows, Home and End move between them. */
export function TabList({
  tab,
  onTab,
  idOf,
  panelOf,
  invalid,
}: {
  tab: string;
  onTab: (id: string) => void;
  idOf: (id: string) => string;
  panelOf: (id: string) => string;
  invalid: Set<string>;
}) {
  // On a phone the row scrolls: the chosen tab (by a click, a key or an invalid field) comes into view.
  useEffect(() => {
    document.getElementById(idOf(tab))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab, idOf]);
  const keys = (e: KeyboardEvent) => {
    const at = TABS.findIndex((t) => t.id === tab);
    const to =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? (at - 1 + TABS.length) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    onTab(TABS[to].id);
    document.getElementById(idOf(TABS[to].id))?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs pattern: each tab is a button with a roving tabindex, the list only hears their arrow keys
    <div role="tablist" aria-label="Product form sections" className={f.tabs} onKeyDown={keys}>
      {TABS.map((t, i) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={idOf(t.id)}
          aria-controls={panelOf(t.id)}
          aria-selected={t.id === tab}
          tabIndex={t.id === tab ? 0 : -1}
          className={f.tab}
          onClick={() => onTab(t.id)}
        >
          <span className={f.tabNumber} aria-hidden="true">
            {i + 1}
          </span>
          {t.label}
          {invalid.has(t.id) && <span className={f.tabError}> (has errors)</span>}
        </button>
      ))}
    </div>
  );
}
