import { useState, type FormEvent } from 'react';
import type { StoreFilterOptionFragment, StoreListingQuery } from '../../generated/graphql';
import { priceLabel } from './applied-filters';
import { codesOf, FLAG_PARAMS, flagOn, fromForm, LISTING_PARAMS, parsePrice, printPrice, ratingOf } from './listing-url';
import s from './filters-panel.module.css';

export type FilterLists = StoreListingQuery['filterOptions'];

interface Props {
  options: FilterLists;
  /** The URL's query: what is chosen now, and the other parameters to keep (the search text, the sort). */
  params: URLSearchParams;
  /** Applies the new query (the listing follows through the server); without script the form submits it as a GET. */
  onApply: (next: URLSearchParams) => void;
  /** Keeps ids unique when the panel is on the page twice (the phone drawer). */
  idPrefix?: string;
  /** Groups the page's own scope makes pointless (the brand page's brand list). */
  hidden?: readonly string[];
}

/** A longer list shows this many values (and whatever is chosen) until the shopper asks for all of them. */
export const SHORT_LIST = 8;

/**
 * The filter panel of every listing: each attribute group with its product counts (the server counts each
 * group with the other choices applied), a price range, the free-from flags, the customer rating (approved
 * reviews' average) and in stock only. It is a GET form over the URL's own parameters: once hydrated, every
 * change applies at once; without script, its Apply filters button (in <noscript>) submits it. A lazy part of the
 * listing (listing-view.tsx): the server renders it, the browser fetches its code after the page's.
 */
