import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { text } from '../../common/crud/fields';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('product_locations')
export class ProductLocation extends AttributeEntity {
  @Field(() => String, { nullable: true, description: 'Warehouse, room or shelf this location stands for' })
  @Column({ type: 'varchar', length: 250, nullable: true })
  description: string | null;
}

export const productLocationAttribute = defineAttribute({
  entity: ProductLocation,
  one: 'productLocation',
  many: 'productLocations',
  label: 'product location',
  codePrefix: 'LOC',
  read: 'staff',
  fields: { description: text({ max: 250 }) },
});
