import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { EntityManager } from 'typeorm';
import { Access } from '../../../common/access';
import { AppError } from '../../../common/errors';
import { penceToPounds } from '../../../common/money';
import { NO_REDEMPTION, overBalanceMessage, redeemable, Redemption, redemptionOf } from './reward-points-redemption';
import { balanceOf, checkPointsAsked, pointsRuleOf } from './reward-points-spending';

/** A signed-in customer's points at the checkout: their balance, what this basket can take, and what is applied. */
@ObjectType({ description: "A signed-in customer's reward points at the checkout" })
export class CheckoutRewardPoints {
  @Access('public')
  @Field(() => Int, { description: "The customer's balance now" })
  balance: number;

  @Access('public')
  @Field(() => Int, { description: "The shop's rule: points that take £1 off" })
  pointsPerPound: number;

  @Access('public')
  @Field(() => Int, {
    description: 'The most points this basket can take: the balance, or the points that pay for the goods after any discount code',
  })
  usable: number;

  @Access('public')
  @Field(() => Float, { description: 'What the usable points take off, in pounds' })
  usableValue: number;

  @Access('public')
  @Field(() => Int, { description: 'The points applied to these prices (what placeOrder spends when sent as pointsToSpend)' })
  spent: number;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'Why the points asked for were not applied (the basket is priced without them)' })
  message: string | null;
}

export interface CheckoutPoints {
  /** Null for a guest, or while the shop's rule does not allow spending points. */
  rewardPoints: CheckoutRewardPoints | null;
  applied: Redemption;
}

/**
 * The points part of checkoutOptions, priced as placeOrder will price it (pointsForOrder): the balance
 * read now, at most the goods after the discount code, whole pence. Points asked for beyond the balance
 * (or asked by a guest) are not applied and say why; nothing is written or held.
 */
export async function checkoutPoints(
  manager: EntityManager,
  branchCode: string,
  userId: number | null,
  asked: number | null | undefined,
  goodsPence: number,
): Promise<CheckoutPoints> {
  let points = 0;
  let message: string | null = null;
  try {
    points = checkPointsAsked(asked);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    message = err.message;
  }
  const rule = await pointsRuleOf(manager, branchCode);
  if (userId === null || !redeemable(rule)) return { rewardPoints: null, applied: NO_REDEMPTION };
  const balance = await balanceOf(manager, branchCode, userId);
  const usable = redemptionOf(balance, goodsPence, rule.pointsPerPound);
  let applied = NO_REDEMPTION;
  if (points > balance) message = overBalanceMessage(points, balance);
  else applied = redemptionOf(points, goodsPence, rule.pointsPerPound);
  return {
    rewardPoints: {
      balance,
      pointsPerPound: rule.pointsPerPound,
      usable: usable.points,
      usableValue: penceToPounds(usable.pence)!,
      spent: applied.points,
      message,
    },
    applied,
  };
}
