import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import { MAX_ORDER_LINES } from '../../../common/order-limits';
import { CheckoutRewardPoints } from '../reward-points/checkout-points';

/**
 * One product of the basket as the shop prices it (lines of the same product added together, as
 * placeOrder adds them): what the checkout shows beside the form and in the review step.
 */
@ObjectType()
export class CheckoutLine {
  @Access('public')
  @Field(() => Int)
  productId: number;

  @Access('public')
  @Field()
  name: string;

  @Access('public')
  @Field({ description: 'The product code' })
  code: string;

  @Access('public')
  @Field({ description: "For the product page's address" })
  slug: string;

  @Access('public')
  @Field(() => String, {
    nullable: true,
    description:
      "The product's main picture, a file name under /uploads/products/ (the first of its gallery, as the product card shows); null when it has none",
  })
  mainImage: string | null;

  @Access('public')
  @Field(() => Int, { description: 'How many are asked for (the lines of this product added together)' })
  quantity: number;

  @Access('public')
  @Field(() => Float, { description: "The price of one now, after the product's own discount, in pounds: what placeOrder charges for it" })
  unitPrice: number;

  @Access('public')
  @Field(() => Float, {
    nullable: true,
    description: "The price of one before the product's own discount, in pounds; null when it has no discount",
  })
  originalPrice: number | null;

  @Access('public')
  @Field(() => Float, { description: 'unitPrice × quantity, in pounds (before any discount code)' })
  lineTotal: number;

  @Access('public')
  @Field(() => Int, { description: 'How many are left in stock now (0 when none); placeOrder refuses a quantity above it' })
  available: number;
}

/** One delivery service for a basket: its price (unless the parcel is refused) and its estimated dates. */
@ObjectType()
export class CheckoutDeliveryOption {
  @Access('public')
  @Field({ description: "What placeOrder's shippingMethod takes: tracked-1-2, tracked-2-4, signed-1-2 or signed-2-4" })
  method: string;

  @Access('public')
  @Field({ description: 'Tracked with email updates, or Tracked and signed for' })
  name: string;

  @Access('public')
  @Field({ description: '1-2 business days, or 2-4 days' })
  delivery: string;

  @Access('public')
  @Field(() => Float, {
    nullable: true,
    description: 'Price in pounds; 0 when free; null when the parcel is refused (see CheckoutOptions.refusal)',
  })
  price: number | null;

  @Access('public')
  @Field({ description: 'True when free delivery over £50 applies (tracked 2-4 days only)' })
  free: boolean;

  @Access('public')
  @Field(() => Float, {
    nullable: true,
    description: 'What the order would come to with this service (after the discount and reward points), in pounds; null when refused',
  })
  total: number | null;

  @Access('public')
  @Field(() => Float, {
    nullable: true,
    description: 'VAT included in that total (goods after discount and reward points, plus delivery at 20%), in pounds; null when refused',
  })
  vat: number | null;

  @Access('public')
  @Field({ description: "Estimated dispatch day, 'YYYY-MM-DD' (UK): today before 1.00 pm on a working day, else the next working day" })
  dispatchDate: string;

  @Access('public')
  @Field({ description: "Earliest estimated delivery day, 'YYYY-MM-DD'" })
  deliveryFrom: string;

  @Access('public')
  @Field({ description: "Latest estimated delivery day, 'YYYY-MM-DD'" })
  deliveryTo: string;
}

/** A basket priced for the checkout from the database: its lines, subtotal, discount, VAT and the four delivery services. */
@ObjectType()
export class CheckoutOptions {
  @Access('public')
  @ListSize(MAX_ORDER_LINES)
  @Field(() => [CheckoutLine], { description: 'Each product asked for, in the order first asked, priced from the database' })
  lines: CheckoutLine[];

  @Access('public')
  @Field(() => Float, { description: 'The lines at their current prices, in pounds' })
  subtotal: number;

  @Access('public')
  @Field(() => Float, { description: 'Taken off by the discount code, in pounds; 0 without a usable code' })
  discount: number;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'The discount code applied, as stored (upper-case); null when none or refused' })
  discountCode: string | null;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'Why the given discount code does not apply (the basket is priced without it)' })
  discountMessage: string | null;

  @Access('public')
  @Field(() => String, {
    nullable: true,
    description:
      "For a guest, the applied code's per-customer limits (a first order only, once per customer), which placeOrder checks against the e-mail given; null otherwise (a signed-in customer's account is checked here)",
  })
  discountNote: string | null;

  @Access('public')
  @Field(() => CheckoutRewardPoints, {
    nullable: true,
    description:
      "A signed-in customer's reward points (balance, what this basket can take, what is applied); null for a guest or while points cannot be spent",
  })
  rewardPoints: CheckoutRewardPoints | null;

  @Access('public')
  @Field(() => Float, { description: 'Taken off the goods by the reward points applied (rewardPoints.spent), in pounds; 0 without' })
  pointsDiscount: number;

  @Access('public')
  @Field(() => Float, {
    description: 'VAT included in the goods after the discount and reward points, in pounds (delivery VAT is in each option)',
  })
  vat: number;

  @Access('public')
  @Field(() => Int, { description: 'The parcel weight in grams (shipping weights × quantities)' })
  weightGrams: number;

  @Access('public')
  @Field(() => String, { nullable: true, description: "The postcode given, in its stored form ('SW1A 1AA')" })
  postcode: string | null;

  @Access('public')
  @Field(() => String, {
    nullable: true,
    description:
      'Why the basket cannot be posted (over 20 kg, an item or the items together too big for the medium parcel); the options then have no prices',
  })
  refusal: string | null;

  @Access('public')
  @ListSize(4)
  @Field(() => [CheckoutDeliveryOption], {
    description: 'The four services, in the order tracked-1-2, tracked-2-4, signed-1-2, signed-2-4',
  })
  options: CheckoutDeliveryOption[];
}
