import type { ReactNode } from 'react';
import { AdminListPage } from './admin-list-page';
import { resources } from './resources';
import { PricesPage } from './prices-page';
import { RatingsPage } from './ratings-page';
import { ProductImportPage } from './product-import-page';

/** A screen of the back office: its child route under /dashboard, the sidebar entry and what it shows. */
export interface Section {
  path: string;
  title: string;
  group: string;
  element: ReactNode;
  /** Other names the top bar's search finds it by. */
  aliases?: string[];
}

/** The sidebar's groups, in order. */
export const GROUPS = ['Catalogue', 'Attributes', 'Sales', 'Content'];

/**
 * Every screen of the back office. The list-pattern data sets come from their resource entries (one
 * generic page each); a screen with a page of its own is one entry here.
 */
export const sections: Section[] = [
  ...resources.map((resource) => ({
    path: resource.path,
    title: resource.title,
    group: resource.group,
    aliases: resource.aliases,
    element: <AdminListPage key={resource.path} resource={resource} />,
  })),
  { path: 'prices', title: 'Prices', group: 'Catalogue', aliases: ['bulk prices', 'discounts grid'], element: <PricesPage /> },
  { path: 'ratings', title: 'Ratings', group: 'Catalogue', aliases: ['reviews'], element: <RatingsPage /> },
  { path: 'products/import', title: 'Product CSV', group: 'Catalogue', aliases: ['import / export products', 'csv', 'product import', 'product export', 'import', 'export'], element: <ProductImportPage /> },
];

/** The sections whose title, path or other names contain the words typed (case-insensitive). */
export function findSections(text: string): Section[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  const names = (section: Section) => [section.title, section.path.replace(/-/g, ' '), ...(section.aliases ?? [])].map((n) => n.toLowerCase());
  const exact = sections.filter((section) => names(section).some((n) => n === wanted));
  const starts = sections.filter((section) => !exact.includes(section) && names(section).some((n) => n.startsWith(wanted)));
  const contains = sections.filter((section) => !exact.includes(section) && !starts.includes(section) && names(section).some((n) => n.includes(wanted)));
  return [...exact, ...starts, ...contains];
}
