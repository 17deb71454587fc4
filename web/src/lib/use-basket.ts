import { useSyncExternalStore } from 'react';
import { BASKET_STORAGE_KEY } from '../config/constants';
import { BASKET_CHANGE_EVENT, parseBasket, type BasketLine } from './basket-storage';

let cachedRaw: string | null | undefined;
let cachedLines: BasketLine[] = [];

function snapshot(): BasketLine[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(BASKET_STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseBasket(raw);
  }
  return cachedLines;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === BASKET_STORAGE_KEY) && onChange();
  window.addEventListener(BASKET_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(BASKET_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The basket's lines, or null on the server and during hydration: the basket lives in this browser's
 * storage, so the server renders the empty shell and the lines fill in after hydration (no mismatch).
 */
export function useBasket(): BasketLine[] | null {
  return useSyncExternalStore<BasketLine[] | null>(subscribe, snapshot, () => null);
}
