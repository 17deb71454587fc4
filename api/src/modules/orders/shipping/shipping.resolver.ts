import { Arg, Ctx, Float, Int, Query, Resolver } from 'type-graphql';
import { MAX_ORDER_LINES } from '../../../common/order-limits';
import { CheckoutLineInput } from '../order/place-order.inputs';
import { CheckoutOptions } from './checkout-options.types';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { DispatchPromise, ShippingOption } from './shipping.types';
import { ListSize } from '../../../common/cost';

@Resolver()
export class ShippingResolver {
  @Query(() => [ShippingOption], {
    description:
      'The four delivery services priced for a basket: weight in grams, subtotal (after discount) in pounds; over 20 kg is refused',
  })
  @Access('public')
  @ListSize(4)
  shippingOptions(@Ctx() ctx: Context, @Arg('weightGrams', () => Int) weightGrams: number, @Arg('subtotal', () => Float) subtotal: number) {
    return ctx.services.shipping.options(weightGrams, subtotal);
  }

  @Query(() => DispatchPromise, {
    description:
      'When an order placed now would be dispatched (the 1.00 pm UK cut-off, weekends and bank holidays, as checkout counts them) and the free-delivery threshold; reads no database',
  })
  @Access('public')
  dispatchPromise(@Ctx() ctx: Context) {
    return ctx.services.shipping.dispatchPromise();
  }

  @Query(() => CheckoutOptions, {
    description:
      "The checkout's summary of a basket, priced from the database: subtotal, the discount code's effect (a code limited per customer is checked against the signed-in customer), a signed-in customer's reward points, VAT, and the four delivery services with price (or the parcel's refusal) and estimated dispatch and delivery dates",
  })
  @Access('public')
  checkoutOptions(
    @Ctx() ctx: Context,
    @Arg('lines', () => [CheckoutLineInput], { description: `1 to ${MAX_ORDER_LINES} lines` }) lines: CheckoutLineInput[],
    @Arg('discountCode', () => String, { nullable: true }) discountCode?: string | null,
    @Arg('postcode', () => String, { nullable: true, description: 'Checked and answered in its stored form when given' })
    postcode?: string | null,
    @Arg('pointsToSpend', () => Int, {
      nullable: true,
      description: 'Reward points the signed-in customer wants to spend (up to their balance); see CheckoutOptions.rewardPoints',
    })
    pointsToSpend?: number | null,
  ) {
    return ctx.services.checkoutOptions.options(ctx.branchCode, lines, discountCode, postcode, ctx.caller, pointsToSpend);
  }
}
