import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Order } from './order.entity';

/** One product and how many; the price always comes from the product, never from the client. */
@InputType()
export class CreateOrderLineInput {
  @Field(() => Int, { nullable: true, description: 'The product id; or give productCode instead' })
  productId?: number | null;

  @Field(() => String, { nullable: true, description: 'The product code (legacy ProductCode); or give productId instead' })
  productCode?: string | null;

  @Field(() => Int, { description: '1 to 99; lines of the same product are added together' })
  quantity: number;
}

/**
 * Who an order is for and how it travels: the fields the back office's and the checkout's orders share
 * (each input inherits its fields; this one is never sent alone).
 */
@InputType()
export abstract class OrderDeliveryInput {
  @Field()
  customerName: string;

  @Field({ description: 'Contact e-mail; stored lower-cased' })
  email: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field()
  addressLine1: string;

  @Field(() => String, { nullable: true })
  addressLine2?: string | null;

  @Field()
  city: string;

  @Field({ description: "A UK postcode; stored upper-case with one space, like 'SW1A 1AA'" })
  postcode: string;

  @Field({ description: 'tracked-1-2, tracked-2-4, signed-1-2 or signed-2-4 (see checkoutOptions and shippingOptions)' })
  shippingMethod: string;

  @Field(() => String, { nullable: true, description: 'A discount code of the branch, matched case-insensitively' })
  discountCode?: string | null;
}

/** An order as the back office places it; the server prices everything. */
@InputType()
export class CreateOrderInput extends OrderDeliveryInput {
  @Field(() => Int, { nullable: true, description: 'Links the order to an existing customer account of the branch' })
  userId?: number | null;

  @Field(() => [CreateOrderLineInput], { description: '1 to 50 lines' })
  lines: CreateOrderLineInput[];
}

@ObjectType()
export class CreateOrderPayload {
  @Field(() => Order)
  order: Order;

  @Field({ description: 'Shown once, on the confirmation: lets a guest read this order (order(id, accessToken)). Only its hash is kept.' })
  accessToken: string;
}
