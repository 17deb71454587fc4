import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CatalogNodeEntity } from '../catalog-node.entity';
import { SubCategory } from '../sub-category/sub-category.entity';
import { Access } from '../../../common/access';

/**
 * A tree level under a sub-category and a product family at once: its products are the shades,
 * sizes and flavours of one thing. Images live under uploads/parentitem.
 */
@ObjectType()
@Entity('parent_items')
export class ParentItem extends CatalogNodeEntity {
  @Access('public')
  @Field({ description: 'Legacy ParentItemTitle' })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Access('public')
  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  subCategoryId: number;

  @ManyToOne(() => SubCategory, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'sub_category_id' })
  subCategory?: SubCategory;
}
