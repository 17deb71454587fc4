import { Field, Float, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';
import { ShopBankDetails } from '../../content/settings/shop-settings.entity';

/** A card payment the browser completes with Stripe's own fields (Payment Element, Apple Pay, Google Pay). */
@ObjectType()
export class CardPayment {
  @Access('public')
  @Field({ description: "The PaymentIntent's client secret, for Stripe.js's confirmPayment; it cannot charge anything on its own" })
  clientSecret: string;

  @Access('public')
  @Field({ description: "The shop's Stripe publishable key, for loading Stripe.js" })
  publishableKey: string;

  @Access('public')
  @Field({ description: "Where the checkout loads Stripe.js from: https://js.stripe.com/v3/ (tests set a stand-in's address)" })
  stripeJsUrl: string;
}

/** A way to pay the checkout offers, in the order it offers them. */
@ObjectType()
export class PaymentMethodChoice {
  @Access('public')
  @Field({ description: "What placeOrder's paymentMethod takes: 'card' or 'bank-transfer'" })
  id: string;

  @Access('public')
  @Field({ description: "How the checkout names it, e.g. 'Card, Apple Pay or Google Pay'" })
  label: string;
}

/** What the customer does to pay an order, as the confirmation page and mail show it. */
@ObjectType()
export class PaymentInstructions {
  @Access('public')
  @Field({ description: "The payment method, e.g. 'bank-transfer'" })
  method: string;

  @Access('public')
  @Field({ description: "How the shop names it, e.g. 'Bank transfer'" })
  label: string;

  @Access('public')
  @Field({ description: "'pending' until staff mark the order paid" })
  status: string;

  @Access('public')
  @Field({ description: 'What the customer quotes with the payment: the order number' })
  reference: string;

  @Access('public')
  @Field(() => Float, { description: 'The amount to pay, in pounds' })
  amount: number;

  @Access('public')
  @Field({ description: 'The instructions in one sentence or two, for the page and the mail' })
  message: string;

  @Access('public')
  @Field(() => ShopBankDetails, {
    nullable: true,
    description: "Bank transfer: the shop's account (from Settings); null while staff have not set it",
  })
  bankTransfer: ShopBankDetails | null;

  @Access('public')
  @Field(() => CardPayment, {
    nullable: true,
    description: 'Card payment: what Stripe.js needs to take the payment in the browser; null for other methods',
  })
  card?: CardPayment | null;
}
