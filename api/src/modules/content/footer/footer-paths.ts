/**
 * The footer pages the shop titles in its own words ('Returns & Refunds', 'Terms of Service', 'FAQs') on the legacy
 * shop's fixed paths (docs/storefront.md): they keep the legacy first segment, /Return & Refunds/return-refunds.
 * web/src/config/paths.ts (footerPage) does the same.
 */
const FIXED_SEGMENTS = new Map([
  ['return-refunds', 'Return & Refunds'],
  ['terms-of-services', 'Terms Of Services'],
  ['faq', 'Faq'],
]);

/** The first segment of a footer page's path: the legacy one for those pages, else the page's subtitle. */
export const footerSegment = (subtitle: string, slug: string): string => FIXED_SEGMENTS.get(slug) ?? subtitle;
