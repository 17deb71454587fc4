import { Access } from '../../../common/access';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PaginatedList } from '../../../common/list';
import { Review } from '../review/review.entity';

/** Approved reviews of a product, newest first unless a sort is asked for. */
export const ProductReviewList = PaginatedList(Review, 'ProductReviewList');

/** A shopper's review; it shows once staff approve it. */
@InputType()
export class SubmitReviewInput {
  @Field(() => Int) productId: number;
  @Field(() => Int, { description: '1 to 5 stars' }) rating: number;
  @Field({ description: 'At most 160 characters' }) title: string;
  @Field({ description: 'At most 5000 characters' }) body: string;
}

/** The orders a product's reviews can be read in. */
export enum ReviewSort {
  NEWEST = 'NEWEST',
  HIGHEST = 'HIGHEST',
  LOWEST = 'LOWEST',
}
registerEnumType(ReviewSort, {
  name: 'ReviewSort',
  description: 'NEWEST first (the default), HIGHEST or LOWEST rating first (newest first within a rating)',
});

/** How many approved reviews of a product give it this many stars. */
@ObjectType()
export class StarCount {
  @Access('public') @Field(() => Int, { description: '1 to 5' }) stars: number;
  @Access('public') @Field(() => Int) count: number;
}
