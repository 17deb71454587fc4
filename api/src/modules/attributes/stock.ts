import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity } from '../../common/branch-entity';
import { Product } from '../catalog/product/product.entity';
import { defineCrud } from '../../common/crud/descriptor';
import { int, ref, text, withLabels } from '../../common/crud/fields';
import { ProductLocation } from './product-location';

/**
 * The "stock" data set: one movement of a product's stock (received, sold, adjusted) and where it sits.
 * Product.stockQuantity stays the saleable figure that checkout decrements.
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
}

export const STOCK_REASONS = ['received', 'sold', 'returned', 'adjusted', 'counted'] as const;

export const stockAttribute = defineCrud({
  entity: StockMovement,
  one: 'stockMovement',
  many: 'stockMovements',
  label: 'stock movement',
  fields: withLabels({
    productId: ref({ entity: () => Product, required: true, label: 'Product', codeField: 'productCode' }),
    productLocationId: ref({ entity: () => ProductLocation, label: 'Product location', codeField: 'productLocationCode' }),
    quantity: int({ required: true, min: -1_000_000, max: 1_000_000 }),
    reason: text({ max: 40, required: true, pattern: new RegExp(`^(${STOCK_REASONS.join('|')})$`), patternMessage: `Reason must be one of ${STOCK_REASONS.join(', ')}` }),
    note: text({ max: 250 }),
  }),
  searchField: 'reason',
  sortFields: ['productId', 'quantity', 'reason'],
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  read: 'staff',
});
