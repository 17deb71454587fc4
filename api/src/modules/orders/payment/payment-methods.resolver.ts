import { Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import type { Context } from '../../../context';
import { PaymentMethodChoice } from './payment.types';

@Resolver()
export class PaymentMethodsResolver {
  @Query(() => [PaymentMethodChoice], {
    description:
      "The ways to pay the checkout offers, in order: 'card' (card, Apple Pay or Google Pay through Stripe) first while card payments are on, then 'bank-transfer'",
  })
  @Access('public')
  @ListSize(2)
  paymentMethods(@Ctx() ctx: Context) {
    return ctx.services.payments.choices();
  }
}
