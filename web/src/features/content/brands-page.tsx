import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreBrandGroupsDocument, type StoreBrandGroupsQuery } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { QueryView } from '../../components/query-view';
import { prime } from '../../lib/prime';
import { paths } from '../../config/paths';
import s from './content.module.css';

/** The route's loader (loaded with the page's chunk). */
export const loadBrands = (client: ApolloClient) => prime(client.query({ query: StoreBrandGroupsDocument }));

const anchor = (letter: string) => `brands-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/** /Shop by Brand/shop-by-brand: the brands grouped by key letter, letters and names sorted, with a letter index. */
export function BrandsPage() {
  const { data, loading, error } = useQuery(StoreBrandGroupsDocument);
  return (
    <div className="page">
      <PageMeta title="Shop by Brand" description="Every brand we stock, from A to Z." />
      <h1>Shop by Brand</h1>
      {/* Brand failures show the server's message with no fallback. */}
      <QueryView
        data={data?.brandGroups}
        loading={loading}
        failed={Boolean(error) && !data}
        failureView={
          <p className="error" role="alert">
            {error?.message}
          </p>
        }
        isEmpty={(groups) => groups.length === 0}
        emptyView={<p className={s.empty}>No data Found</p>}
      >
        {(groups) => <BrandGroups groups={groups} />}
      </QueryView>
    </div>
  );
}

/** The letter index, then each letter's brands in columns. */
function BrandGroups({ groups }: { groups: StoreBrandGroupsQuery['brandGroups'] }) {
  return (
    <>
      <nav aria-label="Brands by letter">
        <ul className={s.letters}>
          {groups.map((g) => (
            <li key={g.letter}>
              <a href={`#${anchor(g.letter)}`}>{g.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
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
    </>
  );
}
