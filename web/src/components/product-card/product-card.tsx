import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StoreProductCardFragment } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { formatPounds } from '../../lib/money';
import { ApproxPrice } from '../approx-price/approx-price';
import { addFromCard } from './quick-add';
import { WishlistHeart } from '../wishlist-heart/wishlist-heart';
import { CardSwatches } from './card-swatches';
import s from './product-card.module.css';

/** A card is half a phone's width, a third from 600 px, at most about 240 px on a desktop grid. */
const CARD_SIZES = '(min-width: 1024px) 240px, (min-width: 600px) 33vw, 50vw';

export const formatPrice = formatPounds;
/** Names cut at 30 characters plus an ellipsis (docs/design.md). */
export const cutName = (name: string) => (name.length > 30 ? `${name.slice(0, 30)}...` : name);

/**
 * The product card of docs/design.md: image (second on hover), badge, the family's name (cut) and the shade or
 * size in full on a line of its own, the family's swatches (hovering or focusing one shows that shade's picture),
 * rating (approved reviews only, none without), code, prices, stock, and Add to basket when there is nothing to
 * choose (adds at once and opens the basket drawer), else Choose Options.
 */
export function ProductCard({ product, eager = false }: { product: StoreProductCardFragment; eager?: boolean }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [own, second] = product.gallery;
  const first = preview ?? own;
  const discounted = product.discountInPercent > 0;
  const inStock = product.stockQuantity > 0;
  const href = paths.product(product.slug);
  return (
    <article className={s.card} aria-label={product.name}>
      <Link to={href} className={s.media} tabIndex={-1} aria-hidden="true">
        {first && (
          <img
            src={paths.upload('products', first)}
            srcSet={paths.uploadSrcSet('products', first, 640)}
            sizes={CARD_SIZES}
            alt=""
            width={300}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
          />
        )}
        {second && !preview && (
          <img
            className={s.hover}
            src={paths.upload('products', second)}
            srcSet={paths.uploadSrcSet('products', second, 640)}
            sizes={CARD_SIZES}
            alt=""
            width={300}
            height={300}
            loading="lazy"
          />
        )}
        {discounted ? (
          <span className={`${s.badge} ${s.sale}`}>{`-${product.discountInPercent}%`}</span>
        ) : (
          <span className={s.badge}>NEW</span>
        )}
      </Link>
      <WishlistHeart productId={product.id} productName={product.name} />
      <h3 className={s.name}>
        <Link to={href} title={product.name}>
          <span aria-hidden="true">{cutName(product.familyName)}</span>
          <span className="visually-hidden">{product.name}</span>
        </Link>
      </h3>
      {/* In full: the one word that matters in a shade-led family. Hidden from screen readers, which hear it in the name. */}
      <p className={s.variant} aria-hidden="true">
        {product.variantLabel}
      </p>
      <CardSwatches product={product} onPreview={(image) => setPreview(image && image !== own ? image : null)} />
      {/* Empty without approved reviews (no stars, no count), its line kept so the cards of a row line up. */}
      <p className={s.rating}>
        {product.reviewCount > 0 && product.reviewAverage != null && (
          <>
            <span aria-hidden="true">
              {'★★★★★'.slice(0, Math.round(product.reviewAverage))}
              {'☆☆☆☆☆'.slice(0, 5 - Math.round(product.reviewAverage))}
            </span>
            <span className="visually-hidden">Rated {product.reviewAverage.toFixed(1)} out of 5</span> ({product.reviewCount}
            <span className="visually-hidden">{product.reviewCount === 1 ? ' review' : ' reviews'}</span>)
          </>
        )}
      </p>
      <p className={s.code}>{product.code}</p>
      <p className={s.prices}>
        {discounted && (
          <s className={s.was}>
            <span className="visually-hidden">Was </span>
            {formatPrice(product.salePrice)}
          </s>
        )}
        <span className={discounted ? s.now : undefined}>
          {discounted && <span className="visually-hidden">Now </span>}
          {formatPrice(discounted ? product.discountedPrice : product.salePrice)}
        </span>
        <ApproxPrice pounds={discounted ? product.discountedPrice : product.salePrice} />
      </p>
      <p className={inStock ? s.inStock : s.out}>{inStock ? 'In Stock' : 'Out of stock'}</p>
      {inStock && product.familySize <= 1 ? (
        <button type="button" className={s.choose} onClick={() => void addFromCard(product)} aria-label={`Add to basket: ${product.name}`}>
          Add to basket
        </button>
      ) : (
        <Link
          to={href}
          className={s.choose}
          aria-disabled={!inStock || undefined}
          onClick={inStock ? undefined : (e) => e.preventDefault()}
        >
          Choose Options
        </Link>
      )}
    </article>
  );
}
