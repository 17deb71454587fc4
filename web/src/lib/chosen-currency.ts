import { useSyncExternalStore } from 'react';
import { CURRENCIES, CURRENCY_STORAGE_KEY, type CurrencyEntry } from '../config/constants';

/** The window event chooseCurrency sends, so every price on the page renders again. */
const CHOSEN = 'currencychosen';

function read(): CurrencyEntry {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
  } catch {
    // Storage refused: pounds.
  }
  return CURRENCIES.find((entry) => entry === stored) ?? CURRENCIES[0];
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHOSEN, onChange);
  return () => window.removeEventListener(CHOSEN, onChange);
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
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, entry);
  } catch {
    // Storage refused: nothing is kept, so prices stay in pounds.
  }
  window.dispatchEvent(new Event(CHOSEN));
}
