/** The shopper's recent searches, kept in this browser only (local storage), newest first. */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 5;
/** Longer texts are not worth keeping (the API refuses suggestions above 100 characters). */
const MAX_KEPT_LENGTH = 100;

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((s): s is string => typeof s === 'string' && s.trim() !== '').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

function write(list: string[]): void {
  try {
    if (list.length) window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Storage full or refused (private mode): the searches are simply not remembered.
  }
}

/** Puts a search first (once, whatever its case) and keeps the newest few; answers the new list. */
export function rememberSearch(text: string): string[] {
  const wanted = text.trim().replace(/\s+/g, ' ');
  if (!wanted || wanted.length > MAX_KEPT_LENGTH) return readRecentSearches();
  const list = [wanted, ...readRecentSearches().filter((s) => s.toLowerCase() !== wanted.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
  write(list);
  return list;
}

export function clearRecentSearches(): void {
  write([]);
}
