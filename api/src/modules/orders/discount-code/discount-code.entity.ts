import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';
import { penceToPounds } from '../../../common/money';

/** A code a shopper types at checkout for a percentage or a fixed amount off. */
@ObjectType()
@Entity('discount_codes')
@Index(['branchCode', 'code'], { unique: true })
export class DiscountCode extends BranchEntity {
  @Field({ description: 'Stored upper-case; matched case-insensitively' })
  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Field()
  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;

  @Field(() => Int, { nullable: true, description: 'Percent off the subtotal' })
  @Column({ type: 'int', nullable: true })
  percentOff: number | null;

  @Column({ type: 'int', nullable: true })
  amountOffPence: number | null;

  @Column({ type: 'int', default: 0 })
  minSubtotalPence: number;

  @Field(() => Float, { nullable: true, description: 'Pounds off the subtotal' })
  get amountOff(): number | null {
    return penceToPounds(this.amountOffPence);
  }

  @Field(() => Float)
  get minSubtotal(): number {
    return penceToPounds(this.minSubtotalPence)!;
  }

  @Field(() => Date, { nullable: true })
  @Column({ type: 'datetime', nullable: true })
  startsAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'datetime', nullable: true })
  endsAt: Date | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  usageLimit: number | null;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  timesUsed: number;

  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Field({
    description:
      "Only for a customer's first order: refused when the account or the e-mail (trimmed, lower-case) has an earlier order that was not cancelled",
  })
  @Column({ type: 'boolean', default: false })
  firstOrderOnly: boolean;

  @Field({
    description:
      'Once per customer: refused when the account or the e-mail (trimmed, lower-case) has already used it on an order that was not cancelled',
  })
  @Column({ type: 'boolean', default: false })
  oncePerCustomer: boolean;
}
