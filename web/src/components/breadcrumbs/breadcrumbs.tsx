import { Link, useLocation } from 'react-router-dom';
import { useSiteOrigin } from '../../lib/page-meta';
import type { StoreCrumbCategoryFragment } from '../../generated/graphql';
import { paths } from '../../config/paths';
import s from './breadcrumbs.module.css';

/** One step of a page's trail: its name and its page (the page shown when left out). */
export interface Crumb {
  name: string;
  href?: string;
}

/** A trail's steps, leaving out the ones missing (an ancestor switched off). */
export const crumbs = (...steps: (Crumb | null | undefined | false)[]): Crumb[] => steps.filter((c): c is Crumb => Boolean(c));

/** The trail down to a category: its department, then the category (each left out when switched off). */
export const categoryCrumbs = (category: StoreCrumbCategoryFragment | null | undefined): Crumb[] =>
  crumbs(
    category?.department && { name: category.department.name, href: paths.department(category.department.slug) },
    category && { name: category.name, href: paths.categoryPage(category.slug) },
  );

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
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
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
