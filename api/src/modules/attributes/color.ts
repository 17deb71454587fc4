import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { text } from '../../common/crud/fields';
import { defineAttribute } from './descriptor';
import { Access } from '../../common/access';

@ObjectType()
@Entity('colors')
export class Color extends AttributeEntity {
  @Access('public')
  @Field({ description: 'Legacy HexCode, e.g. #C21E56' })
  @Column({ type: 'varchar', length: 20, default: '' })
  hexCode: string;

  @Access('public')
  @Field({ description: 'Legacy RGB, e.g. 194,30,86' })
  @Column({ type: 'varchar', length: 40, default: '' })
  rgb: string;
}

export const colorAttribute = defineAttribute({
  entity: Color,
  one: 'color',
  many: 'colors',
  label: 'color',
  codePrefix: 'COL',
  uploadArea: 'attributes',
  fields: {
    hexCode: text({ max: 20, required: true, pattern: /^#[0-9a-fA-F]{3,8}$/, patternMessage: 'Hex code must look like #C21E56' }),
    rgb: text({ max: 40, required: true, label: 'RGB' }),
  },
});
