import { Link } from 'react-router-dom';
import type { StoreProductCardFragment } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { swatchLabel } from './swatch-label';
import s from './product-card.module.css';

/**
 * The family's shades under a card (the first five, then "+N" leading to the product page), each a plain link to
 * that shade's page; out-of-stock ones struck through and named so. Pointing at or focusing one asks the card to
 * show that shade's picture (`onPreview`), leaving it restores the card's own. Nothing shows for a single shade.
 */
export function CardSwatches({
  product,
  onPreview,
}: {
  product: Pick<StoreProductCardFragment, 'slug' | 'familyName' | 'swatches'>;
  onPreview: (image: string | null) => void;
}) {
  const { items, totalItems } = product.swatches;
  if (totalItems < 2) return null;
  const more = totalItems - items.length;
  const leave = () => onPreview(null);
  return (
    <ul className={s.swatches} aria-label={`Shades of ${product.familyName}`}>
      {items.map((swatch) => (
        <li key={swatch.productId}>
          <Link
            to={paths.product(swatch.slug)}
            className={swatch.inStock ? s.swatch : `${s.swatch} ${s.swatchOut}`}
            style={{ backgroundColor: swatch.hexCode }}
            aria-label={swatchLabel(swatch)}
            title={swatchLabel(swatch)}
            aria-current={swatch.current ? 'true' : undefined}
            onMouseEnter={() => onPreview(swatch.image)}
            onFocus={() => onPreview(swatch.image)}
            onMouseLeave={leave}
            onBlur={leave}
          />
        </li>
      ))}
      {more > 0 && (
        <li>
          <Link to={paths.product(product.slug)} className={s.more} aria-label={`${more} more ${more === 1 ? 'shade' : 'shades'}`}>
            +{more}
          </Link>
        </li>
      )}
    </ul>
  );
}
