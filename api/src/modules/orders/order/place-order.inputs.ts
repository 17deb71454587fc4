import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';
import { PaymentInstructions } from '../payment/payment.types';
import { OrderDeliveryInput } from './create-order.inputs';
import { Order } from './order.entity';

/** One product and how many; the price always comes from the product, never from the client. */
@InputType()
export class CheckoutLineInput {
  @Field(() => Int)
  productId: number;

  @Field(() => Int, { description: '1 to 99; lines of the same product are added together' })
  quantity: number;
}

/** What the storefront checkout sends: who, where, how to deliver and pay, and the basket. Prices and totals are never sent. */
@InputType()
export class PlaceOrderInput extends OrderDeliveryInput {
  @Field({ description: 'Must be true: the customer accepted the terms and conditions' })
  termsAccepted: boolean;

  @Field({ description: "'bank-transfer', or 'card' when the shop takes card payments (Stripe keys set)" })
  paymentMethod: string;

  @Field({
    description:
      'A random string the client makes once per checkout (e.g. a UUID), 22 to 100 letters, digits, - or _ (at least 128 random bits; the guest access token is derived from it with a server secret): sending it again answers the first order instead of placing another',
  })
  idempotencyKey: string;

  @Field(() => [CheckoutLineInput], { description: '1 to 50 lines' })
  lines: CheckoutLineInput[];

  @Field(() => Int, {
    nullable: true,
    description:
      "Reward points a signed-in customer spends (checkoutOptions' rewardPoints.spent): refused beyond their balance, for guests and while the shop's rule is off; only the points the goods after any discount code can take are spent, in whole pence",
  })
  pointsToSpend?: number | null;
}

@ObjectType()
export class PlaceOrderPayload {
  @Access('public')
  @Field(() => Order)
  order: Order;

  @Access('public')
  @Field(() => String, {
    nullable: true,
    description:
      "A guest's access token for order(id, accessToken): only its hash is kept; null for a logged-in customer, whose account shows the order",
  })
  accessToken: string | null;

  @Access('public')
  @Field({
    description:
      'The storefront path of the order: /order/{id}#t={token} for a guest (token in the fragment), /account/orders/{id} for a customer',
  })
  orderPath: string;

  @Access('public')
  @Field(() => PaymentInstructions, {
    description: "How to pay: bank transfer to the shop with the order number as the reference, or for 'card' what Stripe.js needs (card)",
  })
  payment: PaymentInstructions;

  @Access('public')
  @Field({ description: 'True when this idempotency key had already placed the order: nothing new was made' })
  replayed: boolean;
}
