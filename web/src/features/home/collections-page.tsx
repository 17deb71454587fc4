import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { StoreCollectionsPageDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { CollectionsOf } from './collection-tiles';

/** The loader's work: the listed collections (a failure is shown by the page). */
export async function loadCollections(client: ApolloClient): Promise<null> {
  await client.query({ query: StoreCollectionsPageDocument }).catch(() => undefined);
  return null;
}

/** /get/collections: the Collections grid on a page of its own, each tile opening its collection. */
export function CollectionsPage() {
  const { data, loading, error } = useQuery(StoreCollectionsPageDocument);
  return (
    <div className="page">
      <PageMeta title="Collections" description="Every collection of the shop: gift sets, best sellers, new arrivals and more." />
      <h1>Collections</h1>
      <CollectionsOf data={data} loading={loading} error={error} />
    </div>
  );
}
