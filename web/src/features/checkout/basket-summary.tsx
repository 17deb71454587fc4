import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPounds } from '../../lib/money';
import { paths } from '../../config/paths';
import { basketItems, type BasketLine } from '../../lib/basket-storage';
import { OrderTotals } from './order-totals';
import { PricedLines } from './priced-lines';
import { goodsTotalOf, type CheckoutPricing, type DeliveryOption } from './use-checkout-pricing';
import s from './checkout.module.css';

/**
 * Beside the form (above it, folded into a bar, below desktop width): what is in the basket and the shop's
 * sums for it. Once the shop has priced the basket its lines show the shop's prices; until then, the names
 * and quantities alone. The bar's button unfolds it; from desktop width it is always open and the button hides.
 */
export function BasketSummary({
  lines,
  pricing,
  option,
}: {
  lines: readonly BasketLine[];
  pricing: CheckoutPricing | undefined;
  option: DeliveryOption | undefined;
}) {
  const items = basketItems(lines);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const priced = option && option.total !== null ? option.total : pricing ? goodsTotalOf(pricing) : null;
  return (
    <aside className={s.summary} aria-labelledby="checkout-summary" data-open={open || undefined}>
      <button type="button" className={s.summaryToggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        <span>{open ? 'Hide order summary' : 'Show order summary'}</span>
        {priced !== null && <span className={s.summaryTotal}>{formatPounds(priced)}</span>}
      </button>
      <div id={bodyId} className={s.summaryBody}>
        <h2 id="checkout-summary">Order summary</h2>
        <p className={s.soft}>
          {items} {items === 1 ? 'item' : 'items'} · <Link to={paths.cart}>Edit basket</Link>
        </p>
        {pricing ? (
          <PricedLines lines={pricing.lines} size={56} />
        ) : (
          <ul className={s.lines}>
            {lines.map((line) => (
              <li key={line.productId} className={s.line}>
                <span className={s.thumb}>
                  {line.productPicture && (
                    <img
                      src={paths.upload('products', line.productPicture)}
                      srcSet={paths.uploadSrcSet('products', line.productPicture, 160)}
                      sizes="56px"
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                    />
                  )}
                </span>
                <span className={s.lineName}>{line.productName}</span>
                <span className={s.quantity}>Qty {line.quantity}</span>
              </li>
            ))}
          </ul>
        )}
        {pricing ? <OrderTotals pricing={pricing} option={option} /> : <p className={s.soft}>Pricing your basket…</p>}
      </div>
    </aside>
  );
}
