import type { SuggestedPageLinkFragment } from '../../generated/graphql';
import { paths } from '../../config/paths';

/** What the search says when nothing matches (the legacy 'No Search Result Found !' named no text; see the README's spec deviations). */
export const noResultsFor = (text: string) => `No results for “${text}”`;

/** Where a suggested page is on the storefront. */
export function suggestedHref(page: SuggestedPageLinkFragment): string {
  switch (page.kind) {
    case 'CATEGORY':
      return paths.categoryPage(page.slug);
    case 'SUB_CATEGORY':
      return page.categorySlug ? paths.subCategoryOf(page.categorySlug, page.slug) : paths.subCategoryPage(page.slug);
    case 'BRAND':
      return paths.brand(page.name, page.slug);
    case 'PRODUCT':
      return paths.product(page.slug);
  }
}

const KIND_WORDS: Record<SuggestedPageLinkFragment['kind'], string> = {
  CATEGORY: 'Category',
  SUB_CATEGORY: 'Category',
  BRAND: 'Brand',
  PRODUCT: 'Product',
};
/** The word shown beside a suggested name. */
export const kindWord = (page: SuggestedPageLinkFragment) => KIND_WORDS[page.kind];

/** A product's whole name with its shade, unless the name already says it ("Velvet Lipstick – Ruby"). */
export function fullProductName(product: { name: string; shade?: { name: string } | null }): string {
  const shade = product.shade?.name.trim();
  return shade && !product.name.toLowerCase().includes(shade.toLowerCase()) ? `${product.name} – ${shade}` : product.name;
}
