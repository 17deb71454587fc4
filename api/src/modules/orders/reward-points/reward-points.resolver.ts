import { Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { MyRewardPoints } from './reward-points.types';

@Resolver()
export class RewardPointsResolver {
  @Query(() => MyRewardPoints, {
    description:
      "The logged-in customer's reward points: earned when an order is paid, taken back when it is refunded or cancelled after payment; spent at checkout (placeOrder's pointsToSpend) and given back when that order is cancelled or refunded",
  })
  @Access('user')
  myRewardPoints(@Ctx() ctx: Context) {
    return ctx.services.rewardPoints.mine(ctx.caller, ctx.branchCode);
  }
}
