import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('sizes')
export class Size extends AttributeEntity {}

export const sizeAttribute = defineAttribute({
  entity: Size,
  one: 'size',
  many: 'sizes',
  label: 'size',
  codePrefix: 'SIZ',
  uploadArea: 'attributes',
});
