import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { Order } from '../order/order.entity';
import { RefundLineInput, RefundPreview } from './order-refund.types';

const LINES = { description: 'The lines to refund and how many of each (each line once); "Refund whole order" names all that is left' };
const DELIVERY = {
  nullable: true,
  description: 'Refund the delivery charge with these lines; it goes anyway with the refund that leaves nothing else to refund',
};

@Resolver()
export class OrderRefundResolver {
  @Query(() => RefundPreview, {
    description: 'What refundOrderLines would refund for these lines, worked out on the server from the stored order; changes nothing',
  })
  @Access('staff')
  orderRefundPreview(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('lines', () => [RefundLineInput], LINES) lines: RefundLineInput[],
    @Arg('includeDelivery', () => Boolean, DELIVERY) includeDelivery?: boolean | null,
  ) {
    return ctx.services.orderRefunds.preview(ctx.caller, ctx.branchCode, id, lines, includeDelivery ?? false);
  }

  @Mutation(() => Order, {
    description:
      "Refunds chosen lines (and quantities) of a paid, dispatched or delivered order; the amount comes from the stored order (each line's price less its share of the discount). A card order is refunded through Stripe; a bank-transfer order's refund is recorded as made by staff (no money moves). Stock comes back with the ledger, the refunded share's reward points are taken back, an event names the member of staff, the lines, the amount and Stripe's refund, and the customer is mailed. Quantities already refunded cannot be refunded again; once every line is refunded the order is 'refunded'",
  })
  @Access('staff')
  refundOrderLines(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('lines', () => [RefundLineInput], LINES) lines: RefundLineInput[],
    @Arg('includeDelivery', () => Boolean, DELIVERY) includeDelivery?: boolean | null,
    @Arg('note', () => String, { nullable: true, description: 'At most 500 characters with the refund, kept in its event' })
    note?: string | null,
  ) {
    return ctx.services.orderRefunds.refund(ctx.caller, ctx.branchCode, id, lines, { includeDelivery, note });
  }
}
