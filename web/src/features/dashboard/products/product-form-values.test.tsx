import { expect, test } from '@jest/globals';
import { PRODUCT_ATTRIBUTES } from '../../../config/product-attributes';
import { ATTRIBUTES, emptyValues, TABS } from './product-form-values';

test("the Attributes tab has a select for each attribute set of the API's registry not placed elsewhere, and the form a value for every link", () => {
  const inTab = PRODUCT_ATTRIBUTES.filter((a) => a.form === 'attributes');
  expect(ATTRIBUTES.map(([field, label, choices]) => ({ field, label, choices }))).toEqual(
    inTab.map((a) => ({ field: a.field, label: a.formLabel, choices: a.choices })),
  );
  expect(TABS.find((tab) => tab.id === 'attributes')?.fields).toEqual(expect.arrayContaining(inTab.map((a) => a.field)));
  expect(Object.keys(emptyValues())).toEqual(expect.arrayContaining(PRODUCT_ATTRIBUTES.map((a) => a.field)));
});
