import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';
import { penceToPounds } from '../../../common/money';
import { Product } from '../../catalog/product/product.entity';
import { User } from '../../account/user/user.entity';
import { Access } from '../../../common/access';

export const ORDER_STATUSES = ['pending', 'paid', 'dispatched', 'delivered', 'cancelled', 'refunded'] as const;

/** A placed order. Totals are computed on the server in pence; a guest reads it with its access token. */
@ObjectType()
@Entity('orders')
@Index(['branchCode', 'orderNumber'], { unique: true })
@Index(['branchCode', 'createdAt'])
@Index(['branchCode', 'status'])
@Index(['branchCode', 'idempotencyKeyHash'], { unique: true })
@Index(['branchCode', 'email'])
export class Order extends BranchEntity {
  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 30 })
  orderNumber: string;

  @Access('public')
  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 200 })
  email: string;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 120 })
  customerName: string;

  @Access('public')
  @Field({ description: 'pending, paid, dispatched, delivered, cancelled or refunded' })
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;

  @Access('public') @Field() @Column({ type: 'varchar', length: 200 }) addressLine1: string;
  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 200, nullable: true }) addressLine2:
    string | null;
  @Access('public') @Field() @Column({ type: 'varchar', length: 120 }) city: string;
  @Access('public') @Field() @Column({ type: 'varchar', length: 10 }) postcode: string;
  @Access('public') @Field(() => String, { nullable: true }) @Column({ type: 'varchar', length: 40, nullable: true }) phone: string | null;
  @Access('public')
  @Field({ description: 'Carrier service chosen at checkout' })
  @Column({ type: 'varchar', length: 80 })
  shippingMethod: string;

  @Column({ type: 'int' }) subtotalPence: number;
  @Column({ type: 'int', default: 0 }) shippingPence: number;
  @Column({ type: 'int', default: 0 }) discountPence: number;
  @Column({ type: 'int' }) totalPence: number;

  @Access('public') @Field(() => Float) get subtotal(): number {
    return penceToPounds(this.subtotalPence)!;
  }
  @Access('public') @Field(() => Float) get shipping(): number {
    return penceToPounds(this.shippingPence)!;
  }
  @Access('public') @Field(() => Float) get discount(): number {
    return penceToPounds(this.discountPence)!;
  }
  @Access('public') @Field(() => Float) get total(): number {
    return penceToPounds(this.totalPence)!;
  }

  /** Reward points the customer spent on the order, and what they took off the goods (never delivery). */
  @Access('public')
  @Field(() => Int, { description: 'Reward points spent on the order (0: none)' })
  @Column({ type: 'int', default: 0 })
  pointsSpent: number;
  @Column({ type: 'int', default: 0 }) pointsDiscountPence: number;
  @Access('public')
  @Field(() => Float, { description: 'What the reward points spent took off the goods, in pounds (treated like the discount for VAT)' })
  get pointsDiscount(): number {
    return penceToPounds(this.pointsDiscountPence)!;
  }

  /** VAT included in the total (lines after the discount, plus delivery); null on orders placed before VAT was recorded. */
  @Column({ type: 'int', nullable: true }) vatPence: number | null;
  @Access('public')
  @Field(() => Float, {
    nullable: true,
    description:
      'VAT included in the total, in pounds (lines after the discount at their rates, delivery at 20%); null on orders placed before VAT was recorded',
  })
  get vat(): number | null {
    return penceToPounds(this.vatPence);
  }

  @Access('public')
  @Field(() => String, {
    nullable: true,
    description: "How the customer pays: 'bank-transfer' or 'card' for checkout orders; null for orders staff added",
  })
  @Column({ type: 'varchar', length: 40, nullable: true })
  paymentMethod: string | null;

  /** The payment provider's reference of the order's payment (a Stripe PaymentIntent id for 'card'); null for bank transfer. Never a GraphQL field. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentReference: string | null;

  /** What staff have refunded so far (lines and delivery), in pence; 0 until the first refund. */
  @Column({ type: 'int', default: 0 }) refundedPence: number;
  @Access('public')
  @Field(() => Float, { description: 'What has been refunded so far (lines and delivery), in pounds; 0 until the first refund' })
  get refunded(): number {
    return penceToPounds(this.refundedPence ?? 0)!;
  }

  /** How many refunds staff have made (each one's number is in its Stripe idempotency key); never a GraphQL field. */
  @Column({ type: 'int', default: 0 }) refundCount: number;

  /** Whether the delivery charge has been refunded (with the last lines, or when staff chose to). */
  @Access('public')
  @Field({ description: 'Whether the delivery charge has been refunded' })
  @Column({ type: 'boolean', default: false })
  shippingRefunded: boolean;

  /** sha256 of the checkout's idempotency key: the same key again answers this order instead of making another. Never a GraphQL field. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKeyHash: string | null;

  /** sha256 of the token a guest gets on the confirmation page; never a GraphQL field. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  accessTokenHash: string | null;
}

/** One line of an order, frozen at the price paid. */
@ObjectType()
@Entity('order_lines')
export class OrderLine extends BranchEntity {
  @Access('public')
  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Access('public')
  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'int', nullable: true })
  productId: number | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  @Access('public') @Field() @Column({ type: 'varchar', length: 200 }) productName: string;
  @Access('public') @Field() @Column({ type: 'varchar', length: 60 }) productCode: string;
  @Access('public') @Field(() => Int) @Column({ type: 'int' }) quantity: number;
  @Access('public')
  @Field(() => Int, { description: 'How many of the quantity staff have refunded (never more than the quantity)' })
  @Column({ type: 'int', default: 0 })
  refundedQuantity: number;
  @Column({ type: 'int' }) unitPricePence: number;
  @Column({ type: 'int' }) lineTotalPence: number;

  @Access('public') @Field(() => Float) get unitPrice(): number {
    return penceToPounds(this.unitPricePence)!;
  }
  @Access('public') @Field(() => Float) get lineTotal(): number {
    return penceToPounds(this.lineTotalPence)!;
  }

  /** VAT included in the line after its share of the order's discount; null on orders placed before VAT was recorded. */
  @Column({ type: 'int', nullable: true }) vatPence: number | null;
  @Access('public')
  @Field(() => Float, { nullable: true, description: "VAT included in the line after its share of the order's discount, in pounds" })
  get vat(): number | null {
    return penceToPounds(this.vatPence);
  }

  /** The VAT rate the line was taxed at, in basis points (2000 = 20%); null on orders placed before it was recorded. */
  @Column({ type: 'int', nullable: true }) vatRateBasisPoints: number | null;
  @Access('public')
  @Field(() => Float, {
    nullable: true,
    description: 'The VAT rate of the line in per cent (20 for 20%); null on orders placed before it was recorded',
  })
  get vatRate(): number | null {
    return this.vatRateBasisPoints === null || this.vatRateBasisPoints === undefined ? null : this.vatRateBasisPoints / 100;
  }
}
