import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('colors')
export class Color extends AttributeEntity {
  @Field({ description: 'Legacy HexCode, e.g. #C21E56' })
  @Column({ type: 'varchar', length: 20, default: '' })
  hexCode: string;

  @Field({ description: 'Legacy RGB, e.g. 194,30,86' })
  @Column({ type: 'varchar', length: 40, default: '' })
  rgb: string;
}

export const colorAttribute = defineAttribute({ entity: Color, one: 'color', many: 'colors', searchField: 'name', uploadArea: null });
