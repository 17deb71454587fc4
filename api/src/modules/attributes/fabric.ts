import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('fabrics')
export class Fabric extends AttributeEntity {}

export const fabricAttribute = defineAttribute({
  entity: Fabric,
  one: 'fabric',
  many: 'fabrics',
  label: 'fabric',
  codePrefix: 'FAB',
  uploadArea: 'attributes',
});
