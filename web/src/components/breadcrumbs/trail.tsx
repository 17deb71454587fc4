import type { StoreCrumbCategoryFragment } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { lazyPart } from '../../lib/lazy-part';

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

/**
 * The page's place in the shop (Home › Make-up › Lips › Lipstick › the product), breadcrumbs.tsx: server-rendered,
 * its code loaded after the page's (the links work as plain links meanwhile).
 */
export const Breadcrumbs = lazyPart('src/components/breadcrumbs/breadcrumbs.tsx', () =>
  import('./breadcrumbs').then((m) => m.BreadcrumbTrail),
);
