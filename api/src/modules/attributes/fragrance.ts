import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('fragrances')
export class Fragrance extends AttributeEntity {}

export const fragranceAttribute = defineAttribute({
  entity: Fragrance,
  one: 'fragrance',
  many: 'fragrances',
  label: 'fragrance',
  codePrefix: 'FRG',
});
