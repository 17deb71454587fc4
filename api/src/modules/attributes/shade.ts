import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { text } from '../../common/crud/fields';
import { defineAttribute } from './descriptor';
import { Access } from '../../common/access';

@ObjectType()
@Entity('shades')
export class Shade extends AttributeEntity {
  @Access('public')
  @Field({ description: 'Swatch colour shown beside the shade name' })
  @Column({ type: 'varchar', length: 20, default: '' })
  hexCode: string;
}

export const shadeAttribute = defineAttribute({
  entity: Shade,
  one: 'shade',
  many: 'shades',
  label: 'shade',
  codePrefix: 'SHD',
  fields: { hexCode: text({ max: 20 }) },
});
