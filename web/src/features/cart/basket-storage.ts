import { BASKET_STORAGE_KEY } from '../../config/constants';

/** Fired on window when this tab changes the basket (other tabs hear the 'storage' event). */
export const BASKET_CHANGE_EVENT = 'basket-change';

/** How many items the stored basket holds (the sum of its lines' quantities); 0 when empty or unreadable. */
export function basketItemCount(raw: string | null): number {
  if (!raw) return 0;
  try {
    const lines: unknown = JSON.parse(raw);
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((sum, line) => {
      const q = (line as { quantity?: unknown } | null)?.quantity;
      return sum + (typeof q === 'number' && Number.isInteger(q) && q > 0 ? q : 0);
    }, 0);
  } catch {
    return 0;
  }
}

export function readBasketCount(): number {
  try {
    return basketItemCount(window.localStorage.getItem(BASKET_STORAGE_KEY));
  } catch {
    return 0;
  }
}
