import { useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { StoreGuestWishlistDocument, type StoreProductCardFragment } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { addOneMore } from '../../lib/basket-storage';
import { shopperPrice } from '../../lib/shopper-price';
import { savedSet } from '../../lib/wishlist/saved-set';
import { readGuestWishlist, toggleSaved } from '../../lib/wishlist/wishlist-sync';
import { QueryView } from '../../components/query-view';
import { formStyles as s } from '../../components/ui/form-field';
import { LOAD_FAILED, WishlistRow } from './wishlist-row';
import a from './account-page.module.css';
import w from './wishlist-page.module.css';

/** The server answers at most this many products at once; a guest sees their newest this many. */
const SHOWN = 50;

/**
 * /account/wishlist for a visitor who is not signed in: the products saved in this browser, newest first, with
 * Move to basket and Remove, and a link to log in, which keeps them in the account.
 */
export function GuestWishlist() {
  const client = useApolloClient();
  const location = useLocation();
  const [ids, setIds] = useState(() => readGuestWishlist().reverse().slice(0, SHOWN));
  const { data, previousData, loading, error, refetch } = useQuery(StoreGuestWishlistDocument, {
    variables: { ids },
    skip: ids.length === 0,
  });
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = async (product: StoreProductCardFragment, moved: boolean) => {
    // The basket drawer gives the focus back to what had it, and this row's button is about to go.
    heading.current?.focus();
    if (moved) addOneMore(product);
    await toggleSaved(client, savedSet, product.id, false);
    setIds(readGuestWishlist().reverse().slice(0, SHOWN));
    setSaid(moved ? `${product.name} was moved to your basket.` : `${product.name} was removed from your wishlist.`);
  };

  const shown = data ?? previousData;
  const byId = new Map((shown?.storeProductsByIds ?? []).map((p) => [p.id, p]));
  const products = ids.flatMap((id) => byId.get(id) ?? []);
  const login = (
    <Link to={paths.login} state={{ from: location.pathname }}>
      Log in
    </Link>
  );
  return (
    <section aria-labelledby="your-wishlist" className={a.card}>
      <h2 id="your-wishlist" ref={heading} tabIndex={-1}>
        Your wishlist
      </h2>
      <div role="status">{said && <p className={s.success}>{said}</p>}</div>
      {ids.length === 0 ? (
        <p>
          Your wishlist is empty. Press the heart on a product to save it here. <Link to={paths.products}>Start shopping</Link> or {login}{' '}
          to see the one in your account.
        </p>
      ) : (
        <>
          <p>Saved in this browser. {login} to keep them in your account, where you can see them on any device.</p>
          <QueryView
            data={shown}
            loading={loading}
            failed={Boolean(error) && !shown}
            failure={{ error, fallback: LOAD_FAILED, onRetry: () => void refetch() }}
          >
            {() => (
              <ul className={w.list} aria-labelledby="your-wishlist">
                {products.map((product) => {
                  const price = shopperPrice(product);
                  return (
                    <WishlistRow
                      key={product.id}
                      item={{ product, priceNow: price, priceWhenSaved: price, priceDropped: false }}
                      busy={false}
                      onMove={() => void remove(product, true)}
                      onRemove={() => void remove(product, false)}
                    />
                  );
                })}
              </ul>
            )}
          </QueryView>
        </>
      )}
    </section>
  );
}
