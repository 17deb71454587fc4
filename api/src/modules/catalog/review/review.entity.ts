import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';
import { User } from '../../account/user/user.entity';
import { Product } from '../product/product.entity';
import { Access } from '../../../common/access';

/** 'Amara Okafor' → 'Amara O.'; a single name stays as it is. */
export function firstNameAndInitial(name: string): string {
  const [first, ...rest] = (name ?? '').trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : (first ?? '');
}

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A customer's review of a product they received (one per customer and product); only approved ones show and count towards the rating. */
@ObjectType()
@Entity('reviews')
@Index(['productId', 'status'])
@Index(['userId', 'productId'], { unique: true })
export class Review extends BranchEntity {
  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  @Access('staff')
  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  /** The reviewer's name when the review was written; shoppers see only the first name and initial. */
  @Access('staff')
  @Field({ description: "The reviewer's name as the account had it" })
  @Column({ name: 'author_name', type: 'varchar', length: 120 })
  authorFullName: string;

  @Access('public')
  @Field({ name: 'authorName', description: "The reviewer's first name and initial ('Amara O.')" })
  get authorShortName(): string {
    return firstNameAndInitial(this.authorFullName);
  }

  @Access('public')
  @Field(() => Int, { description: '1 to 5 stars' })
  @Column({ type: 'int' })
  rating: number;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Access('public')
  @Field()
  @Column({ type: 'text' })
  body: string;

  /** Written by a customer after an order of theirs containing the product was delivered (not by staff). */
  @Access('public')
  @Field({ description: 'Written by the customer after an order of theirs containing the product was delivered' })
  @Column({ name: 'verified_buyer', type: 'boolean', default: false })
  verifiedBuyer: boolean;

  @Access('public')
  @Field({ description: 'pending, approved or rejected' })
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;
}
