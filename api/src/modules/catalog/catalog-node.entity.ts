import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Index } from 'typeorm';
import { ImagedBranchEntity } from '../../common/branch-entity';
import { Access } from '../../common/access';

/** What every level of the catalogue tree has: a legacy code and a slug unique per branch, a state and an order. */
@ObjectType()
@Index(['branchCode', 'code'], { unique: true })
@Index(['branchCode', 'slug'], { unique: true })
export abstract class CatalogNodeEntity extends ImagedBranchEntity {
  @Access('public')
  @Field({ description: 'Legacy code (DepCode, CategoryCode, SubCategoryCode, ParentItemCode)' })
  @Column({ type: 'varchar', length: 60 })
  code: string;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 160 })
  slug: string;

  @Access('public')
  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}

/** Category and sub-category: a name and a longer title besides the node fields. */
@ObjectType()
export abstract class NamedCatalogNodeEntity extends CatalogNodeEntity {
  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 160 })
  title: string;
}
