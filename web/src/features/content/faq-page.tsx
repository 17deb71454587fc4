import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { StoreFaqDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { QueryView } from '../../components/query-view';
import { prime } from '../../lib/prime';
import s from './content.module.css';

/** The route's loader (loaded with the page's chunk). */
export const loadFaq = (client: ApolloClient) => prime(client.query({ query: StoreFaqDocument }));

/** /Faq/faq: the questions grouped by heading, each opening its answer (native <details>, keyboard operable). */
export function FaqPage() {
  const { data, loading, error } = useQuery(StoreFaqDocument);
  return (
    <div className={`page ${s.article}`}>
      <PageMeta title="Frequently Asked Questions" description="Answers about orders, delivery, returns and products at Beauty Shop." />
      <h1>Frequently Asked Questions</h1>
      {/* FAQ failures show the server's message with no fallback. */}
      <QueryView
        data={data?.faq}
        loading={loading}
        failed={Boolean(error) && !data}
        failureView={
          <p className="error" role="alert">
            Error: {error?.message}
          </p>
        }
        isEmpty={(groups) => groups.length === 0}
        emptyView={<p className={s.empty}>There are no questions yet.</p>}
      >
        {(groups) =>
          groups.map((group) => (
            <section key={group.id} className={s.faqGroup} aria-labelledby={`faq-${group.id}`}>
              <h2 id={`faq-${group.id}`}>{group.heading}</h2>
              {group.questions.map((q) => (
                <details key={q.id} className={s.faqItem}>
                  <summary>{q.question}</summary>
                  <div className={s.answer}>
                    {q.answer.split(/\n\s*\n/).map((p, i) => (
                      <p key={i}>{p}</p>
                    ))}
                  </div>
                </details>
              ))}
            </section>
          ))
        }
      </QueryView>
    </div>
  );
}
