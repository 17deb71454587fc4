import { Arg, Ctx, FieldResolver, Float, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../../common/access';
import { ListSize } from '../../../common/cost';
import type { Context } from '../../../context';
import { Product } from '../product/product.entity';
import { PageInput } from '../store/listing.types';
import { ProductReviewList, ReviewSort, StarCount, SubmitReviewInput } from '../store/review.types';
import { Review } from './review.entity';
import { legacyRating } from './review-rating';
import { reviewPage } from './review.service';

/** Reviews on the product page: the approved ones, the rating they make, and a shopper's new review. */
@Resolver(() => Product)
export class ProductReviewResolver {
  @Mutation(() => Review, {
    description:
      "A logged-in customer reviews a product an order of theirs delivered (FORBIDDEN before delivery), once per product (CONFLICT 'You have already reviewed this product'); it shows once staff approve it",
  })
  @Access('user')
  submitReview(@Ctx() ctx: Context, @Arg('input', () => SubmitReviewInput) input: SubmitReviewInput) {
    return ctx.services.productReviews.submit(ctx.caller, ctx.branchCode, input);
  }

  @Query(() => Boolean, {
    description:
      'Whether the logged-in customer may review the product now: an order of theirs containing it is delivered and they have not reviewed it yet; false for guests',
  })
  @Access('public')
  canReviewProduct(@Ctx() ctx: Context, @Arg('productId', () => Int) productId: number) {
    return ctx.services.productReviews.canReview(ctx.caller, ctx.branchCode, productId);
  }

  @Access('public')
  @FieldResolver(() => ProductReviewList, {
    description: 'Approved reviews, newest first unless sort says otherwise; only those of `stars` stars when given',
  })
  reviews(
    @Root() p: Product,
    @Ctx() ctx: Context,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput | null,
    @Arg('sort', () => ReviewSort, { nullable: true }) sort?: ReviewSort | null,
    @Arg('stars', () => Int, { nullable: true, description: '1 to 5: only the reviews giving this many stars' }) stars?: number | null,
  ) {
    return ctx.loaders.approvedReviews(reviewPage(page, sort, stars)).load(p.id);
  }

  @Access('public')
  @ListSize(5)
  @FieldResolver(() => [StarCount], { description: 'How many approved reviews give 5, 4, 3, 2 and 1 stars (five rows, highest first)' })
  reviewHistogram(@Root() p: Product, @Ctx() ctx: Context) {
    return ctx.loaders.reviewHistogramOf.load(p.id);
  }

  /** The legacy figure REST's `Rating` has always answered; the storefront reads reviewAverage and reviewCount instead. */
  @Access('public')
  @FieldResolver(() => Float)
  rating(@Root() p: Product): number {
    return legacyRating(p);
  }
}

/** The back office's ratings screen: which product a review is about (active or not), batched per request. */
@Resolver(() => Review)
export class ReviewProductResolver {
  @Access('staff')
  @FieldResolver(() => Product, { nullable: true, description: 'Staff: the reviewed product (null once it is deleted)' })
  product(@Root() review: Review, @Ctx() ctx: Context) {
    return ctx.loaders.anyProductById.load(review.productId);
  }
}
