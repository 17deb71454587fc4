import { useEffect, useId, useRef } from 'react';
import { formatPoints } from '../../lib/format';
import { formatPounds } from '../../lib/money';
import type { CheckoutPricing } from './use-checkout-pricing';
import s from './checkout.module.css';

type CheckoutPoints = NonNullable<CheckoutPricing['rewardPoints']>;

/** The points the customer asks the shop to price with: their whole balance (the shop spends only what the goods can take). */
export function pointsToAsk(using: boolean, points: CheckoutPoints | null | undefined): number | null {
  return using && points && points.balance > 0 ? points.balance : null;
}

/** What placeOrder is sent: the points the shop applied to the prices shown, none when not used. */
export function pointsToSpend(using: boolean, pricing: CheckoutPricing | undefined): number | null {
  const spent = pricing?.rewardPoints?.spent ?? 0;
  return using && spent > 0 ? spent : null;
}

/**
 * A signed-in customer's reward points at the checkout (docs/storefront.md, Checkout): the balance and a
 * box to use them ("Use 1,250 points for £12.50 off"). Every figure is the shop's (checkoutOptions'
 * rewardPoints): points pay for the goods after any discount code, never delivery, in whole pence. A
 * refusal (more points than the balance, from the prices or from placeOrder) is said here, and the box
 * gets the focus. Nothing shows for a guest or while the shop does not let points be spent.
 */
export function RewardPointsChoice({
  pricing,
  using,
  loading,
  onUse,
  placeRefusal = null,
}: {
  pricing: CheckoutPricing | undefined;
  using: boolean;
  loading: boolean;
  onUse: (use: boolean) => void;
  placeRefusal?: string | null;
}) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const points = pricing?.rewardPoints;
  useEffect(() => {
    if (placeRefusal) box.current?.focus();
  }, [placeRefusal]);
  if (!points) return null;
  const refused = placeRefusal ?? (using && !loading ? points.message : null);
  const applied = using && !loading && points.spent > 0 && pricing.pointsDiscount > 0;
  return (
    <section className={s.step} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Reward points</h2>
      <p className={s.soft}>
        You have <strong>{formatPoints(points.balance)}</strong>
        {points.balance > 0 ? '.' : ' to spend yet. Orders you place while signed in earn points once paid.'}
      </p>
      {points.usable > 0 && (
        <label className={s.check}>
          <input
            ref={box}
            type="checkbox"
            checked={using}
            onChange={(e) => onUse(e.target.checked)}
            aria-invalid={refused ? true : undefined}
            aria-describedby={`${id}-status ${id}-rule`}
          />
          <span>
            Use {formatPoints(points.usable)} for {formatPounds(points.usableValue)} off
          </span>
        </label>
      )}
      <p id={`${id}-rule`} className={s.soft}>
        {formatPoints(points.pointsPerPound)} {points.pointsPerPound === 1 ? 'takes' : 'take'} £1 off the goods (not delivery).
        {points.usable > 0 && points.usable < points.balance && ' Points this order cannot use stay in your balance.'}
      </p>
      <p id={`${id}-status`} role="status" className={refused ? s.error : s.ok}>
        {refused ?? (applied ? `${formatPoints(points.spent)} applied: you save ${formatPounds(pricing.pointsDiscount)}.` : '')}
      </p>
    </section>
  );
}
