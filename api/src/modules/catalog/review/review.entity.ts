import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';
import { User } from '../../account/user/user.entity';
import { Product } from '../product/product.entity';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A shopper's review of a product; only approved ones show and count towards the rating. */
@ObjectType()
@Entity('reviews')
@Index(['productId', 'status'])
export class Review extends BranchEntity {
  @Field(() => Int)
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  authorName: string;

  @Field(() => Int, { description: '1 to 5 stars' })
  @Column({ type: 'int' })
  rating: number;

  @Field()
  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Field()
  @Column({ type: 'text' })
  body: string;

  @Field({ description: 'pending, approved or rejected' })
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;
}
