import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('item_types')
export class ItemType extends AttributeEntity {}

export const itemTypeAttribute = defineAttribute({
  entity: ItemType,
  one: 'itemType',
  many: 'itemTypes',
  label: 'item type',
  codePrefix: 'TYP',
});
