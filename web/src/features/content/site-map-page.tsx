import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreFooterDocument, StoreSiteMapDocument } from '../../generated/graphql';
import { PageMeta } from '../../lib/page-meta';
import { prime } from '../../lib/prime';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import s from './content.module.css';
import { Loading } from '../../components/query-view';

/** The route's loader (loaded with the page's chunk); the footer is in the cache already (root loader). */
export const loadSiteMap = (client: ApolloClient) => prime(client.query({ query: StoreSiteMapDocument }));

/** The shop's own pages, beside the catalogue tree and the footer's pages. */
const SHOP_PAGES = [
  { to: paths.home, label: 'Home' },
  { to: paths.shopByBrand, label: 'Shop by Brand' },
  { to: paths.cart, label: 'My Basket' },
  { to: paths.login, label: 'Login' },
  { to: paths.register, label: 'Create Account' },
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.faq, label: 'FAQ' },
];

/**
 * /Site Map/site-map: every department, category and sub-category as the legacy site map links them
 * (/department/{d}, /department/{d}/{c}, /department/{d}/{c}/{s}), then the shop's information pages.
 */
export function SiteMapPage() {
  const { data, error } = useQuery(StoreSiteMapDocument);
  const footer = useQuery(StoreFooterDocument).data?.footer ?? [];
  return (
    <div className="page">
      <PageMeta title="Site Map" description="Every department, category and sub-category in the shop." />
      <h1>Site Map</h1>
      <h2>Departments</h2>
      {error && !data && (
        <p className="error" role="alert">
          {error.message || messages.fetchDepartments}
        </p>
      )}
      {!data && !error && <Loading />}
      <ul className={s.tree}>
        {data?.menu.map((d) => (
          <li key={d.id} className={s.department}>
            <Link to={paths.department(d.slug)}>{d.name}</Link>
            {d.categories.length > 0 && (
              <ul>
                {d.categories.map((c) => (
                  <li key={c.id}>
                    <Link to={paths.category(d.slug, c.slug)}>{c.name}</Link>
                    {c.subCategories.length > 0 && (
                      <ul>
                        {c.subCategories.map((sc) => (
                          <li key={sc.id}>
                            <Link to={paths.subCategory(d.slug, c.slug, sc.slug)}>{sc.name}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <h2>Shop</h2>
      <ul className={s.columns}>
        {SHOP_PAGES.map((p) => (
          <li key={p.to}>
            <Link to={p.to}>{p.label}</Link>
          </li>
        ))}
      </ul>
      {footer.map((group) => (
        <section key={group.id} aria-labelledby={`sitemap-${group.id}`}>
          <h2 id={`sitemap-${group.id}`}>{group.mainTitle}</h2>
          <ul className={s.columns}>
            {group.links.map((l) => (
              <li key={l.id}>
                <Link to={paths.footerPage(l.subtitle, l.slug)}>{l.subtitle}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
