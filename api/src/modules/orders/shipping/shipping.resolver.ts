import { Arg, Ctx, Float, Int, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { ShippingOption } from './shipping.types';
import { ListSize } from '../../../common/cost';

@Resolver()
export class ShippingResolver {
  @Query(() => [ShippingOption], { description: 'The four delivery services priced for a basket: weight in grams, subtotal (after discount) in pounds; over 20 kg is refused' })
  @Access('public') @ListSize(4)
  shippingOptions(@Ctx() ctx: Context, @Arg('weightGrams', () => Int) weightGrams: number, @Arg('subtotal', () => Float) subtotal: number) {
    return ctx.services.shipping.options(weightGrams, subtotal);
  }
}
