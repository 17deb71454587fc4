import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreCollectionsPageDocument } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { PageMeta } from '../../app/page-meta';
import s from './home-page.module.css';

const TILE_SIZES = '(min-width: 768px) 25vw, 50vw';

/** The loader's work: the listed collections (a failure is shown by the page). */
export async function loadCollections(client: ApolloClient): Promise<null> {
  await client.query({ query: StoreCollectionsPageDocument }).catch(() => undefined);
  return null;
}

/** /get/collections (spec section 2): the Collections grid on a page of its own, each tile opening its collection. */
export function CollectionsPage() {
  const { data, loading, error } = useQuery(StoreCollectionsPageDocument);
  return (
    <div className="page">
      <PageMeta title="Collections" description="Every collection of the shop: gift sets, best sellers, new arrivals and more." />
      <h1>Collections</h1>
      {loading && <p role="status">Loading...</p>}
      {error && <p className="error">Error: {error.message || 'Something went wrong'}</p>}
      {data && (
        <ul className={s.collections}>
          {data.storeCollections.map((collection) => (
            <li key={collection.id}>
              <Link to={paths.collectionTile(collection.name, collection.slug)} className={s.tile}>
                {collection.fileName && <img src={paths.upload('collections', collection.fileName)} srcSet={paths.uploadSrcSet('collections', collection.fileName, 640)} sizes={TILE_SIZES} alt="" width={400} height={400} loading="lazy" />}
                <span>{collection.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
