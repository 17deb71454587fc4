import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('pieces')
export class Piece extends AttributeEntity {}

export const pieceAttribute = defineAttribute({
  entity: Piece,
  one: 'piece',
  many: 'pieces',
  label: 'piece',
  codePrefix: 'PCE',
  uploadArea: 'attributes',
});
