import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Access } from '../../../common/access';
import { BranchEntity } from '../../../common/branch-entity';
import { penceToPounds } from '../../../common/money';
import { unitPricePence } from '../../catalog/product/product-price';
import { Product } from '../../catalog/product/product.entity';
import { User } from '../user/user.entity';

/**
 * A product a customer keeps on their wishlist, with the price a shopper paid for it on the day it was
 * saved (from the database, never from the client), so the wishlist can say when it has come down.
 * Only the customer who saved it reads it; a product appears once per customer.
 */
@ObjectType()
@Entity('wishlist_items')
@Index(['branchCode', 'userId', 'productId'], { unique: true })
export class WishlistItem extends BranchEntity {
  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Access('public')
  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  productId: number;

  @Access('public')
  @Field(() => Product, { nullable: true, description: 'The product as shoppers see it now; null once it is no longer sold' })
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  @Column({ type: 'int' })
  pricePenceWhenSaved: number;

  @Access('public')
  @Field(() => Float, { description: 'What a shopper paid for one (the discounted price) when it was saved, in pounds' })
  get priceWhenSaved(): number {
    return penceToPounds(this.pricePenceWhenSaved)!;
  }

  @Access('public')
  @Field(() => Float, { nullable: true, description: 'What a shopper pays for one now, in pounds; null once it is no longer sold' })
  get priceNow(): number | null {
    return this.product ? penceToPounds(unitPricePence(this.product)) : null;
  }

  @Access('public')
  @Field({ description: 'Whether it costs less now than when it was saved' })
  get priceDropped(): boolean {
    return Boolean(this.product) && unitPricePence(this.product!) < this.pricePenceWhenSaved;
  }

  @Access('public')
  @Field({ description: 'When the customer saved it' })
  get savedAt(): Date {
    return this.createdAt;
  }
}
