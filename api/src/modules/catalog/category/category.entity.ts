import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { NamedCatalogNodeEntity } from '../catalog-node.entity';
import { Department } from '../department/department.entity';
import { Access } from '../../../common/access';

/** A category of a department. Images live under uploads/category. */
@ObjectType()
@Entity('categories')
export class Category extends NamedCatalogNodeEntity {
  @Access('public')
  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  departmentId: number;

  @ManyToOne(() => Department, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'department_id' })
  department?: Department;
}
