import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreSearchNoResultsDocument } from '../../generated/graphql';
import { kindWord, noResultsFor, suggestedHref } from './suggested-pages';
import s from './no-search-results.module.css';

/**
 * The results page when nothing matched: says so, then links to names close to the text typed and to the
 * popular categories (asked for once the page is in the browser; the message itself needs no request).
 */
export function NoSearchResults({ query }: { query: string }) {
  const { data } = useQuery(StoreSearchNoResultsDocument, { variables: { text: query } });
  const answer = data?.searchSuggestions;
  return (
    <div className={s.box}>
      <p className={s.message}>{noResultsFor(query)}</p>
      {answer && answer.closeMatches.length > 0 && (
        <section aria-labelledby="no-results-close">
          <h2 id="no-results-close" className={s.title}>
            Did you mean
          </h2>
          <ul className={s.links}>
            {answer.closeMatches.map((page) => (
              <li key={`${page.kind}-${page.categorySlug ?? ''}-${page.slug}`}>
                <Link to={suggestedHref(page)}>{page.name}</Link> <span className={s.note}>{kindWord(page)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {answer && answer.popularCategories.length > 0 && (
        <section aria-labelledby="no-results-popular">
          <h2 id="no-results-popular" className={s.title}>
            Popular categories
          </h2>
          <ul className={s.links}>
            {answer.popularCategories.map((page) => (
              <li key={page.slug}>
                <Link to={suggestedHref(page)}>{page.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
