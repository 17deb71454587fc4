import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('flavors')
export class Flavor extends AttributeEntity {}

export const flavorAttribute = defineAttribute({ entity: Flavor, one: 'flavor', many: 'flavors', label: 'flavor', codePrefix: 'FLV' });
