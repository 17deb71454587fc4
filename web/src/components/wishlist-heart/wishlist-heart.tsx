import { useContext, useEffect, useSyncExternalStore } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { TOKEN_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '../../config/constants';
import { savedSet } from '../../lib/wishlist/saved-set';
import s from './wishlist-heart.module.css';

const sync = () => import('../../lib/wishlist/wishlist-sync');

/** Whether there is anything to read: a signed-in account's list, or a guest's in this browser. */
function anythingSaved(): boolean {
  try {
    return Boolean(window.localStorage.getItem(TOKEN_STORAGE_KEY) || window.localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * The wishlist's heart, on product cards (over the picture) and the product page (beside Add to basket):
 * a toggle button. The server draws it unpressed; whether it is pressed fills in after hydration, and the
 * code that reads, saves and removes (lib/wishlist/wishlist-sync.ts) loads only when there is something
 * to show, or on the first press.
 */
export function WishlistHeart({
  productId,
  productName,
  place = 'card',
}: {
  productId: number;
  productName: string;
  place?: 'card' | 'page';
}) {
  // Read without requiring a provider: cards are also drawn where there is none (a guest's list needs no client).
  const client = useContext(getApolloContext()).client;
  const saved = useSyncExternalStore(
    savedSet.subscribe,
    () => savedSet.get().has(productId),
    () => false,
  );
  useEffect(() => {
    if (anythingSaved()) void sync().then((m) => m.fillSavedProducts(client, savedSet));
  }, [client]);
  return (
    <button
      type="button"
      className={`${s.heart} ${place === 'page' ? s.page : s.card}`}
      aria-pressed={saved}
      aria-label={`${saved ? 'Remove from wishlist' : 'Save to wishlist'}: ${productName}`}
      onClick={() => void sync().then((m) => m.toggleSaved(client, savedSet, productId, !saved))}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M12 20S3 15 3 9a4.5 4.5 0 0 1 9-1 4.5 4.5 0 0 1 9 1c0 6-9 11-9 11z" />
      </svg>
    </button>
  );
}
