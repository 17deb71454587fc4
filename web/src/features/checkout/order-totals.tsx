import { formatPounds } from '../../lib/money';
import { CHARGED_IN_POUNDS } from '../../lib/order-words';
import type { CheckoutPricing, DeliveryOption } from './use-checkout-pricing';
import s from './checkout.module.css';

/**
 * The order's sums as the shop priced them: subtotal, discount, delivery, total and the VAT it includes.
 * Until a delivery service is chosen the total is the goods' alone and says so.
 */
export function OrderTotals({ pricing, option }: { pricing: CheckoutPricing; option: DeliveryOption | undefined }) {
  const goods = Math.round((pricing.subtotal - pricing.discount) * 100) / 100;
  const priced = option && option.price !== null && option.total !== null ? option : undefined;
  return (
    <>
      <dl className={s.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPounds(pricing.subtotal)}</dd>
        </div>
        {pricing.discount > 0 && (
          <div className={s.saving}>
            <dt>Discount{pricing.discountCode ? ` (${pricing.discountCode})` : ''}</dt>
            <dd>−{formatPounds(pricing.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Delivery</dt>
          <dd>
            {pricing.refusal ? 'Not available' : priced ? (priced.price === 0 ? 'Free' : formatPounds(priced.price!)) : 'Choose a service'}
          </dd>
        </div>
        <div className={s.total}>
          <dt>Total</dt>
          <dd>{formatPounds(priced?.total ?? goods)}</dd>
        </div>
        <div className={s.vat}>
          <dt>VAT included</dt>
          <dd>{formatPounds(priced?.vat ?? pricing.vat)}</dd>
        </div>
      </dl>
      <p className={s.charged}>{CHARGED_IN_POUNDS}</p>
    </>
  );
}
