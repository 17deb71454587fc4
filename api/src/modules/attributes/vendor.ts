import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { text } from '../../common/crud/fields';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('vendors')
export class Vendor extends AttributeEntity {
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 120, nullable: true })
  contactName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;
}

export const vendorAttribute = defineAttribute({
  entity: Vendor,
  one: 'vendor',
  many: 'vendors',
  label: 'vendor',
  codePrefix: 'VEN',
  read: 'staff',
  fields: {
    contactName: text({ max: 120 }),
    email: text({ max: 200, lowerCase: true, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, patternMessage: 'Email is not valid' }),
    phone: text({ max: 40 }),
  },
});
