import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('weights')
export class Weight extends AttributeEntity {}

export const weightAttribute = defineAttribute({ entity: Weight, one: 'weight', many: 'weights', label: 'weight', codePrefix: 'WGT' });
