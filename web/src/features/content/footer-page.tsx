import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { StoreFooterPageDocument, type StoreFooterPageQuery } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { QueryView } from '../../components/query-view';
import { prime } from '../../lib/prime';
import { PageBody, parseBody, summary } from './page-body';
import s from './content.module.css';

/** The loader of a footer page's route. */
export const loadFooterPage = (client: ApolloClient, slug: string) =>
  prime(client.query({ query: StoreFooterPageDocument, variables: { slug } }));

/** A footer page by its slug (the two-segment route's look-up: the document travels in this chunk, not in the entry). */
export const findFooterPage = (client: ApolloClient, slug: string) => client.query({ query: StoreFooterPageDocument, variables: { slug } });

/**
 * A footer link's page (/{FooterSubtitle}/{FooterSubtitleSlug} and the fixed policy paths): its title
 * and its body (paragraphs, headings, lists and tables, see page-body.tsx). Footer failures show the
 * server's message with no fallback.
 */
export function FooterPage({ slug }: { slug: string }) {
  const { data, loading, error } = useQuery(StoreFooterPageDocument, { variables: { slug } });
  return (
    <QueryView
      data={data?.footerPage}
      loading={loading}
      failed={Boolean(error) && !data}
      loadingView={
        <div className={`page ${s.article}`} aria-busy="true">
          <PageMeta title="Loading" />
          <p className="visually-hidden" role="status">
            Loading...
          </p>
          <div className={s.skeletonTitle} />
          <div className={s.skeletonLine} />
          <div className={s.skeletonLine} />
          <div className={s.skeletonLine} />
        </div>
      }
      failureView={
        <div className={`page ${s.article}`}>
          <PageMeta title="Page" index={false} />
          <h1>Sorry, this page could not be shown</h1>
          <p className="error" role="alert">
            Error: {error?.message}
          </p>
        </div>
      }
    >
      {(page) => <FooterArticle page={page} />}
    </QueryView>
  );
}

function FooterArticle({ page }: { page: StoreFooterPageQuery['footerPage'] }) {
  const blocks = parseBody(page.body ?? '');
  return (
    <article className={`page ${s.article}`}>
      <PageMeta title={page.subtitle} description={summary(blocks)} />
      <h1>{page.subtitle}</h1>
      <PageBody blocks={blocks} />
    </article>
  );
}
