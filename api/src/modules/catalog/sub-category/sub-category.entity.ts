import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { NamedCatalogNodeEntity } from '../catalog-node.entity';
import { Category } from '../category/category.entity';
import { Access } from '../../../common/access';

/** A sub-category of a category. Images live under uploads/subcategory. */
@ObjectType()
@Entity('sub_categories')
export class SubCategory extends NamedCatalogNodeEntity {
  @Access('public')
  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category?: Category;
}
