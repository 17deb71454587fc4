import { Link } from 'react-router-dom';
import type { StoreMyWishlistQuery } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { formatPounds } from '../../lib/money';
import { BusyButton } from '../../components/ui/busy-button';
import { formStyles as s } from '../../components/ui/form-field';
import a from './account-page.module.css';
import w from './wishlist-page.module.css';

type Item = StoreMyWishlistQuery['myWishlist'][number];

export const LOAD_FAILED = 'Sorry, we could not load your wishlist. Please try again.';

/** "Now £8.00, was £10.00 when you saved it" once a price has come down, else the price. */
export function wishlistPrice(item: Pick<Item, 'priceNow' | 'priceWhenSaved' | 'priceDropped'>): string {
  if (item.priceNow == null) return '';
  return item.priceDropped
    ? `Now ${formatPounds(item.priceNow)}, was ${formatPounds(item.priceWhenSaved)} when you saved it`
    : formatPounds(item.priceNow);
}

/** One saved product: picture, name, price, stock, Move to basket and Remove. */
export function WishlistRow({
  item,
  busy,
  onMove,
  onRemove,
}: {
  item: Pick<Item, 'product' | 'priceNow' | 'priceWhenSaved' | 'priceDropped'>;
  busy: boolean;
  onMove: () => void;
  onRemove: () => void;
}) {
  const product = item.product;
  if (!product) {
    return (
      <li className={w.item}>
        <span className={w.picture} />
        <div className={w.body}>
          <p className={w.name}>A product that is no longer sold</p>
          <div className={a.actions}>
            <BusyButton
              className={a.linkButton}
              busy={busy}
              onClick={onRemove}
              aria-label="Remove from wishlist: a product that is no longer sold"
            >
              Remove
            </BusyButton>
          </div>
        </div>
      </li>
    );
  }
  const href = paths.product(product.slug);
  const inStock = product.stockQuantity > 0;
  const picture = product.gallery[0];
  return (
    <li className={w.item}>
      <Link to={href} className={w.picture} tabIndex={-1} aria-hidden="true">
        {picture && (
          <img
            src={paths.upload('products', picture)}
            srcSet={paths.uploadSrcSet('products', picture, 640)}
            sizes="96px"
            alt=""
            width={96}
            height={96}
            loading="lazy"
          />
        )}
      </Link>
      <div className={w.body}>
        <h3 className={w.name}>
          <Link to={href}>{product.name}</Link>
        </h3>
        <p className={item.priceDropped ? `${w.price} ${w.dropped}` : w.price}>{wishlistPrice(item)}</p>
        <p className={inStock ? w.inStock : w.out}>{inStock ? 'In Stock' : 'Out of stock'}</p>
        <div className={a.actions}>
          {inStock && (
            <BusyButton className={s.button} busy={busy} onClick={onMove} aria-label={`Move to basket: ${product.name}`}>
              Move to basket
            </BusyButton>
          )}
          <BusyButton className={a.linkButton} busy={busy} onClick={onRemove} aria-label={`Remove from wishlist: ${product.name}`}>
            Remove
          </BusyButton>
        </div>
      </div>
    </li>
  );
}
