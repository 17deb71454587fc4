import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreMyWishlistDocument, StoreRemoveFromWishlistDocument, type StoreMyWishlistQuery } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { addOneMore } from '../../lib/basket-storage';
import { requestFailure } from '../../lib/request-error';
import { forgetSaved, mergeGuestWishlist } from '../../lib/wishlist/wishlist-sync';
import { QueryView } from '../../components/query-view';
import { formStyles as s } from '../../components/ui/form-field';
import { AccountFrame } from './account-frame';
import { GuestWishlist } from './guest-wishlist';
import { LOAD_FAILED, WishlistRow } from './wishlist-row';
import a from './account-page.module.css';
import w from './wishlist-page.module.css';

type Item = StoreMyWishlistQuery['myWishlist'][number];

const CHANGE_FAILED = 'Sorry, we could not change your wishlist. Please try again.';

/** The signed-in part of /account/wishlist: each saved product with its price (and how it has come down), stock, Move to basket and Remove. */
export function WishlistSection() {
  const client = useApolloClient();
  // A guest's hearts join the account at sign-in: the list is read once that has finished.
  const [merged, setMerged] = useState(false);
  useEffect(() => {
    void mergeGuestWishlist(client).then(() => setMerged(true));
  }, [client]);
  const { data, loading, error, refetch } = useQuery(StoreMyWishlistDocument, { fetchPolicy: 'network-only', skip: !merged });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = async (item: Item, moved: boolean) => {
    if (busyId !== null) return;
    setBusyId(item.id);
    setFailure('');
    try {
      if (moved && item.product) {
        // The basket drawer gives the focus back to what had it, and this row's button is about to go.
        heading.current?.focus();
        addOneMore(item.product);
      }
      await client.mutate({ mutation: StoreRemoveFromWishlistDocument, variables: { productId: item.productId } });
      forgetSaved(item.productId);
      await refetch();
      const name = item.product?.name ?? 'The product';
      setSaid(moved ? `${name} was moved to your basket.` : `${name} was removed from your wishlist.`);
      requestAnimationFrame(() => heading.current?.focus());
    } catch (err) {
      setFailure(requestFailure(err, CHANGE_FAILED).message);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <QueryView
      data={data}
      loading={loading || !merged}
      failed={Boolean(error) && !data}
      failure={{ error, fallback: LOAD_FAILED, onRetry: () => void refetch() }}
    >
      {({ myWishlist }) => (
        <section aria-labelledby="your-wishlist" className={a.card}>
          <h2 id="your-wishlist" ref={heading} tabIndex={-1}>
            Your wishlist
          </h2>
          <div role="status">{said && <p className={s.success}>{said}</p>}</div>
          <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
          {myWishlist.length === 0 ? (
            <p>
              Your wishlist is empty. Press the heart on a product to save it here. <Link to={paths.products}>Start shopping</Link>
            </p>
          ) : (
            <ul className={w.list} aria-labelledby="your-wishlist">
              {myWishlist.map((item) => (
                <WishlistRow
                  key={item.id}
                  item={item}
                  busy={busyId === item.id}
                  onMove={() => void remove(item, true)}
                  onRemove={() => void remove(item, false)}
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </QueryView>
  );
}

/** /account/wishlist: the products the customer has saved (a guest: those saved in this browser). */
export function WishlistPage() {
  return (
    <AccountFrame title="Wishlist" heading="My Account" guest={<GuestWishlist />}>
      <WishlistSection />
    </AccountFrame>
  );
}
