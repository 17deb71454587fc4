import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatPounds } from '../../lib/money';
import type { CheckoutLine } from './use-checkout-pricing';
import s from './checkout.module.css';

/** Pounds × quantity to the penny (the struck line total before the product's own discount). */
const times = (pounds: number, quantity: number) => Math.round(pounds * quantity * 100) / 100;

/** What the shopper is told when a line asks for more than the shop has left. */
export function shortageText(line: Pick<CheckoutLine, 'available'>): string {
  return line.available > 0 ? `Only ${line.available} left` : 'None left';
}

/** The lines asking for more than is in stock (they block Place order until the basket is changed). */
export const shortLines = (lines: readonly CheckoutLine[]): CheckoutLine[] => lines.filter((l) => l.quantity > l.available);

/**
 * The basket's lines as the shop priced them: picture, name, quantity × unit price and the line total
 * (the price before the product's own discount struck through), and a notice under a line that asks for
 * more than is left, with the way back to the basket.
 */
export function PricedLines({ lines, size }: { lines: readonly CheckoutLine[]; size: 48 | 56 }) {
  return (
    <ul className={s.lines}>
      {lines.map((line) => {
        const short = line.quantity > line.available;
        return (
          <li key={line.productId} className={size === 48 ? `${s.line} ${s.small}` : s.line}>
            <span className={s.thumb}>
              {line.mainImage && (
                <img
                  src={paths.upload('products', line.mainImage)}
                  srcSet={paths.uploadSrcSet('products', line.mainImage, 160)}
                  sizes={`${size}px`}
                  alt=""
                  width={size}
                  height={size}
                  loading="lazy"
                />
              )}
            </span>
            <span className={s.lineText}>
              <span className={s.lineName}>{line.name}</span>
              <span className={s.quantity}>
                {line.quantity} × {formatPounds(line.unitPrice)}
              </span>
            </span>
            <span className={s.lineTotal}>
              {line.originalPrice !== null && (
                <s className={s.was}>
                  <span className="visually-hidden">Was </span>
                  {formatPounds(times(line.originalPrice, line.quantity))}
                </s>
              )}
              <span>
                {line.originalPrice !== null && <span className="visually-hidden">Now </span>}
                {formatPounds(line.lineTotal)}
              </span>
            </span>
            {short && (
              <p className={s.shortage}>
                {line.available > 0 ? (
                  <>
                    {shortageText(line)} — please reduce the quantity in <Link to={paths.cart}>your basket</Link>
                  </>
                ) : (
                  <>
                    {shortageText(line)} — please remove it from <Link to={paths.cart}>your basket</Link>
                  </>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
