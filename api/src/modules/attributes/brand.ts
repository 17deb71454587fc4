import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { AttributeEntity } from './attribute.entity';
import { text } from '../../common/crud/fields';
import { defineAttribute } from './descriptor';
import { Access } from '../../common/access';

@ObjectType()
@Entity('brands')
@Index(['branchCode', 'slug'], { unique: true })
export class Brand extends AttributeEntity {
  @Access('public')
  @Field({ description: 'Storefront BrandSlug' })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Access('public')
  @Field({ description: 'Letter the storefront groups brands under (A-Z, or # for digits)' })
  get keyLetter(): string {
    const first = this.name.trim().charAt(0).toUpperCase();
    return /[A-Z]/.test(first) ? first : '#';
  }
}

export const brandAttribute = defineAttribute({
  entity: Brand,
  one: 'brand',
  many: 'brands',
  label: 'brand',
  codePrefix: 'BRD',
  uploadArea: 'brand',
  fields: {
    slug: text({
      max: 120,
      lowerCase: true,
      pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
      patternMessage: 'Slug may hold only lower-case letters, digits and single hyphens',
    }),
  },
});
