import { ProductReviewEntry } from '../reviews/product-review-entry';
import { ProductReviews, type ReviewedProduct } from './product-reviews';

/** The Reviews section's body: 'Write a review' for a customer who may, then the approved reviews. */
export function ProductReviewsSection({ product }: { product: ReviewedProduct & { name: string } }) {
  return (
    <>
      <ProductReviewEntry productId={product.id} productName={product.name} />
      <ProductReviews product={product} />
    </>
  );
}
