import { Link } from 'react-router-dom';
import type { StoreListingQuery } from '../../generated/graphql';
import { formatPrice } from '../../components/product-card/product-card';
import { CODE_GROUPS, codesOf, FLAG_PARAMS, flagOn, parsePrice, ratingOf, withoutChoice, withoutChoices } from './listing-url';
import s from './applied-filters.module.css';

type FilterLists = StoreListingQuery['filterOptions'];

/** A price range in words, as the filter panel and the chips name it ('£10.00 to £19.99'). */
export const priceLabel = (min: number | null, max: number | null) =>
  min !== null && max !== null
    ? `${formatPrice(min)} to ${formatPrice(max)}`
    : min !== null
      ? `${formatPrice(min)} and over`
      : `Up to ${formatPrice(max ?? 0)}`;

/** One applied filter: what it shows, what a screen reader says instead (when different), and the URL without it. */
interface Chip {
  id: string;
  group?: string;
  text: string;
  spoken?: string;
  href: string;
}

/** The choices the URL holds, in the filter panel's order, named as the panel names them. */
function appliedFilters(params: URLSearchParams, options: FilterLists): Chip[] {
  const chips: Chip[] = [];
  for (const key of CODE_GROUPS) {
    const group = options.attributes.find((g) => g.key === key);
    for (const code of codesOf(params, key)) {
      const option = group?.options.find((o) => o.code.toUpperCase() === code.toUpperCase());
      chips.push({ id: `${key}-${code}`, group: group?.label ?? key, text: option?.name ?? code, href: withoutChoice(params, key, code) });
    }
  }
  const price = parsePrice(params.get('price'));
  if (price) {
    const band = options.prices.find((b) => b.minPrice === price.min && b.maxPrice === price.max);
    chips.push({
      id: 'price',
      group: 'Price',
      text: band?.label ?? priceLabel(price.min, price.max),
      href: withoutChoice(params, 'price'),
    });
  }
  for (const flag of FLAG_PARAMS) {
    if (!flagOn(params, flag)) continue;
    const text = options.freeFrom.find((f) => f.flag === flag)?.label ?? flag;
    chips.push({ id: flag, text, href: withoutChoice(params, flag) });
  }
  const rating = ratingOf(params);
  if (rating !== null)
    chips.push({
      id: 'rating',
      group: 'Customer rating',
      text: `${rating}★ & up`,
      spoken: `${rating} stars and up`,
      href: withoutChoice(params, 'rating'),
    });
  if (flagOn(params, 'stock')) chips.push({ id: 'stock', text: 'In stock only', href: withoutChoice(params, 'stock') });
  return chips;
}

/**
 * The applied filters above the results, each a link to the listing without it, then Clear all: plain links,
 * so they work before the page's script and without it.
 */
export function AppliedFilters({ params, options }: { params: URLSearchParams; options: FilterLists }) {
  const chips = appliedFilters(params, options);
  if (!chips.length) return null;
  return (
    <ul className={s.chips} aria-label="Applied filters">
      {chips.map((chip) => (
        <li key={chip.id}>
          <Link to={chip.href} className={s.chip} preventScrollReset>
            <span className="visually-hidden">Remove filter: </span>
            {chip.group && (
              <span className={s.group}>
                {chip.group}
                <span aria-hidden="true">:</span>{' '}
              </span>
            )}
            {chip.spoken ? (
              <>
                <span aria-hidden="true">{chip.text}</span>
                <span className="visually-hidden">{chip.spoken}</span>
              </>
            ) : (
              chip.text
            )}
            <span className={s.cross} aria-hidden="true">
              ×
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={withoutChoices(params)} className={s.clear} preventScrollReset>
          Clear all<span className="visually-hidden"> filters</span>
        </Link>
      </li>
    </ul>
  );
}
