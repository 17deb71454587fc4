import type { ApolloClient } from '@apollo/client';
import {
  StoreMergeWishlistDocument,
  StoreRemoveFromWishlistDocument,
  StoreSaveToWishlistDocument,
  StoreWishlistIdsDocument,
} from '../../generated/graphql';
import { WISHLIST_MAX_ITEMS, WISHLIST_STORAGE_KEY } from '../../config/constants';
import { storedToken } from '../apollo';
import { notify } from '../notify';
import { requestFailure } from '../request-error';
import { onSessionChange } from '../session';
import type { SavedSet } from './saved-set';

/**
 * The wishlist's work for the hearts, loaded on demand: a guest's list in this browser (local storage
 * `wishlist`, product ids oldest first), a signed-in customer's in their account, and the guest's list
 * merged into the account at sign-in. The hearts hand in their set (`saved-set.ts`), so the cards'
 * chunk never needs this one.
 */
const FULL = `Your wishlist can hold at most ${WISHLIST_MAX_ITEMS} products; remove one first`;
const FAILED = 'Sorry, we could not change your wishlist. Please try again.';

const isId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

let hearts: SavedSet | undefined;
let current: ApolloClient | undefined;
let filled: Promise<void> | undefined;
let merging: Promise<void> | undefined;
let watching = false;

/** A guest's saved product ids, oldest first; anything unreadable is left out, and at most WISHLIST_MAX_ITEMS. */
function parseGuestWishlist(raw: string | null): number[] {
  try {
    const ids: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(ids) ? [...new Set(ids.filter(isId))].slice(0, WISHLIST_MAX_ITEMS) : [];
  } catch {
    return [];
  }
}

/** A guest's saved product ids in this browser, oldest first. */
export function readGuestWishlist(): number[] {
  try {
    return parseGuestWishlist(window.localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return [];
  }
}

function writeGuestWishlist(ids: number[]): void {
  try {
    if (ids.length) window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
    else window.localStorage.removeItem(WISHLIST_STORAGE_KEY);
  } catch {
    // Storage full or refused: the hearts still show the change until the page is left.
  }
}

/**
 * Adds a guest's saved products to the signed-in account (the API passes over those already there, so a
 * second send changes nothing) and forgets them in the browser once the account has them. One at a time;
 * a failure leaves them in the browser for the next sign-in or page. What calls it while a merge is under
 * way (the wishlist page, just after login) waits for that one, so what it reads next is complete.
 */
export function mergeGuestWishlist(client: ApolloClient): Promise<void> {
  merging ??= (async () => {
    const ids = readGuestWishlist();
    if (!ids.length || !storedToken()) return;
    const { data } = await client.mutate({ mutation: StoreMergeWishlistDocument, variables: { productIds: ids } });
    if (!data) return;
    writeGuestWishlist([]);
    hearts?.set(data.mergeWishlist.map((item) => item.productId));
  })()
    .catch(() => undefined)
    .finally(() => {
      merging = undefined;
    });
  return merging;
}

async function read(client: ApolloClient | undefined, set: SavedSet): Promise<void> {
  if (!storedToken() || !client) {
    set.set(readGuestWishlist());
    return;
  }
  if (readGuestWishlist().length) {
    await mergeGuestWishlist(client);
    return;
  }
  // Never from the cache: another account may have signed in since in this tab.
  const { data } = await client.query({ query: StoreWishlistIdsDocument, fetchPolicy: 'no-cache' });
  if (data) set.set(data.myWishlist.map((item) => item.productId));
}

/** The hearts after hydration: the browser's list for a guest, the account's once signed in; read again on login and logout. */
export function fillSavedProducts(client: ApolloClient | undefined, set: SavedSet): Promise<void> {
  hearts = set;
  if (client && client !== current) {
    current = client;
    filled = undefined;
  }
  if (!watching) {
    watching = true;
    onSessionChange(() => {
      filled = undefined;
      set.set([]);
      void fillSavedProducts(current, set);
    });
  }
  filled ??= read(current, set).catch(() => {
    filled = undefined;
  });
  return filled;
}

/** The wishlist page took a product off: the hearts follow. */
export function forgetSaved(productId: number): void {
  if (hearts) hearts.set([...hearts.get()].filter((id) => id !== productId));
}

/** A heart pressed: the heart changes at once, and back (with a message) if the change cannot be kept. */
export async function toggleSaved(client: ApolloClient | undefined, set: SavedSet, productId: number, on: boolean): Promise<void> {
  hearts = set;
  const flip = (ids: ReadonlySet<number>, add: boolean) => {
    const next = new Set(ids);
    if (add) next.add(productId);
    else next.delete(productId);
    return next;
  };
  if (!storedToken()) {
    const ids = readGuestWishlist().filter((id) => id !== productId);
    if (on && ids.length >= WISHLIST_MAX_ITEMS) {
      void notify(FULL, { type: 'error' });
      return;
    }
    writeGuestWishlist(on ? [...ids, productId] : ids);
    set.set(flip(set.get(), on));
    return;
  }
  if (!client) return;
  set.set(flip(set.get(), on));
  try {
    if (on) await client.mutate({ mutation: StoreSaveToWishlistDocument, variables: { productId } });
    else await client.mutate({ mutation: StoreRemoveFromWishlistDocument, variables: { productId } });
  } catch (error) {
    set.set(flip(set.get(), !on));
    void notify(requestFailure(error, FAILED).message, { type: 'error' });
  }
}
