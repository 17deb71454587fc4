import { useEffect, useId, useState, type FormEvent, type MouseEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { StoreSearchOverlayDocument } from '../../generated/graphql';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { cutName, formatPrice } from '../../components/product-card/product-card';
import type { DialogProps } from './lazy-dialog';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import s from './search-overlay.module.css';

/** The search waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How many results the overlay lists; the full results page has the rest. */
export const SEARCH_OVERLAY_RESULTS = 8;
/** The legacy shop's words, word for word. */
export const NO_SEARCH_RESULT = 'No Search Result Found !';

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The header's search overlay (a full-screen overlay titled Search with a 'Type to search' input),
 * a native modal dialog: Escape or a click outside the panel closes it. The text is sent, debounced, only
 * when it is not blank; each result shows the image, the name cut at 30 characters, the price in pounds
 * and 'N% OFF', and links to the product. Enter (or the last link) opens the full results page.
 */
export function SearchOverlay({ open, onClose }: DialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const dialog = useModalDialog(open, onClose);
  useEffect(() => {
    if (open) document.getElementById(`${id}-input`)?.focus();
  }, [open, id]);
  const navigate = useNavigate();
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(StoreSearchOverlayDocument, {
    variables: { query, page: { skip: 0, take: SEARCH_OVERLAY_RESULTS } },
    skip: !query,
  });

  const close = () => dialog.current?.close();
  // The dialog box covers the screen and the panel sits inside it: a press on the dialog itself is outside the panel.
  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => e.target === e.currentTarget && close();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wanted = text.trim();
    if (!wanted) return;
    close();
    void navigate(paths.searchResults(wanted));
  };

  // While the next text loads, the last results stay in view; the status speaks for the text asked about.
  const current = query ? data?.search : undefined;
  const results = query ? (current ?? (loading ? previousData?.search : undefined)) : undefined;
  const status =
    !text.trim() || error
      ? ''
      : !current || query !== text.trim()
        ? 'Searching...'
        : current.totalItems === 0
          ? NO_SEARCH_RESULT
          : `${current.totalItems} ${current.totalItems === 1 ? 'result' : 'results'}`;

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it; Escape does so from the keyboard
    <dialog ref={dialog} className={s.overlay} aria-labelledby={`${id}-title`} onClick={onDialogClick}>
      <div className={s.panel}>
        <div className={s.head}>
          <h2 id={`${id}-title`} className={s.title}>
            <label htmlFor={`${id}-input`}>Search</label>
          </h2>
          <button type="button" className={s.close} onClick={close} aria-label="Close search">
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="m5 5 10 10M15 5 5 15" />
            </svg>
          </button>
        </div>
        <form role="search" className={s.form} onSubmit={submit}>
          <input
            id={`${id}-input`}
            className={s.input}
            type="search"
            placeholder="Type to search"
            autoComplete="off"
            enterKeyHint="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${id}-status`}
            // A search field's own Escape only clears it; here Escape closes the overlay, as everywhere else in it.
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                close();
              }
            }}
          />
          <button type="submit" className={s.submit}>
            Search
          </button>
        </form>
        <p id={`${id}-status`} role="status" className={status === NO_SEARCH_RESULT ? s.empty : s.status}>
          {status}
        </p>
        {error && (
          <p className={`${s.status} error`} role="alert">
            {error.message || messages.unexpected}
          </p>
        )}
        {results && results.items.length > 0 && (
          <>
            <ul className={s.results}>
              {results.items.map((product) => {
                const discounted = product.discountInPercent > 0;
                return (
                  <li key={product.id}>
                    <Link to={paths.product(product.slug)} className={s.result} onClick={close} title={product.name}>
                      <span className={s.image}>
                        {product.gallery[0] && (
                          <img src={paths.upload('products', product.gallery[0])} alt="" width={64} height={64} loading="lazy" />
                        )}
                      </span>
                      <span className={s.text}>
                        <span className={s.name}>
                          <span aria-hidden="true">{cutName(product.name)}</span>
                          <span className="visually-hidden">{product.name}</span>
                        </span>
                        <span className={s.prices}>
                          {discounted && (
                            <s className={s.was}>
                              <span className="visually-hidden">Was </span>
                              {formatPrice(product.salePrice)}
                            </s>
                          )}
                          <span className={discounted ? s.now : undefined}>
                            {discounted && <span className="visually-hidden">Now </span>}
                            {formatPrice(discounted ? product.discountedPrice : product.salePrice)}
                          </span>
                          {discounted && <span className={s.off}>{product.discountInPercent}% OFF</span>}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <Link to={paths.searchResults(query)} className={s.all} onClick={close}>
              {results.totalItems > results.items.length ? `See all ${results.totalItems} results` : 'Open the results page'}
            </Link>
          </>
        )}
      </div>
    </dialog>
  );
}
