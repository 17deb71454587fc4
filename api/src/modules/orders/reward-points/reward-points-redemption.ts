import type { PointsRule } from '../../content/settings/points-rule';

/** The most points one order may name (far beyond any balance; keeps the arithmetic exact). */
export const MAX_POINTS_TO_SPEND = 100_000_000;

/** Points spent and what they take off, in whole pence. */
export interface Redemption {
  points: number;
  pence: number;
}

export const NO_REDEMPTION: Redemption = { points: 0, pence: 0 };

/**
 * What `points` buy off goods worth `goodsPence` (after the discount code, never delivery) at
 * `pointsPerPound`: whole pence, at most the goods' price, and only the points those pence need (a
 * point's fraction of a penny is never spent, and points beyond the goods' price stay in the balance).
 */
export function redemptionOf(points: number, goodsPence: number, pointsPerPound: number): Redemption {
  if (points <= 0 || goodsPence <= 0 || pointsPerPound <= 0) return NO_REDEMPTION;
  const pence = Math.min(Math.floor((points * 100) / pointsPerPound), goodsPence);
  return { pence, points: Math.ceil((pence * pointsPerPound) / 100) };
}

/** Whether customers may spend points under this rule. */
export function redeemable(rule: PointsRule): boolean {
  return rule.pointsRedeemable && rule.pointsPerPound > 0;
}

const number = new Intl.NumberFormat('en-GB');

/** '1,250 points', '1 point'. */
export function pointsWords(points: number): string {
  return `${number.format(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}

/** Why points asked for cannot be spent: more than the balance. */
export function overBalanceMessage(asked: number, balance: number): string {
  return `You have ${pointsWords(Math.max(balance, 0))} to spend, so ${pointsWords(asked)} cannot be used; please choose again`;
}
