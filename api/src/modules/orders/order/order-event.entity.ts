import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Access } from '../../../common/access';
import { BranchEntity } from '../../../common/branch-entity';
import { carrierNamed, DEFAULT_CARRIER, trackingUrl } from '../../../common/carriers';
import { User } from '../../account/user/user.entity';
import { Order } from './order.entity';

/** Who made a step of an order's history. */
export enum OrderEventActor {
  /** A signed-in account (staff or the customer): userName names it, null once the account was deleted. */
  ACCOUNT = 'account',
  /** The order's customer without an account session: a guest checkout, or the order's link (cancel, return). */
  GUEST = 'guest',
  /** The shop itself: the payment provider's message, the hold on an unpaid card order. */
  SHOP = 'shop',
}
registerEnumType(OrderEventActor, {
  name: 'OrderEventActor',
  description: 'Who made a step: ACCOUNT (userName; null once deleted), GUEST (the customer by the order link), SHOP (automatic)',
  valuesConfig: {
    ACCOUNT: { description: 'A signed-in account, named by userName (null once the account was deleted)' },
    GUEST: { description: "The order's customer without an account session: a guest checkout or the order's link" },
    SHOP: { description: "The shop itself: the payment provider's message, the hold on an unpaid card order" },
  },
});

/**
 * One step of an order's history: the status it moved to, when (createdAt) and who, with the staff
 * note and, on dispatch, the carrier's tracking number. Placing an order writes the first ('pending').
 * The customer sees the steps and the tracking; who and the note are for staff.
 */
@ObjectType()
@Entity('order_events')
@Index(['orderId', 'createdAt'])
export class OrderEvent extends BranchEntity {
  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Access('public')
  @Field({ description: "The status the order moved to, or 'return-requested' (the customer asked to return it: an event, not a status)" })
  @Column({ type: 'varchar', length: 20 })
  status: string;

  @Access('staff')
  @Field(() => Int, {
    nullable: true,
    description: 'The staff member (or customer) who made the change; null once their account is deleted',
  })
  @Index()
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Access('staff')
  @Field(() => String, { nullable: true, description: 'Their name at the time' })
  @Column({ type: 'varchar', length: 120, nullable: true })
  userName: string | null;

  @Access('staff')
  @Field(() => OrderEventActor, { description: 'Who made the step: an account (userName), the customer as a guest, or the shop itself' })
  @Column({ type: 'varchar', length: 10, default: OrderEventActor.ACCOUNT })
  actor: OrderEventActor;

  @Access('staff')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Access('public')
  @Field(() => String, { nullable: true, description: "The carrier's tracking number, given on dispatch" })
  @Column({ type: 'varchar', length: 40, nullable: true })
  trackingNumber: string | null;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'The carrier, e.g. Royal Mail' })
  @Column({ type: 'varchar', length: 60, nullable: true })
  carrier: string | null;

  /**
   * The carrier's page following the parcel: the carrier the dispatch recorded (Settings' carrier unless
   * staff named another); a dispatch recorded without one was posted with Royal Mail, the shop's only
   * carrier then; a carrier the shop does not know gets no link.
   */
  @Access('public')
  @Field(() => String, {
    nullable: true,
    description: "The carrier's tracking page for trackingNumber; null without a tracking number or for a carrier the shop does not know",
  })
  get trackingUrl(): string | null {
    if (!this.trackingNumber) return null;
    const carrier = this.carrier ? carrierNamed(this.carrier) : DEFAULT_CARRIER;
    return carrier ? trackingUrl(carrier, this.trackingNumber) : null;
  }
}
