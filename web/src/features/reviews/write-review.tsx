import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { StoreSubmitReviewDocument } from '../../generated/graphql';
import { FormField, formStyles as s } from '../../components/ui/form-field';
import { requestFailure } from '../../lib/request-error';
import r from './write-review.module.css';
import { BusyButton } from '../../components/ui/busy-button';

export const REVIEW_THANKS = 'Thank you for your review. It will appear on the product page once we have approved it.';
const FALLBACK = 'Sorry, we could not send your review. Please try again.';
const RATINGS = [1, 2, 3, 4, 5] as const;

type Errors = Partial<Record<'rating' | 'title' | 'body', string>>;

/** What the form refuses before sending: the server checks the same and more. */
export function reviewFormErrors(rating: number | null, title: string, body: string): Errors {
  const errors: Errors = {};
  if (rating === null) errors.rating = 'Please choose a rating from 1 to 5 stars';
  if (!title.trim()) errors.title = 'Title is required';
  else if (title.trim().length > 160) errors.title = 'Title must be at most 160 characters';
  if (!body.trim()) errors.body = 'Review is required';
  else if (body.trim().length > 5000) errors.body = 'Review must be at most 5000 characters';
  return errors;
}

/**
 * 'Write a review' for one product: opens a small form (rating 1–5 as radio buttons, title, review),
 * sends it, then says it waits for approval. The server decides whether the customer may review
 * (a delivered order of theirs, once per product) and its refusal is shown as it says it.
 */
export function WriteReview({ productId, productName }: { productId: number; productName: string }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submit, { loading }] = useMutation(StoreSubmitReviewDocument);
  const id = useId();

  if (sent)
    return (
      <p role="status" className={r.thanks}>
        {REVIEW_THANKS}
      </p>
    );
  if (!open) {
    return (
      <button type="button" className={r.opener} onClick={() => setOpen(true)} aria-label={`Write a review of ${productName}`}>
        Write a review
      </button>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reviewFormErrors(rating, title, body);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await submit({ variables: { input: { productId, rating: rating!, title: title.trim(), body: body.trim() } } });
      setSent(true);
    } catch (err) {
      const f = requestFailure(err, FALLBACK);
      if (f.field === 'rating' || f.field === 'title' || f.field === 'body') setErrors({ [f.field]: f.message });
      else setFailure(f.message);
    }
  };

  return (
    <form className={r.form} onSubmit={(e) => void onSubmit(e)} aria-label={`Your review of ${productName}`} noValidate>
      <fieldset className={r.stars} aria-describedby={errors.rating ? `${id}-rating` : undefined}>
        <legend>Rating</legend>
        {RATINGS.map((n) => (
          <label key={n} className={r.star}>
            <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
            {n === 1 ? '1 star' : `${n} stars`}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-rating`} className={s.error}>
        {errors.rating}
      </p>
      <FormField label="Title" error={errors.title}>
        <input className={s.input} value={title} maxLength={160} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
      <FormField label="Review" error={errors.body}>
        <textarea className={s.input} rows={4} value={body} maxLength={5000} onChange={(e) => setBody(e.target.value)} />
      </FormField>
      <p role="alert" className={s.error}>
        {failure}
      </p>
      <div className={r.row}>
        <BusyButton type="submit" className={s.button} busy={loading}>
          {loading ? 'Sending...' : 'Submit review'}
        </BusyButton>
        <button type="button" className={s.secondary} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
