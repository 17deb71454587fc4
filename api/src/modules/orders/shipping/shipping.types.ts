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
