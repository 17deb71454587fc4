import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreBrandGroupsDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { prime } from '../../lib/prime';
import { paths } from '../../config/paths';
import s from './content.module.css';

/** The route's loader (loaded with the page's chunk). */
export const loadBrands = (client: ApolloClient) => prime(client.query({ query: StoreBrandGroupsDocument }));

const anchor = (letter: string) => `brands-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/** /Shop by Brand/shop-by-brand: the brands grouped by key letter, letters and names sorted, with a letter index. */
export function BrandsPage() {
  const { data, error } = useQuery(StoreBrandGroupsDocument);
  const groups = data?.brandGroups ?? [];
  return (
    <div className="page">
      <PageMeta title="Shop by Brand" description="Every brand we stock, from A to Z." />
      <h1>Shop by Brand</h1>
      {/* Brand failures show the server's message with no fallback. */}
      {error && !data && (
        <p className="error" role="alert">
          {error.message}
        </p>
      )}
      {!data && !error && <p role="status">Loading...</p>}
      {data && groups.length === 0 && <p className={s.empty}>No data Found</p>}
      {groups.length > 0 && (
        <nav aria-label="Brands by letter">
          <ul className={s.letters}>
            {groups.map((g) => (
              <li key={g.letter}>
                <a href={`#${anchor(g.letter)}`}>{g.letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((g) => (
        <section key={g.letter} id={anchor(g.letter)} className={s.brandGroup} aria-labelledby={`${anchor(g.letter)}-h`}>
          <h2 id={`${anchor(g.letter)}-h`}>{g.letter}</h2>
          <ul className={s.columns}>
            {g.brands.map((b) => (
              <li key={b.id}>
                <Link to={paths.brand(b.name, b.slug)}>{b.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
