import { Field, Float, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { int } from '../../common/crud/fields';
import { defineAttribute } from './descriptor';

@ObjectType()
@Entity('product_classes')
export class ProductClass extends AttributeEntity {
  /** VAT rate in basis points (2000 = 20%), so tax sums stay in integers. */
  @Column({ type: 'int', default: 2000 })
  vatRateBasisPoints: number;

  @Field(() => Float, { description: 'VAT rate in percent, e.g. 20' })
  get vatRate(): number {
    return this.vatRateBasisPoints / 100;
  }
}

export const productClassAttribute = defineAttribute({
  entity: ProductClass,
  one: 'productClass',
  many: 'productClasses',
  label: 'product class',
  codePrefix: 'PCL',
  read: 'staff',
  fields: { vatRateBasisPoints: int({ min: 0, max: 10000, label: 'VAT rate (basis points)' }) },
});
