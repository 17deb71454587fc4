import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';
import { Order } from '../order/order.entity';
import { DiscountCode } from './discount-code.entity';

/**
 * One use of a discount code by one customer: an order writes a row for each key of its customer (the
 * account, and the e-mail trimmed and lower-cased). `exclusiveKey` is the customer key while the code is
 * limited per customer (first order only, or once per customer) and the order stands, so the unique
 * index lets only one such order per customer through, also when two are placed at the same time;
 * cancelling the order clears it (the row stays as the record of which code the order used).
 * Never a GraphQL type.
 */
@Entity('discount_code_uses')
@Index(['discountCodeId', 'customerKey'])
@Index(['discountCodeId', 'exclusiveKey'], { unique: true })
export class DiscountCodeUse extends BranchEntity {
  @Column({ type: 'int' })
  discountCodeId: number;

  @ManyToOne(() => DiscountCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'discount_code_id' })
  discountCode?: DiscountCode;

  @Index()
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  /** 'account:<user id>' or 'email:<address, trimmed and lower-cased>'. */
  @Column({ type: 'varchar', length: 220 })
  customerKey: string;

  @Column({ type: 'varchar', length: 220, nullable: true })
  exclusiveKey: string | null;
}
