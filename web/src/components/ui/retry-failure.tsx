import s from './form.module.css';

/** A storefront page's failed fetch: the reason in red, and Retry. */
export function RetryFailure({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div className={className} role="alert">
      <p className="error">{message}</p>
      <button type="button" className={s.secondary} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
