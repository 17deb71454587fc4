import { BASKET_STORAGE_KEY } from '../config/constants';

/**
 * What every page needs of the basket (the header's item count), apart from the rest of basket-storage.ts,
 * which only the product and basket pages load.
 */

/** Fired on window when this tab changes the basket (other tabs hear the 'storage' event). */
export const BASKET_CHANGE_EVENT = 'basket-change';

export const isCount = (q: unknown): q is number => typeof q === 'number' && Number.isInteger(q) && q > 0;

/** How many items the stored basket holds (the sum of its lines' quantities); 0 when empty or unreadable. */
export function basketItemCount(raw: string | null): number {
  if (!raw) return 0;
  try {
    const lines: unknown = JSON.parse(raw);
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>(
      (sum, line) => sum + (isCount((line as { quantity?: unknown } | null)?.quantity) ? (line as { quantity: number }).quantity : 0),
      0,
    );
  } catch {
    return 0;
  }
}

/** The stored basket as text (null when none, or when storage is unavailable). */
export function readStoredBasket(): string | null {
  try {
    return window.localStorage.getItem(BASKET_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readBasketCount(): number {
  return basketItemCount(readStoredBasket());
}
