import { Field, Float, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';
import { ShopBankDetails } from '../../content/settings/shop-settings.entity';

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
}
