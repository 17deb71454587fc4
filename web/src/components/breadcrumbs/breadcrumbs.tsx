import { Link, useLocation } from 'react-router-dom';
import { useSiteOrigin } from '../../lib/page-meta';
import { paths } from '../../config/paths';
import type { Crumb } from './trail';
import s from './breadcrumbs.module.css';

/** schema.org BreadcrumbList for a `<script type="application/ld+json">` block: absolute addresses, '<' escaped. */
export function breadcrumbJsonLd(trail: Required<Crumb>[], origin: string): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: new URL(c.href, origin).href })),
  }).replace(/</g, '\\u003c');
}

/**
 * The page's place in the shop (Home › Make-up › Lips › Lipstick › the product): a navigation landmark named
 * Breadcrumb whose last link is the page itself (aria-current), and the same trail as BreadcrumbList JSON-LD on
 * the shop's public address. `trail` starts after Home and ends with the page.
 */
export function BreadcrumbTrail({ trail }: { trail: Crumb[] }) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const all = [{ name: 'Home', href: paths.home }, ...trail].map((c) => ({ name: c.name, href: c.href || pathname }));
  return (
    <>
      <nav aria-label="Breadcrumb" className={s.breadcrumbs}>
        <ol>
          {all.map((c, i) => (
            <li key={`${i}-${c.href}`}>
              <Link to={c.href} aria-current={i === all.length - 1 ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(all, origin) }} />
    </>
  );
}
