import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { StoreSearchSuggestionsDocument } from '../../generated/graphql';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { noResultsFor } from '../../components/search-suggestions/suggested-pages';
import type { DialogProps } from './lazy-dialog';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';
import { matchedAnything, recentGroup, suggestionGroups, type SearchOption } from './search-options';
import { optionId, SearchSuggestionList } from './search-suggestion-list';
import s from './search-overlay.module.css';

/** The suggestions wait this long after the last keystroke before they ask the server. */
export const SEARCH_DEBOUNCE_MS = 200;
/** The API refuses longer texts (MAX_SUGGESTION_LENGTH). */
const MAX_TEXT = 100;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The header's search overlay, a native modal dialog titled Search with a 'Type to search' box that suggests
 * as the shopper types: an ARIA combobox whose list holds up to 4 categories, 3 brands and 6 products (picture,
 * whole name with shade, price), or, with the box empty, the recent searches kept in this browser. Arrow keys
 * move through the list, Enter opens the active choice (or, with none, the full results page), Escape or a
 * click outside the panel closes it. When nothing matches it says so and offers close names and popular
 * categories instead.
 */
export function SearchOverlay({ open, onClose }: DialogProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  // The overlay is mounted in the browser only (on first open), so local storage can be read at once.
  const [recent, setRecent] = useState(readRecentSearches);
  // Each opening starts afresh, with the recent searches in view.
  const dialog = useModalDialog(open, () => {
    setText('');
    setActive(-1);
    onClose();
  });
  useEffect(() => {
    if (open) document.getElementById(`${id}-input`)?.focus();
  }, [open, id]);
  const navigate = useNavigate();
  const wanted = text.trim();
  const query = useDebounced(wanted, SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(StoreSearchSuggestionsDocument, { variables: { text: query }, skip: !query });

  // While the next text loads, the last suggestions stay in view; the status speaks for the text asked about.
  const current = query && data?.searchSuggestions.query === query ? data.searchSuggestions : undefined;
  const shown = wanted ? (current ?? (loading ? (data ?? previousData)?.searchSuggestions : undefined)) : undefined;
  const groups = wanted ? (shown ? suggestionGroups(shown) : []) : recentGroup(recent);
  const options = groups.flatMap((g) => g.options);
  const expanded = options.length > 0;
  const nothing = current && !matchedAnything(current);
  const status =
    !wanted || error
      ? ''
      : !current || query !== wanted
        ? 'Searching...'
        : nothing
          ? noResultsFor(current.query)
          : plural(options.length, 'suggestion');

  const close = () => dialog.current?.close();
  // The dialog box covers the screen and the panel sits inside it: a press on the dialog itself is outside the panel.
  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => e.target === e.currentTarget && close();
  /** Whatever opens from the overlay keeps the text that led to it among the recent searches. */
  const leave = (kept: string) => {
    setRecent(rememberSearch(kept));
    close();
  };
  const chosen = (option: SearchOption) => leave(option.kind === 'recent' ? option.name : wanted);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const option = options[active];
    if (option) {
      chosen(option);
      void navigate(option.href);
      return;
    }
    if (!wanted) return;
    leave(wanted);
    void navigate(paths.searchResults(wanted));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      // A search field's own Escape only clears it; here Escape closes the overlay, as everywhere else in it.
      e.preventDefault();
      close();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && expanded) {
      e.preventDefault();
      const last = options.length - 1;
      if (e.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
      else setActive(active <= 0 ? last : active - 1);
    }
  };
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(listId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
            placeholder="Type to search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MAX_TEXT}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(-1);
            }}
            aria-describedby={`${id}-status`}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={s.submit}>
            Search
          </button>
        </form>
        <p id={`${id}-status`} role="status" className={nothing ? s.empty : s.status}>
          {status}
        </p>
        {error && (
          <p className={`${s.status} error`} role="alert">
            {error.message || messages.unexpected}
          </p>
        )}
        {expanded && (
          <SearchSuggestionList
            id={listId}
            label={wanted ? 'Suggestions' : 'Recent searches'}
            groups={groups}
            active={active}
            onChoose={chosen}
          />
        )}
        {!wanted && recent.length > 0 && (
          <button
            type="button"
            className={s.clear}
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
              setActive(-1);
              document.getElementById(`${id}-input`)?.focus();
            }}
          >
            Clear recent searches
          </button>
        )}
        {shown && matchedAnything(shown) && (
          <Link to={paths.searchResults(wanted)} className={s.all} onClick={() => leave(wanted)}>
            {`See all results for “${wanted}”`}
          </Link>
        )}
      </div>
    </dialog>
  );
}
