import { expect, test } from '@jest/globals';
import { PRODUCT_ATTRIBUTES } from '../../config/product-attributes';
import { CODE_GROUPS, listingVariables, withoutChoices } from './listing-url';

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
