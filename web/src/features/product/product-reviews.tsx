import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { StoreProductReviewsDocument, type ReviewSort, type StoreReviewPageFragment } from '../../generated/graphql';
import { messages } from '../../config/messages';
import { Stars } from './product-parts';
import s from './product-reviews.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

const REVIEW_SORTS: readonly { value: ReviewSort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'HIGHEST', label: 'Highest rating' },
  { value: 'LOWEST', label: 'Lowest rating' },
];

const reviewsWord = (n: number) => (n === 1 ? 'review' : 'reviews');
const starsWord = (n: number) => (n === 1 ? 'star' : 'stars');

export interface ReviewedProduct {
  id: number;
  reviewAverage?: number | null;
  reviewCount: number;
  reviewHistogram: readonly { stars: number; count: number }[];
  reviews: StoreReviewPageFragment;
}

/**
 * The product page's approved reviews: how many give each star rating (a table a screen reader reads
 * as text; the bars are decoration), then the reviews, newest first or in the order the shopper picks,
 * all or one star rating only. "Verified buyer" marks a review written after the reviewer's order of the
 * product was delivered. Without approved reviews: "No reviews yet."
 */
export function ProductReviews({ product }: { product: ReviewedProduct }) {
  const [sort, setSort] = useState<ReviewSort>('NEWEST');
  const [stars, setStars] = useState<number | null>(null);
  const chosen = sort !== 'NEWEST' || stars !== null;
  // The page's own document holds the newest reviews; another order or one star rating asks for its page.
  const other = useQuery(StoreProductReviewsDocument, { variables: { id: product.id, sort, stars }, skip: !chosen });
  if (product.reviewCount === 0 || product.reviewAverage == null) return <p className={s.soft}>No reviews yet.</p>;

  const page = chosen ? other.data?.storeProduct.reviews : product.reviews;
  const largest = Math.max(...product.reviewHistogram.map((h) => h.count), 1);
  return (
    <>
      <div className={s.summary}>
        <p className={s.average}>
          <Stars rating={product.reviewAverage} /> {product.reviewAverage.toFixed(1)} out of 5 from {product.reviewCount}{' '}
          {reviewsWord(product.reviewCount)}
        </p>
        <table className={s.histogram}>
          <caption className="visually-hidden">Reviews by star rating</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">Rating</th>
              <th scope="col">Reviews</th>
            </tr>
          </thead>
          <tbody>
            {product.reviewHistogram.map((h) => (
              <tr key={h.stars}>
                <th scope="row">
                  {h.stars} {starsWord(h.stars)}
                </th>
                <td>
                  <span className={s.bar} aria-hidden="true">
                    <span style={{ width: `${(h.count / largest) * 100}%` }} />
                  </span>
                  {h.count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={s.controls}>
        <label>
          <span>Sort reviews</span>
          <select name="review-sort" value={sort} onChange={(e) => setSort(e.target.value as ReviewSort)}>
            {REVIEW_SORTS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Show</span>
          <select name="review-stars" value={stars ?? ''} onChange={(e) => setStars(e.target.value ? Number(e.target.value) : null)}>
            <option value="">All ratings</option>
            {product.reviewHistogram.map((h) => (
              <option key={h.stars} value={h.stars}>
                {h.stars} {starsWord(h.stars)} ({h.count})
              </option>
            ))}
          </select>
        </label>
      </div>
      {!page ? (
        other.error ? (
          <p className="error" role="alert">
            {messages.fetchReviews}
          </p>
        ) : (
          <p className={s.soft} role="status">
            Loading reviews…
          </p>
        )
      ) : page.items.length === 0 ? (
        <p className={s.soft}>No {stars}-star reviews yet.</p>
      ) : (
        <ul className={s.reviews}>
          {page.items.map((review) => (
            <li key={review.id}>
              <article aria-labelledby={`review-${review.id}`}>
                <h3 id={`review-${review.id}`}>{review.title}</h3>
                <p className={s.rating}>
                  <Stars rating={review.rating} /> <span className="visually-hidden">{review.rating} out of 5</span>
                  {review.verifiedBuyer && <span className={s.verified}>Verified buyer</span>}
                </p>
                <p>{review.body}</p>
                <p className={s.soft}>
                  {review.authorName}, {dateFormat.format(new Date(review.createdAt))}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
