import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { ImagedBranchEntity } from '../../../common/branch-entity';
import { Access } from '../../../common/access';

/** A home-page carousel slide. Images live under uploads/banner; only active banners reach the storefront. */
@ObjectType()
@Entity('banners')
@Index(['branchCode', 'isActive', 'position'])
export class Banner extends ImagedBranchEntity {
  @Access('public')
  @Field({ description: 'Legacy BannerTitle' })
  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Access('public')
  @Field({ description: 'Legacy BannerDescription' })
  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'Where the slide links to' })
  @Column({ type: 'varchar', length: 300, nullable: true })
  linkUrl: string | null;

  @Access('public')
  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Access('public')
  @Field({ description: 'Active or Inactive, as the admin list shows it' })
  get status(): string {
    return this.isActive ? 'Active' : 'Inactive';
  }

  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}
