import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import { MAX_ORDER_LINES } from '../../../common/order-limits';

/** One line of an order to refund, and how many of it. */
@InputType()
export class RefundLineInput {
  @Field(() => Int, { description: "The order line's id (OrderLine.id)" })
  lineId: number;

  @Field(() => Int, { description: 'How many of it to refund: at least 1, at most what is left unrefunded' })
  quantity: number;
}

/** What one line of a refund gives back. */
@ObjectType()
export class RefundPreviewLine {
  @Access('staff') @Field(() => Int) lineId: number;
  @Access('staff') @Field() productName: string;
  @Access('staff') @Field(() => Int) quantity: number;
  @Access('staff')
  @Field(() => Float, { description: "What those units were paid, in pounds: their share of the line after the order's discount" })
  amount: number;
}

/** What a refund would give back, worked out on the server from the stored order: what staff confirm before refundOrderLines. */
@ObjectType()
export class RefundPreview {
  @Access('staff')
  @ListSize(MAX_ORDER_LINES)
  @Field(() => [RefundPreviewLine])
  lines: RefundPreviewLine[];

  @Access('staff')
  @Field(() => Float, { description: 'The delivery charge refunded with these lines, in pounds (0 when it is not, or was already)' })
  delivery: number;

  @Access('staff')
  @Field(() => Float, { description: 'The whole refund, lines and delivery, in pounds' })
  amount: number;

  @Access('staff')
  @Field({ description: "Whether nothing is left to refund afterwards, so the order becomes 'refunded'" })
  wholeOrder: boolean;

  @Access('staff')
  @Field({ description: "'card' (refunded through Stripe) or 'bank-transfer' (staff send the money themselves; the shop records it)" })
  method: string;

  @Access('staff')
  @Field({ description: 'One sentence saying where the money goes' })
  message: string;
}
