import { PRODUCT_ATTRIBUTES } from '../../config/product-attributes';
import type { FilterGroupKey, ProductListingFilter, ProductSort, StoreListingQueryVariables } from '../../generated/graphql';

/**
 * A listing's filter, sort and page live in the URL's query, so a filtered page can be shared, survives
 * reload and is rendered as such by the server. This is the one place that reads and writes them:
 * `?brand=CODE&brand=CODE2&price=10-19.99&vegan=1&rating=4&stock=1&sort=price-asc&page=2` (the filter form's own GET shape).
 */
export const PAGE_SIZE = 24;

/** The attribute groups of the filter panel, from the API's registry: each key is a URL parameter (`?brand=CODE`). */
export const CODE_GROUPS: readonly FilterGroupKey[] = PRODUCT_ATTRIBUTES.filter((a) => a.filter).map((a) => a.key as FilterGroupKey);

/** The free-from flags: the URL parameter is the listing filter's field (`vegan=1`). */
export const FLAG_PARAMS = ['vegan', 'crueltyFree', 'organic', 'hypoallergenic', 'dermatologicallyTested'] as const;
type Flag = (typeof FLAG_PARAMS)[number];

export const SORTS: readonly { param: string; sort: ProductSort | null; label: string }[] = [
  { param: '', sort: null, label: 'Featured' },
  { param: 'price-asc', sort: 'PRICE_ASC', label: 'Price: low to high' },
  { param: 'price-desc', sort: 'PRICE_DESC', label: 'Price: high to low' },
  { param: 'newest', sort: 'NEWEST', label: 'Newest' },
  { param: 'name-asc', sort: 'NAME_ASC', label: 'Name: A to Z' },
  { param: 'name-desc', sort: 'NAME_DESC', label: 'Name: Z to A' },
  { param: 'discount', sort: 'DISCOUNT_DESC', label: 'Biggest discount' },
  { param: 'rating', sort: 'RATING_DESC', label: 'Customer rating' },
];

/** Every parameter the listing reads (the rest of a URL's query is left alone). */
export const LISTING_PARAMS: string[] = [...CODE_GROUPS, ...FLAG_PARAMS, 'price', 'rating', 'stock', 'sort', 'page'];

const MAX_CODES = 100;

export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** `10-19.99`, `-9.99`, `50-` → the range in pounds; anything else → null. */
export function parsePrice(value: string | null): PriceRange | null {
  const match = /^(\d{1,7}(?:\.\d{1,2})?)?-(\d{1,7}(?:\.\d{1,2})?)?$/.exec(value?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  const min = match[1] ? Number(match[1]) : null;
  const max = match[2] ? Number(match[2]) : null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export const printPrice = (min: number | null, max: number | null) => `${min ?? ''}-${max ?? ''}`;

/** The page number of the URL (1 when absent or not a whole number ≥ 1). */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function sortOf(params: URLSearchParams): ProductSort | null {
  return SORTS.find((s) => s.param && s.param === params.get('sort'))?.sort ?? null;
}

export function codesOf(params: URLSearchParams, param: string): string[] {
  return [
    ...new Set(
      params
        .getAll(param)
        .map((c) => c.trim())
        .filter((c) => c && c.length <= 60),
    ),
  ].slice(0, MAX_CODES);
}

export const flagOn = (params: URLSearchParams, flag: string) => params.get(flag) === '1' || params.get(flag) === 'true';

/** `?rating=4`: the approved reviews' average at least that many stars (1 to 5); anything else → null. */
export function ratingOf(params: URLSearchParams): number | null {
  const rating = Number(params.get('rating'));
  return params.get('rating') && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

/** The shopper's choices from the URL (what the filter panel shows as chosen). */
export function choicesOf(params: URLSearchParams): Partial<ProductListingFilter> {
  const filter: Partial<ProductListingFilter> = {};
  const attributeCodes = CODE_GROUPS.map((key) => ({ key, codes: codesOf(params, key) })).filter((group) => group.codes.length);
  if (attributeCodes.length) filter.attributeCodes = attributeCodes;
  for (const flag of FLAG_PARAMS) if (flagOn(params, flag)) filter[flag as Flag] = true;
  const price = parsePrice(params.get('price'));
  if (price?.min != null) filter.minPrice = price.min;
  if (price?.max != null) filter.maxPrice = price.max;
  const rating = ratingOf(params);
  if (rating !== null) filter.minRating = rating;
  if (flagOn(params, 'stock')) filter.inStock = true;
  return filter;
}

/** True when the URL holds any filter choice (not counting sort and page). */
export function hasChoices(params: URLSearchParams): boolean {
  return Object.keys(choicesOf(params)).length > 0;
}

/** The variables of StoreListing for a page's own scope (its category, brand, search text, ...) and the URL. */
export function listingVariables(scope: ProductListingFilter, params: URLSearchParams): StoreListingQueryVariables {
  const sort = sortOf(params);
  const page = pageOf(params);
  return {
    filter: { ...scope, ...choicesOf(params) },
    ...(sort ? { sort } : {}),
    page: { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE },
    grouping: everyShade(params) ? 'PRODUCT' : 'AUTO',
  };
}

/** `?shades=all`: a card for every shade; without it a shade-led listing shows a card per family (docs/storefront.md). */
export const everyShade = (params: URLSearchParams) => params.get('shades') === 'all';

/** The URL query with "Show every shade" on or off, back to page 1. */
export function withEveryShade(params: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (on) next.set('shades', 'all');
  else next.delete('shades');
  next.delete('page');
  return next;
}

/** The URL query for another page of the same listing (page 1 has no parameter). */
export function withPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '?';
}

const queryOf = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : '?';
};

/** The URL query without any filter choice or page (keeps the sort and the rest, e.g. the search text). */
export function withoutChoices(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const name of LISTING_PARAMS) if (name !== 'sort') next.delete(name);
  return queryOf(next);
}

/**
 * The URL query without one choice, back to page 1: one code of a group (`brand`, `LL`, compared as the
 * listing compares codes), or the whole of a single-valued one (`price`, `rating`, `stock`, a flag).
 */
export function withoutChoice(params: URLSearchParams, name: string, code?: string): string {
  const next = new URLSearchParams(params);
  const kept = code === undefined ? [] : next.getAll(name).filter((c) => c.trim().toUpperCase() !== code.toUpperCase());
  next.delete(name);
  for (const c of kept) next.append(name, c);
  next.delete('page');
  return queryOf(next);
}

/** The URL query from the filter form's values: empty values dropped, the page back to 1. */
export function fromForm(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value === 'string' && value !== '' && name !== 'page') next.append(name, value);
  }
  return next;
}
