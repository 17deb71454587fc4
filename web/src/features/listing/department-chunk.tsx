import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { StoreDepartmentPageDocument } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { useCommitted } from '../../lib/use-committed';
import { lookup, notFound, primeListing, type Resolved } from './listing-chunk';
import { names, PageOf, TreeCards } from './listing-pages';
import { ListingView } from './listing-view';
import s from './listing.module.css';

/**
 * The department page's lazy chunk: its loader, document and page. It imports the listings' shared chunk
 * (listing-chunk.tsx), which the server preloads with it, so a department page costs one more request than a
 * sub-category page, sent at the same time.
 */
export { preloadListingParts } from './listing-chunk';

export function listingLoaders(client: ApolloClient) {
  return {
    /** /department/{d}: the department's category cards and all its products. */
    department: async ({ params, request }: LoaderFunctionArgs): Promise<Resolved<'department'>> => {
      const found = await lookup(client.query({ query: StoreDepartmentPageDocument, variables: { slug: params.slug! } }));
      if (!found?.departmentBySlug) return notFound();
      await primeListing(client, request, { departmentSlug: found.departmentBySlug.slug });
      return { kind: 'department', slug: params.slug! };
    },
  };
}

/** /department/{d}: the department's category cards, then all its products (filters, sort, pages). */
function DepartmentPage({ slug }: { slug: string }) {
  return (
    <PageOf
      result={useQuery(StoreDepartmentPageDocument, { variables: useCommitted({ slug }) })}
      page={({ departmentBySlug: d }) =>
        d && {
          title: d.name,
          trail: [{ name: d.name, href: paths.department(d.slug) }],
          description: `Shop ${d.name}: ${names(d.categories)}.`,
          body: (
            <>
              <TreeCards cards={d.categories} area="category" href={paths.categoryPage} />
              <h2 className={s.sectionTitle}>All {d.name}</h2>
              <ListingView scope={{ departmentSlug: d.slug }} heading={`${d.name} products`} />
            </>
          ),
        }
      }
    />
  );
}

export function DepartmentRoute() {
  const { slug } = useLoaderData() as Resolved<'department'>;
  return <DepartmentPage slug={slug} />;
}
