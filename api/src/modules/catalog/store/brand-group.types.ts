import { Field, ObjectType } from 'type-graphql';
import { Brand } from '../../attributes/brand';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import { LIST_SIZES } from './list-sizes';

/** The brands under one key letter of the Shop by Brand page. */
@ObjectType()
export class BrandGroup {
  @Access('public') @Field({ description: 'A to Z, or # for names starting with something else' }) letter: string;
  @Access('public') @ListSize(LIST_SIZES.brandsPerLetter) @Field(() => [Brand], { description: 'Sorted by name' }) brands: Brand[];
}
