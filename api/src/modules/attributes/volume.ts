import { ObjectType } from 'type-graphql';
import { Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('volumes')
export class Volume extends AttributeEntity {}

export const volumeAttribute = defineAttribute({ entity: Volume, one: 'volume', many: 'volumes', label: 'volume', codePrefix: 'VOL' });
