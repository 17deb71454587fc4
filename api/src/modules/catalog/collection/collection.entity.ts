import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ImagedBranchEntity } from '../../../common/branch-entity';
import { Product } from '../product/product.entity';
import { Access } from '../../../common/access';

/** A named product list: the Collections grid tiles, plus the two fixed lists 'new-arrivals' and 'trending'. */
@ObjectType()
@Entity('collections')
@Index(['branchCode', 'slug'], { unique: true })
export class Collection extends ImagedBranchEntity {
  @Access('public')
  @Field({ description: 'Legacy CollectionListName' })
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Access('public')
  @Field({ description: 'Legacy CollectionListSlug' })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Access('public')
  @Field({ description: "Legacy CollectionListVeiw: listed only when it contains 'yes'" })
  @Column({ type: 'varchar', length: 40, default: 'yes' })
  view: string;

  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}

/** Which products belong to which collection, in display order. */
@Entity('collection_products')
@Index(['productId'])
export class CollectionProduct {
  @PrimaryColumn({ type: 'int' })
  collectionId: number;

  @PrimaryColumn({ type: 'int' })
  productId: number;

  @ManyToOne(() => Collection, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'collection_id' })
  collection?: Collection;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  @Column({ type: 'int', default: 0 })
  position: number;
}
