import { useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { storedToken } from './apollo';
import { StoreLogoutDocument } from '../generated/graphql';
import { TOKEN_STORAGE_KEY } from '../config/constants';
import { messages } from '../config/messages';
import { notify } from './notify';

/** Fired on this window when the visitor logs in or out here (other tabs hear the storage event). */
const SESSION_EVENT = 'shop:session';

/** Keeps the login token (local storage, key `token`: docs/architecture.md) and tells the header. */
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

/**
 * Logout: tells the API, removes the stored token whatever it answered, resets the
 * user's data in the Apollo cache, and shows the toast 'Logged out successfully'.
 */
export async function logOut(client: ApolloClient, { resetAll = false } = {}): Promise<void> {
  try {
    await client.mutate({ mutation: StoreLogoutDocument });
  } catch {
    // The token is dropped from this browser whatever the API answered.
  }
  // Everything the cache holds goes (the back office's rows too), or just the user (the storefront's own data stays).
  if (resetAll) await client.clearStore();
  else client.cache.evict({ fieldName: 'me' });
  clearToken();
  void notify(messages.loggedOut, { type: 'success' });
}

/**
 * Whether this browser holds a login token: null until read after hydration (the server renders every
 * page as a guest sees it), then follows login and logout in this tab and others.
 */
export function useSignedIn(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setSignedIn(Boolean(storedToken()));
    update();
    return onSessionChange(update);
  }, []);
  return signedIn;
}
