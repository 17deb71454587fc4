import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreFooterDocument } from '../../generated/graphql';
import { paths } from '../../config/paths';
import s from './footer.module.css';

/** The footer columns from the API's footer data; each link opens /{FooterSubtitle}/{FooterSubtitleSlug}. */
export function Footer() {
  const { data, error } = useQuery(StoreFooterDocument);
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        {/* Spec section 8: footer failures show the server's message with no fallback. */}
        {error && <p className="error">{error.message}</p>}
        <nav aria-label="Footer" className={s.columns}>
          {data?.footer.map((group) => (
            <section key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className={s.title}>{group.mainTitle}</h2>
              <ul className={s.links}>
                {group.links.map((link) => (
                  <li key={link.id}><Link to={paths.footerPage(link.subtitle, link.slug)}>{link.subtitle}</Link></li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <p className={s.small}>Prices include VAT. We deliver across the UK only.</p>
        <p className={s.small}>© Beauty Shop</p>
      </div>
    </footer>
  );
}
