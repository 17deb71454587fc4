import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Access } from '../../../common/access';
import { BranchEntity } from '../../../common/branch-entity';
import { User } from '../../account/user/user.entity';
import { Order } from '../order/order.entity';

/**
 * One movement of a customer's reward points: + when an order is paid, − when that order is refunded
 * (in full, or some of its lines) or cancelled after payment; − when points are spent on an order, + when
 * that order is cancelled or refunded. At most one of each per order and refund (the unique index), so a
 * balance is the sum of the rows and can never count an order twice.
 */
@ObjectType({ description: "One movement of the customer's reward points" })
@Entity('reward_points')
@Index(['orderId', 'reason', 'refundNumber'], { unique: true })
@Index(['branchCode', 'userId', 'createdAt'])
export class RewardPoints extends BranchEntity {
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Access('public')
  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Access('public')
  @Field(() => Int, { description: 'Points added (positive) or taken back (negative)' })
  @Column({ type: 'int' })
  points: number;

  @Access('public')
  @Field({
    description:
      "'earned' (the order was paid), 'reversed' (the order was refunded, or cancelled after payment), 'redeemed' (spent on the order) or 'restored' (spent points given back: the order was cancelled or refunded)",
  })
  @Column({ type: 'varchar', length: 20 })
  reason: string;

  /** The order's refund that took these points back (1, 2, …: refundOrderLines); 0 for the rest. Never a GraphQL field. */
  @Column({ type: 'int', default: 0 })
  refundNumber: number;

  /** The order's number when the row was written, so the history reads without a join. */
  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 30 })
  orderNumber: string;
}
