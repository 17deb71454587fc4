import { expect, test } from '@jest/globals';
import { PRODUCT_ATTRIBUTES } from '../../config/product-attributes';
import { CODE_GROUPS, listingVariables, withEveryShade, withoutChoices } from './listing-url';

const filterKeys = PRODUCT_ATTRIBUTES.filter((a) => a.filter).map((a) => a.key);

test("each attribute shoppers filter by (the API's registry) is a URL parameter that reaches the listing filter", () => {
  expect([...CODE_GROUPS]).toEqual(filterKeys);
  const params = new URLSearchParams([...filterKeys.map((key): [string, string] => [key, `${key.toUpperCase()}-1`]), ['q', 'kept']]);
  expect(listingVariables({}, params).filter?.attributeCodes).toEqual(
    filterKeys.map((key) => ({ key, codes: [`${key.toUpperCase()}-1`] })),
  );
  expect(withoutChoices(params)).toBe('?q=kept');
});

test('?sort=rating sorts by the approved reviews’ average; an unknown sort is the default order', () => {
  expect(listingVariables({}, new URLSearchParams('sort=rating')).sort).toBe('RATING_DESC');
  expect(listingVariables({}, new URLSearchParams('sort=stars')).sort).toBeUndefined();
});

test('?shades=all shows every shade; without it a shade-led listing is asked for by family; toggling goes back to page 1', () => {
  expect(listingVariables({}, new URLSearchParams('')).grouping).toBe('AUTO');
  expect(listingVariables({}, new URLSearchParams('shades=all')).grouping).toBe('PRODUCT');
  expect(listingVariables({}, new URLSearchParams('shades=yes')).grouping).toBe('AUTO');
  expect(withEveryShade(new URLSearchParams('brand=LL&page=3'), true).toString()).toBe('brand=LL&shades=all');
  expect(withEveryShade(new URLSearchParams('shades=all&sort=price-asc&page=2'), false).toString()).toBe('sort=price-asc');
  // Clearing the filters keeps the shopper's choice of cards.
  expect(withoutChoices(new URLSearchParams('shades=all&brand=LL'))).toBe('?shades=all');
});
