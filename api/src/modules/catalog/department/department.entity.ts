import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CatalogNodeEntity } from '../catalog-node.entity';
import { Access } from '../../../common/access';

/** Top of the catalogue tree (Hair, Skin Care, ...). Images live under uploads/department. */
@ObjectType()
@Entity('departments')
export class Department extends CatalogNodeEntity {
  @Access('public')
  @Field({ description: 'Legacy Department / DepartmentName' })
  @Column({ type: 'varchar', length: 120 })
  name: string;
}
