import { Field, ObjectType } from 'type-graphql';
import { Brand } from '../../attributes/brand';

/** The brands under one key letter of the Shop by Brand page. */
@ObjectType()
export class BrandGroup {
  @Field({ description: 'A to Z, or # for names starting with something else' }) letter: string;
  @Field(() => [Brand], { description: 'Sorted by name' }) brands: Brand[];
}
