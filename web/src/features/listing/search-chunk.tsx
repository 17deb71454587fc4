import type { ApolloClient } from '@apollo/client';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageMeta } from '../../lib/page-meta';
import { Breadcrumbs } from '../../components/breadcrumbs/trail';
import { paths } from '../../config/paths';
import { lazyPart } from '../../lib/lazy-part';
import { primeListing } from './listing-chunk';
import { ListingView } from './listing-view';
import s from './listing.module.css';

/**
 * The search results' and all products' lazy chunk: their loaders and pages (no look-up, no document of their
 * own). It imports the listings' shared chunk (listing-chunk.tsx), which the server preloads with it, so these
 * pages cost one more request than a sub-category page, sent at the same time.
 */
export { preloadListingParts } from './listing-chunk';

export function listingLoaders(client: ApolloClient) {
  return {
    search: async ({ request }: LoaderFunctionArgs) => {
      const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
      if (query) await primeListing(client, request, { query });
      return null;
    },
    products: async ({ request }: LoaderFunctionArgs) => {
      await primeListing(client, request, {});
      return null;
    },
  };
}

/** /products: every product of the shop, with the filter panel. */
export function ProductsPage() {
  return (
    <div className={s.page}>
      <PageMeta
        title="All products"
        description="Every product of the shop: make-up, skincare, hair and fragrance, with filters by brand, shade, price and free-from."
      />
      <Breadcrumbs trail={[{ name: 'All products', href: paths.products }]} />
      <h1>All products</h1>
      <ListingView scope={{}} heading="All products" />
    </div>
  );
}

/** What the results page says when nothing matched, with close names and popular categories: not in the listings' chunk. */
const NoSearchResults = lazyPart('src/components/search-suggestions/no-search-results.tsx', () =>
  import('../../components/search-suggestions/no-search-results').then((m) => m.NoSearchResults),
);

/** /search?q=...: search results as a listing (filters, sort and pages); not indexed by search engines. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('q') ?? '').trim();
  return (
    <div className={s.page}>
      <PageMeta title={query ? `Search results for "${query}"` : 'Search'} description="Search the shop's products." index={false} />
      <Breadcrumbs trail={[{ name: 'Search' }]} />
      <h1>{query ? `Search results for "${query}"` : 'Search'}</h1>
      <form
        method="get"
        action={paths.searchResults()}
        role="search"
        className={s.searchForm}
        onSubmit={(e) => {
          e.preventDefault();
          void navigate(paths.searchResults(String(new FormData(e.currentTarget).get('q') ?? '').trim()));
        }}
      >
        <label htmlFor="search-page-q" className="visually-hidden">
          Search products
        </label>
        <input id="search-page-q" type="search" name="q" defaultValue={query} key={query} placeholder="Type to search" maxLength={200} />
        <button type="submit" className={s.button}>
          Search
        </button>
      </form>
      {query ? (
        <ListingView scope={{ query }} heading="Results" empty={<NoSearchResults query={query} />} />
      ) : (
        <p>Type a product, brand or shade to search the shop.</p>
      )}
    </div>
  );
}
