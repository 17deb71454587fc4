import { formatPounds } from '../../lib/money';
import { CHARGED_IN_POUNDS } from '../../lib/order-words';
import { goodsTotalOf, type CheckoutPricing, type DeliveryOption } from './use-checkout-pricing';
import s from './checkout.module.css';

/**
 * The order's sums as the shop priced them: subtotal, discount, reward points, delivery, total and the VAT it includes.
 * Until a delivery service is chosen the total is the goods' alone and says so.
 */
export function OrderTotals({ pricing, option }: { pricing: CheckoutPricing; option: DeliveryOption | undefined }) {
  const goods = goodsTotalOf(pricing);
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
        {pricing.pointsDiscount > 0 && (
          <div className={s.saving}>
            <dt>Reward points</dt>
            <dd>−{formatPounds(pricing.pointsDiscount)}</dd>
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
