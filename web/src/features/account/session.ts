import { TOKEN_STORAGE_KEY } from '../../config/constants';

/** Fired on this window when the visitor logs in or out here (other tabs hear the storage event). */
const SESSION_EVENT = 'shop:session';

/** Keeps the login token (spec: local storage, key `token`) and tells the header. */
export function saveToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Drops the token (logout, or a token the API no longer accepts). */
export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Calls back when the token changes in this tab or another; returns the unsubscribe. */
export function onSessionChange(callback: () => void): () => void {
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === TOKEN_STORAGE_KEY) && callback();
  window.addEventListener(SESSION_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}
