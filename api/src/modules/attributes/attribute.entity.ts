import { Field, ObjectType } from 'type-graphql';
import { Column, Index } from 'typeorm';
import { ImagedBranchEntity } from '../../common/branch-entity';
import { Access } from '../../common/access';

/** Shape shared by the named attribute sets (colors, sizes, brands, ...): a code, a name, an optional image. */
@Index(['branchCode', 'code'], { unique: true })
@Index(['branchCode', 'name'])
@ObjectType()
export abstract class AttributeEntity extends ImagedBranchEntity {
  @Access('public')
  @Field({ description: 'Unique per branch; generated when a form gives none' })
  @Column({ type: 'varchar', length: 60 })
  code: string;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Access('public')
  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
