import { Field, InputType, Int } from 'type-graphql';
import { PaginatedList } from '../../../common/list';
import { Review } from '../review/review.entity';

/** Approved reviews of a product, newest first. */
export const ProductReviewList = PaginatedList(Review, 'ProductReviewList');

/** A shopper's review; it shows once staff approve it. */
@InputType()
export class SubmitReviewInput {
  @Field(() => Int) productId: number;
  @Field(() => Int, { description: '1 to 5 stars' }) rating: number;
  @Field({ description: 'At most 160 characters' }) title: string;
  @Field({ description: 'At most 5000 characters' }) body: string;
}

export interface RatingStats {
  average: number;
  count: number;
}
