import { useQuery } from '@apollo/client/react';
import { StoreFooterPageDocument } from '../../generated/graphql';
import { PageMeta } from '../../app/page-meta';

/** A footer link's page (/{FooterSubtitle}/{FooterSubtitleSlug}): its title and its paragraphs. */
export function FooterPage({ slug }: { slug: string }) {
  const { data, error } = useQuery(StoreFooterPageDocument, { variables: { slug } });
  if (error) return <p className="page" role="alert">Error: {error.message}</p>;
  const page = data?.footerPage;
  if (!page) return <p className="page">Loading...</p>;
  const paragraphs = (page.body ?? '').split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <article className="page">
      <PageMeta title={page.subtitle} description={paragraphs[0]?.slice(0, 155)} />
      <h1>{page.subtitle}</h1>
      {paragraphs.map((p, i) => <p key={i}>{p}</p>)}
    </article>
  );
}
