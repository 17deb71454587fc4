import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { ImagedBranchEntity } from '../../../common/branch-entity';

/** A home-page carousel slide. Images live under uploads/banner; only active banners reach the storefront. */
@ObjectType()
@Entity('banners')
@Index(['branchCode', 'isActive', 'position'])
export class Banner extends ImagedBranchEntity {
  @Field({ description: 'Legacy BannerTitle' })
  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Field({ description: 'Legacy BannerDescription' })
  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Field(() => String, { nullable: true, description: 'Where the slide links to' })
  @Column({ type: 'varchar', length: 300, nullable: true })
  linkUrl: string | null;

  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Field({ description: 'Active or Inactive, as the admin list shows it' })
  get status(): string {
    return this.isActive ? 'Active' : 'Inactive';
  }

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}
