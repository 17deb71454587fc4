import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { StoreAboutUsDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { QueryView } from '../../components/query-view';
import { prime } from '../../lib/prime';
import { paths } from '../../config/paths';
import s from './content.module.css';

/** The route's loader (loaded with the page's chunk). */
export const loadAboutUs = (client: ApolloClient) => prime(client.query({ query: StoreAboutUsDocument }));

/** /About Us/about-us: sections with a title, an image and sub-sections of heading and paragraph. */
export function AboutPage() {
  const { data, loading, error } = useQuery(StoreAboutUsDocument);
  return (
    <div className="page">
      <PageMeta title="About Us" description="Who we are: an independent British beauty shop." />
      <h1>About Us</h1>
      <QueryView
        data={data?.aboutUs}
        loading={loading}
        failed={Boolean(error) && !data}
        loadingView={<p role="status">Loading About Us...</p>}
        failureView={
          <p className="error" role="alert">
            Error: {error?.message}
          </p>
        }
      >
        {(sections) =>
          sections.map((section, i) => (
            <section key={section.id} className={s.aboutSection} aria-labelledby={`about-${section.id}`}>
              {section.fileName && (
                <img
                  className={s.aboutImage}
                  src={paths.upload('aboutus', section.fileName)}
                  alt=""
                  width={section.imageWidth ?? 800}
                  height={section.imageHeight ?? 600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
              )}
              <div>
                <h2 id={`about-${section.id}`}>{section.title}</h2>
                {section.subSections.map((sub) => (
                  <div key={sub.id}>
                    <h3>{sub.heading}</h3>
                    <p>{sub.paragraph}</p>
                  </div>
                ))}
              </div>
            </section>
          ))
        }
      </QueryView>
    </div>
  );
}
