import type { StoreSearchSuggestionsQuery } from '../../generated/graphql';
import { paths } from '../../config/paths';
import { fullProductName, kindWord, suggestedHref } from '../../components/search-suggestions/suggested-pages';

type Suggestions = StoreSearchSuggestionsQuery['searchSuggestions'];
export type SuggestedProduct = Suggestions['products'][number];

/** One choice of the overlay's list: where it leads and what it shows. */
export type SearchOption =
  | { key: string; href: string; kind: 'page'; name: string; note: string }
  | { key: string; href: string; kind: 'product'; name: string; product: SuggestedProduct }
  | { key: string; href: string; kind: 'recent'; name: string };

export interface OptionGroup {
  title: string;
  options: SearchOption[];
}

/** The groups the overlay lists for an answer: what matched, or, when nothing did, close names and popular categories. */
export function suggestionGroups(s: Suggestions): OptionGroup[] {
  const page = (prefix: string) => (p: Suggestions['categories'][number]) => ({
    key: `${prefix}-${p.kind}-${p.categorySlug ?? ''}-${p.slug}`,
    href: suggestedHref(p),
    kind: 'page' as const,
    name: p.name,
    note: kindWord(p),
  });
  const groups: OptionGroup[] = [
    { title: 'Categories', options: s.categories.map(page('category')) },
    {
      title: 'Brands',
      options: s.brands.map((b) => ({
        key: `brand-${b.id}`,
        href: paths.brand(b.name, b.slug),
        kind: 'page' as const,
        name: b.name,
        note: 'Brand',
      })),
    },
    {
      title: 'Products',
      options: s.products.map((p) => ({
        key: `product-${p.id}`,
        href: paths.product(p.slug),
        kind: 'product' as const,
        name: fullProductName(p),
        product: p,
      })),
    },
    { title: 'Did you mean', options: s.closeMatches.map(page('close')) },
    { title: 'Popular categories', options: s.popularCategories.map(page('popular')) },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/** The recent searches as a group of the list, each opening its results page. */
export function recentGroup(recent: readonly string[]): OptionGroup[] {
  if (!recent.length) return [];
  return [
    {
      title: 'Recent searches',
      options: recent.map((text) => ({ key: `recent-${text}`, href: paths.searchResults(text), kind: 'recent' as const, name: text })),
    },
  ];
}

/** Whether an answer matched anything (else it carries the "no results" suggestions). */
export const matchedAnything = (s: Suggestions) => s.categories.length + s.brands.length + s.products.length > 0;
