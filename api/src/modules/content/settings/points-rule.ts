/**
 * The reward points rule staff set in the settings (docs/back-office.md, Settings): how many points take
 * £1 off at checkout, and whether points may be spent at all. Earning is the orders' own rule
 * (reward-points-rules.ts); the Reward Points page says both, in the words below.
 */
export const DEFAULT_POINTS_PER_POUND = 100;
export const MAX_POINTS_PER_POUND = 10_000;

export interface PointsRule {
  pointsPerPound: number;
  pointsRedeemable: boolean;
}

const number = new Intl.NumberFormat('en-GB');

/** '100 points take £1 off', '1 point takes £1 off'. */
function perPound(pointsPerPound: number): string {
  return pointsPerPound === 1 ? '1 point takes £1 off' : `${number.format(pointsPerPound)} points take £1 off`;
}

/** '(each point is worth 1p)' when a point is worth whole pence; nothing otherwise. */
function eachWorth(pointsPerPound: number): string {
  if (pointsPerPound > 100 || 100 % pointsPerPound !== 0) return '';
  const pence = 100 / pointsPerPound;
  return pence === 100 ? '' : ` (each point is worth ${pence}p)`;
}

/** The Reward Points page's body (paragraphs separated by blank lines), saying the earning and spending rules exactly. */
export function rewardPointsPageBody(rule: PointsRule): string {
  const spending = rule.pointsRedeemable
    ? `Spend your points at checkout while logged in: every ${perPound(rule.pointsPerPound)}${eachWorth(rule.pointsPerPound)}, in whole pence, up to the price of the goods after any discount code. Points never pay for delivery. If an order you spent points on is cancelled or refunded, the points come back to your account.`
    : 'Points cannot be spent at checkout at the moment; your balance is kept, and we will say here when they can be spent again.';
  return [
    'Orders placed while logged in to your account earn reward points. Each item earns the points shown for that product, or, when a product shows none, one point for every whole pound of its price; either way times the quantity you buy.',
    'Points are added to your account when we receive your payment, and you can see your balance and each change under Reward points in My Account. If an order is refunded, or cancelled after you paid for it, the points it earned are taken back.',
    spending,
    'Guest orders neither earn nor spend points.',
  ].join('\n\n');
}

/** The rule as a settings row holds it, its values checked: whole points per £1 from 1 to 10,000. */
export function checkPointsPerPound(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_POINTS_PER_POUND) {
    return `Points per £1 must be a whole number from 1 to ${number.format(MAX_POINTS_PER_POUND)}`;
  }
  return null;
}
