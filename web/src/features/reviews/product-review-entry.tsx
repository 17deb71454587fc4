import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { StoreCanReviewProductDocument } from '../../generated/graphql';
import { useSignedIn } from '../../lib/session';

// The form's code loads only for a customer who may review: a guest's product page never downloads it.
const WriteReview = lazy(() => import('./write-review').then((m) => ({ default: m.WriteReview })));

/**
 * The product page's 'Write a review', for a signed-in customer the server says may review the product
 * (a delivered order of theirs holds it and they have not reviewed it yet). Nothing in the server render
 * or for guests: the token is read, and the question asked, only after hydration.
 */
export function ProductReviewEntry({ productId, productName }: { productId: number; productName: string }) {
  const signedIn = useSignedIn();
  const { data } = useQuery(StoreCanReviewProductDocument, { variables: { productId }, skip: !signedIn, fetchPolicy: 'network-only' });
  if (!signedIn || !data?.canReviewProduct) return null;
  return (
    <Suspense fallback={null}>
      <WriteReview productId={productId} productName={productName} />
    </Suspense>
  );
}
