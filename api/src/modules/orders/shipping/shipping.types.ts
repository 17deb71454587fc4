import { Field, Float, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';

/** One carrier service priced for a basket, as the checkout lists them. */
@ObjectType()
export class ShippingOption {
  @Access('public')
  @Field({ description: "What createOrder's shippingMethod takes: tracked-1-2, tracked-2-4, signed-1-2 or signed-2-4" })
  method: string;

  @Access('public')
  @Field({ description: 'Tracked with email updates, or Tracked and signed for' })
  name: string;

  @Access('public')
  @Field({ description: '1-2 business days, or 2-4 days' })
  delivery: string;

  @Access('public')
  @Field(() => Float, { description: 'Price in pounds for this weight and subtotal; 0 when delivery is free' })
  price: number;

  @Access('public')
  @Field({ description: 'True when free delivery over £50 applies (tracked 2-4 days only)' })
  free: boolean;
}

/**
 * When an order placed now would be dispatched, and the free-delivery threshold: what the product page
 * and the mini-basket say. Reads no database; the browser counts down to cutoffAt itself.
 */
@ObjectType()
export class DispatchPromise {
  @Access('public')
  @Field({
    description:
      'The UK day (YYYY-MM-DD) an order placed now is dispatched: today before the 1.00 pm cut-off on a working day, else the next working day',
  })
  dispatchOn: string;

  @Access('public')
  @Field(() => Date, { description: 'The 1.00 pm UK cut-off on dispatchOn: orders placed before it are dispatched on dispatchOn' })
  cutoffAt: Date;

  @Access('public')
  @Field({ description: 'The working day (YYYY-MM-DD) after dispatchOn: orders placed from cutoffAt on are dispatched then' })
  nextDispatchOn: string;

  @Access('public')
  @Field(() => Date, {
    description: 'When this answer was worked out; a server render counts down from it, so the browser can render the same text first',
  })
  answeredAt: Date;

  @Access('public')
  @Field(() => Float, { description: 'Free UK delivery (tracked 2-4 days) applies to a subtotal above this many pounds' })
  freeDeliveryOver: number;
}
