import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { Order } from '../order/order.entity';

@Resolver()
export class CardPaymentResolver {
  @Mutation(() => Order, {
    description:
      "Refunds a card order (paid, dispatched or delivered) in full through Stripe, then moves it to 'refunded' as updateOrderStatus does (stock back, reward points taken back, an event with Stripe's refund id, the customer's mail). Other orders: refund them yourself and use updateOrderStatus",
  })
  @Access('staff')
  refundCardOrder(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('note', () => String, { nullable: true, description: 'At most 500 characters with the refund, kept with the change' })
    note?: string | null,
  ) {
    return ctx.services.cardRefunds.refund(ctx.caller, ctx.branchCode, id, note);
  }
}
