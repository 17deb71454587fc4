import { useSyncExternalStore } from 'react';
import { CURRENCIES, CURRENCY_STORAGE_KEY, type CurrencyEntry } from '../config/constants';

const listeners = new Set<() => void>();
/** The choice of this page view when storage is refused (private mode). */
let unsaved: string | null = null;

function read(): CurrencyEntry {
  let stored = unsaved;
  try {
    stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY) ?? unsaved;
  } catch {
    // Storage refused: this page view's choice, if any.
  }
  return CURRENCIES.find((entry) => entry === stored) ?? CURRENCIES[0];
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The currency chooser's entry, kept in this browser. The server, and the browser's hydration of its HTML,
 * see pounds (so the guest's cached page is the same for everyone); the stored choice applies just after.
 */
export function useChosenCurrency(): CurrencyEntry {
  return useSyncExternalStore(subscribe, read, () => CURRENCIES[0]);
}

/** Keeps the chooser's entry and tells every price on the page. */
export function chooseCurrency(entry: string): void {
  unsaved = entry;
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, entry);
  } catch {
    // Storage refused: the choice holds for this page view.
  }
  for (const listener of listeners) listener();
}
