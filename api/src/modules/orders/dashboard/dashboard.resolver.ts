import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { Dashboard, StaffNotifications } from './dashboard.types';

@Resolver(() => Dashboard)
export class DashboardResolver {
  @Query(() => Dashboard, { description: 'Stat cards, sales by day, recent orders, top sellers and low stock for the back-office home' })
  @Access('staff')
  dashboard(
    @Ctx() ctx: Context,
    @Arg('days', () => Int, { defaultValue: 30, description: 'How many UK days salesByDay covers (1 to 366)' }) days: number,
  ) {
    return ctx.services.dashboard.figures(ctx.caller, ctx.branchCode, days);
  }

  @Query(() => StaffNotifications, {
    description:
      "The back office's notifications: pending orders, return requests, unhandled contact messages, reviews waiting and low-stock products",
  })
  @Access('staff')
  staffNotifications(@Ctx() ctx: Context) {
    return ctx.services.dashboard.notifications(ctx.caller, ctx.branchCode);
  }
}
