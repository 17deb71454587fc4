import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity } from '../../common/branch-entity';
import { Product } from '../catalog/product/product.entity';

/**
 * A shopper's "Email me when it's back" for one out-of-stock product: one per product and address, mailed
 * once when the product's stock rises above 0 (sentAt), removable by the random token in the mail's link.
 * Not a GraphQL type: shoppers get a message, staff a count per product.
 */
@Entity('stock_alerts')
@Index(['branchCode', 'productId', 'email'], { unique: true })
@Index(['branchCode', 'email'])
@Index(['productId', 'sentAt'])
export class StockAlert extends BranchEntity {
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  /** Trimmed and lower-cased. */
  @Column({ type: 'varchar', length: 200 })
  email: string;

  /** 64 hex characters; the unsubscribe link's only key. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;
}
