import { afterEach, describe, expect, test } from '@jest/globals';
import { SHIPPING_INFO_STORAGE_KEY, SHIPPING_STORAGE_KEY } from '../../config/constants';
import { EMPTY_SHIPPING_INFO, parseShippingInfo, readShippingInfo, writeShippingInfo } from './shipping-info-storage';

afterEach(() => window.localStorage.clear());

describe('shipping info in local storage', () => {
  test('damaged or partial entries never break the form', () => {
    expect(parseShippingInfo(null)).toEqual(EMPTY_SHIPPING_INFO);
    expect(parseShippingInfo('{oops')).toEqual(EMPTY_SHIPPING_INFO);
    expect(parseShippingInfo('"text"')).toEqual(EMPTY_SHIPPING_INFO);
    expect(parseShippingInfo(JSON.stringify({ city: 'Leeds', postcode: 12 }))).toEqual({ ...EMPTY_SHIPPING_INFO, city: 'Leeds' });
  });

  test("kept under its own key; the basket's 'shipping' key keeps its shape (the method) and fills a missing choice", () => {
    window.localStorage.setItem(SHIPPING_STORAGE_KEY, 'tracked-1-2');
    expect(readShippingInfo().shippingMethod).toBe('tracked-1-2');
    writeShippingInfo({ ...EMPTY_SHIPPING_INFO, city: ' Leeds ', shippingMethod: 'signed-2-4' });
    expect(JSON.parse(window.localStorage.getItem(SHIPPING_INFO_STORAGE_KEY)!)).toMatchObject({
      city: 'Leeds',
      shippingMethod: 'signed-2-4',
    });
    expect(window.localStorage.getItem(SHIPPING_STORAGE_KEY)).toBe('signed-2-4');
    expect(readShippingInfo()).toMatchObject({ city: 'Leeds', shippingMethod: 'signed-2-4' });
  });
});
