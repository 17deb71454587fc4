import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { ImagedBranchEntity } from '../../../common/branch-entity';
import { Access } from '../../../common/access';

/** A Latest Deals card on the home page, linking to a product (/products/{slug}) or a collection (/collections/{slug}). */
@ObjectType()
@Entity('offers')
@Index(['branchCode', 'isActive', 'position'])
export class Offer extends ImagedBranchEntity {
  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 300, default: '' })
  subtitle: string;

  @Access('public')
  @Field({ description: 'product or collection' })
  @Column({ type: 'varchar', length: 20 })
  linkType: string;

  @Access('public')
  @Field({ description: 'Slug of the product or collection the card opens' })
  @Column({ type: 'varchar', length: 220 })
  linkSlug: string;

  @Access('public')
  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;

  @Access('public')
  @Field(() => Date, { nullable: true })
  @Column({ type: 'datetime', nullable: true })
  startsAt: Date | null;

  @Access('public')
  @Field(() => Date, { nullable: true })
  @Column({ type: 'datetime', nullable: true })
  endsAt: Date | null;
}
