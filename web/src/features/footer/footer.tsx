import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { StoreFooterDocument, type StoreFooterQuery } from '../../generated/graphql';
import { paths } from '../../config/paths';
import s from './footer.module.css';

type ShopDetails = StoreFooterQuery['shopSettings'];

/** The shop's name, address, contact e-mail and registration numbers, as staff keep them in Settings. */
function ShopDetailsBlock({ shop }: { shop: ShopDetails }) {
  const address = [shop.addressLine1, shop.addressLine2, shop.city, shop.postcode].filter(Boolean);
  const registered = [
    shop.companyNumber && `Company number ${shop.companyNumber}`,
    shop.vatNumber && `VAT number ${shop.vatNumber}`,
  ].filter(Boolean);
  return (
    <section aria-label="About the shop" className={s.details}>
      <p className={s.shopName}>{shop.shopName}</p>
      {address.length > 0 && <address className={s.address}>{address.join(', ')}</address>}
      {shop.contactEmail && (
        <p className={s.small}>
          <a href={`mailto:${shop.contactEmail}`}>{shop.contactEmail}</a>
        </p>
      )}
      {registered.length > 0 && <p className={s.small}>{registered.join(' · ')}</p>}
    </section>
  );
}

/** Fills the cache with the footer's data (the root route's loader: the document travels in this lazy chunk, not in the entry). */
export const loadFooter = (client: ApolloClient) => client.query({ query: StoreFooterDocument });

/** The footer columns from the API's footer data (each link opens /{FooterSubtitle}/{FooterSubtitleSlug}) and the shop's details. */
export function Footer() {
  const { data, error } = useQuery(StoreFooterDocument);
  const shop = data?.shopSettings;
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        {/* Footer failures show the server's message with no fallback. */}
        {error && <p className="error">{error.message}</p>}
        <nav aria-label="Footer" className={s.columns}>
          {data?.footer.map((group) => (
            <section key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className={s.title}>
                {group.mainTitle}
              </h2>
              <ul className={s.links}>
                {group.links.map((link) => (
                  <li key={link.id}>
                    <Link to={paths.footerPage(link.subtitle, link.slug)}>{link.subtitle}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {shop && <ShopDetailsBlock shop={shop} />}
        <p className={s.small}>Prices include VAT. We deliver across the UK only.</p>
        <p className={s.small}>{`© ${shop?.shopName ?? 'Beauty Shop'}`}</p>
      </div>
    </footer>
  );
}
