import { useEffect, useRef, useState } from 'react';
import s from './admin.module.css';

/** How long a search box waits after the last key before asking the server (as the generic list page). */
export const SEARCH_DELAY_MS = 300;

/**
 * A search box's text: follows `current` (the URL, back / forward) and calls `apply` with the trimmed text
 * once typing pauses; `now()` applies at once (Enter).
 */
export function useTypedSearch(current: string, apply: (text: string) => void) {
  const [typed, setTyped] = useState(current);
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => setTyped(current), [current]);
  useEffect(() => {
    if (typed.trim() === current) return;
    const timer = setTimeout(() => latest.current(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, current]);
  return { typed, setTyped, now: () => { if (typed.trim() !== current) apply(typed.trim()); } };
}

/** Prev / Next with 'Page X of Y' (spec section 2). */
export function Pager({ page, pages, onPage, label = 'Pages' }: { page: number; pages: number; onPage: (page: number) => void; label?: string }) {
  const current = Math.min(page, pages);
  return (
    <nav className={s.pager} aria-label={label}>
      <button type="button" className={s.secondary} disabled={current <= 1} onClick={() => onPage(current - 1)}>Prev</button>
      <span aria-live="polite">Page {current} of {pages}</span>
      <button type="button" className={s.secondary} disabled={current >= pages} onClick={() => onPage(current + 1)}>Next</button>
    </nav>
  );
}

/** A spinner and its words, for a wait in place. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return <div className={s.loading} role="status"><span className={s.spinner} aria-hidden="true" />{label}</div>;
}

/** A failed fetch: its text in red, and Retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={s.loadError} role="alert">
      <span className="error">{message}</span>
      <button type="button" className={`${s.secondary} ${s.retry}`} onClick={onRetry}>Retry</button>
    </div>
  );
}