export function FiltersPanel({ options, params: current, onApply, idPrefix = 'filters', hidden = [] }: Props) {
  // What was just chosen shows at once, while the listing loads; the URL takes over when it arrives (a
  // choice holds only over the parameters it was made on).
  const [pending, setPending] = useState<{ params: URLSearchParams; over: URLSearchParams } | null>(null);
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const params = pending?.over === current ? pending.params : current;
  const kept = [...params.entries()].filter(([name]) => !LISTING_PARAMS.includes(name) || name === 'sort');
  const price = parsePrice(params.get('price'));
  const rating = ratingOf(params);
  const inStock = flagOn(params, 'stock');
  const priceValue = price ? printPrice(price.min, price.max) : '';
  const bands = options.prices.map((band) => ({ ...band, value: printPrice(band.minPrice, band.maxPrice) }));
  if (price && !bands.some((b) => b.value === priceValue))
    bands.push({ label: priceLabel(price.min, price.max), minPrice: price.min, maxPrice: price.max, count: 0, value: priceValue });

  const apply = (form: HTMLFormElement) => {
    const next = fromForm(new FormData(form) as unknown as Iterable<[string, FormDataEntryValue]>);
    setPending({ params: next, over: current });
    onApply(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <form method="get" className={s.panel} onChange={(e) => apply(e.currentTarget)} onSubmit={submit} aria-label="Filters">
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {options.attributes.map((group) => {
        const chosen = codesOf(params, group.key);
        const list: StoreFilterOptionFragment[] = [...group.options];
        for (const code of chosen) {
          if (!list.some((o) => o.code.toUpperCase() === code.toUpperCase())) list.push({ code, name: code, hexCode: null, count: 0 });
        }
        if (!list.length || hidden.includes(group.key)) return null;
        const isChosen = (option: StoreFilterOptionFragment) => chosen.some((c) => c.toUpperCase() === option.code.toUpperCase());
        const all = expanded.includes(group.key);
        const shown = all ? list : list.filter((option, i) => i < SHORT_LIST || isChosen(option));
        const listId = `${idPrefix}-${group.key}-values`;
        return (
          <fieldset key={group.key} className={s.group}>
            <legend>{group.label}</legend>
            <ul id={listId} className={shown.length > SHORT_LIST ? `${s.options} ${s.long}` : s.options}>
              {shown.map((option) => {
                const id = `${idPrefix}-${group.key}-${option.code}`;
                const checked = isChosen(option);
                return (
                  <li key={option.code}>
                    <input type="checkbox" id={id} name={group.key} value={option.code} checked={checked} onChange={() => undefined} />
                    <label htmlFor={id}>
                      {option.hexCode && <span className={s.swatch} style={{ background: option.hexCode }} aria-hidden="true" />}
                      {option.name} <span className={s.count}>({option.count})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {list.length > SHORT_LIST && (
              <button
                type="button"
                className={s.more}
                aria-expanded={all}
                aria-controls={listId}
                onClick={() => setExpanded((groups) => (all ? groups.filter((g) => g !== group.key) : [...groups, group.key]))}
              >
                {all ? 'Show fewer' : `Show all ${list.length}`}
                <span className="visually-hidden"> {group.label.toLowerCase()} values</span>
              </button>
            )}
          </fieldset>
        );
      })}
      {bands.length > 0 && (
        <fieldset className={s.group}>
          <legend>Price</legend>
          <ul className={s.options}>
            <li>
              <input type="radio" id={`${idPrefix}-price-any`} name="price" value="" checked={!price} onChange={() => undefined} />
              <label htmlFor={`${idPrefix}-price-any`}>Any price</label>
            </li>
            {bands.map((band) => (
              <li key={band.value}>
                <input
                  type="radio"
                  id={`${idPrefix}-price-${band.value}`}
                  name="price"
                  value={band.value}
                  checked={band.value === priceValue}
                  onChange={() => undefined}
                />
                <label htmlFor={`${idPrefix}-price-${band.value}`}>
                  {band.label} <span className={s.count}>({band.count})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <fieldset className={s.group}>
        <legend>Free from and ethics</legend>
        <ul className={s.options}>
          {FLAG_PARAMS.map((flag) => {
            const option = options.freeFrom.find((f) => f.flag === flag);
            const checked = flagOn(params, flag);
            const id = `${idPrefix}-${flag}`;
            return (
              <li key={flag}>
                <input
                  type="checkbox"
                  id={id}
                  name={flag}
                  value="1"
                  checked={checked}
                  disabled={!checked && !option?.count}
                  onChange={() => undefined}
                />
                <label htmlFor={id}>
                  {option?.label ?? flag} <span className={s.count}>({option?.count ?? 0})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className={s.group}>
        <legend>Customer rating</legend>
        <ul className={s.options}>
          <li>
            <input type="radio" id={`${idPrefix}-rating-any`} name="rating" value="" checked={rating === null} onChange={() => undefined} />
            <label htmlFor={`${idPrefix}-rating-any`}>Any rating</label>
          </li>
          {options.ratings.map((option) => {
            const id = `${idPrefix}-rating-${option.minRating}`;
            const checked = rating === option.minRating;
            return (
              <li key={option.minRating}>
                <input
                  type="radio"
                  id={id}
                  name="rating"
                  value={option.minRating}
                  checked={checked}
                  disabled={!checked && !option.count}
                  onChange={() => undefined}
                />
                <label htmlFor={id}>
                  <span aria-hidden="true">{option.minRating}★ &amp; up</span>
                  <span className="visually-hidden">{option.minRating} stars and up</span> <span className={s.count}>({option.count})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className={s.group}>
        <legend>Availability</legend>
        <ul className={s.options}>
          <li>
            <input
              type="checkbox"
              id={`${idPrefix}-stock`}
              name="stock"
              value="1"
              checked={inStock}
              disabled={!inStock && !options.inStock}
              onChange={() => undefined}
            />
            <label htmlFor={`${idPrefix}-stock`}>
              In stock only <span className={s.count}>({options.inStock})</span>
            </label>
          </li>
        </ul>
      </fieldset>
      {/* Choices apply as they change; the button is for a browser that runs no script. */}
      <noscript>
        <button type="submit" className={s.apply}>
          Apply filters
        </button>
      </noscript>
    </form>
  );
}
