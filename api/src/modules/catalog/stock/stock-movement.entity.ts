import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';
import { Product } from '../product/product.entity';
import type { Order } from '../../orders/order/order.entity';
import { ProductLocation } from '../../attributes/product-location';
import { daysUntil, EXPIRY_WARNING_DAYS } from './expiry';

/**
 * The "stock" data set, the stock ledger: one movement of a product's stock (received, sold, returned,
 * adjusted, counted) and where it sits. Every movement changes Product.stockQuantity, the saleable
 * figure checkout decrements, in the same transaction (see stock-ledger.ts); 'sold' and 'returned' rows
 * are written by orders only. 'received' rows carry the batch number and expiry date.
 */
@ObjectType()
@Entity('stock_movements')
@Index(['branchCode', 'productId'])
export class StockMovement extends BranchEntity {
  @Field(() => Int)
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'int', nullable: true })
  productLocationId: number | null;

  @ManyToOne(() => ProductLocation, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'product_location_id' })
  productLocation?: ProductLocation | null;

  @Field(() => Int, { description: 'Signed change: positive when stock arrives, negative when it leaves' })
  @Column({ type: 'int' })
  quantity: number;

  @Field({ description: 'received, sold, returned, adjusted or counted' })
  @Column({ type: 'varchar', length: 40 })
  reason: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 250, nullable: true })
  note: string | null;

  @Field(() => String, { nullable: true, description: "The supplier's batch (lot) number; 'received' rows only" })
  @Column({ type: 'varchar', length: 60, nullable: true })
  batchNumber: string | null;

  @Field(() => String, { nullable: true, description: "Expiry date of the batch as YYYY-MM-DD; 'received' rows only" })
  @Column({ type: 'date', nullable: true })
  expiryDate: string | null;

  @Field(() => Int, { nullable: true, description: "The order that wrote this 'sold' or 'returned' row (null once the order is deleted)" })
  @Index()
  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  // Named, not imported: the stock ledger (catalog) must not load the orders domain, which builds on it.
  @ManyToOne('Order', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'order_id' })
  order?: Order | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Days from today (UK) to the expiry date; negative once expired; null without an expiry date',
  })
  get daysUntilExpiry(): number | null {
    return this.expiryDate ? daysUntil(this.expiryDate) : null;
  }

  @Field({ description: `True when the batch expires within ${EXPIRY_WARNING_DAYS} days of today (UK), or has expired` })
  get expiresSoon(): boolean {
    const days = this.daysUntilExpiry;
    return days !== null && days <= EXPIRY_WARNING_DAYS;
  }
}

export const STOCK_REASONS = ['received', 'sold', 'returned', 'adjusted', 'counted'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** Rows only orders write (create order: 'sold'; cancel, refund or delete: 'returned'); staff cannot add, edit or delete them. */
export const ORDER_STOCK_REASONS: readonly StockReason[] = ['sold', 'returned'];
