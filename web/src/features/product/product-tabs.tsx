import { useId, useRef, useState, type KeyboardEvent } from 'react';
import s from './product-tabs.module.css';

/** A tab's text split on colons into bullet lines, blanks dropped. */
export function tabLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(':')
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface ProductTab {
  id: string;
  title: string;
  text: string | null | undefined;
}

/** The five tabs (Description, Benefits, Ingredients, Features, Usage Instructions), each split on colons into bullet lines. */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const to = (moves[e.key] + tabs.length) % tabs.length;
    setSelected(to);
    buttons.current[to]?.focus();
  };
  return (
    <section className={s.tabs} aria-label="Product details">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs pattern: each tab is a button with a roving tabindex, the list only hears their arrow keys */}
      <div role="tablist" aria-label="Product details" className={s.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-controls={`${base}-panel-${tab.id}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            className={s.tab}
            onClick={() => setSelected(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => {
        const lines = tabLines(tab.text);
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
            hidden={i !== selected}
            className={s.tabPanel}
            tabIndex={0}
          >
            {lines.length > 0 ? (
              <ul>
                {lines.map((line, j) => (
                  <li key={j}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className={s.soft}>No details yet.</p>
            )}
          </div>
        );
      })}
    </section>
  );
}
