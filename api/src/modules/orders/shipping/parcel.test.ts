import { ValidationError } from '../../../common/errors';
import { checkParcel, fitsMediumParcel, itemsVolumeCm3, MEDIUM_PARCEL_VOLUME_CM3, parcelRefusal, ParcelItem, sortedSides } from './parcel';

const item = (over: Partial<ParcelItem> = {}): ParcelItem => ({
  name: 'Hair Dryer',
  quantity: 1,
  weightGrams: 500,
  lengthCm: 20,
  widthCm: 10,
  heightCm: 5,
  ...over,
});

test('the medium parcel holds 61 × 46 × 46 cm = 129,076 cm³', () => {
  expect(MEDIUM_PARCEL_VOLUME_CM3).toBe(129_076);
});

test('sides are compared longest first, so an item fits in any orientation', () => {
  expect(sortedSides({ lengthCm: 10, widthCm: 61, heightCm: 46 })).toEqual([61, 46, 10]);
  expect(fitsMediumParcel({ lengthCm: 46, widthCm: 46, heightCm: 61 })).toBe(true);
  expect(fitsMediumParcel({ lengthCm: 46, widthCm: 61.1, heightCm: 1 })).toBe(false);
  expect(fitsMediumParcel({ lengthCm: 47, widthCm: 47, heightCm: 10 })).toBe(false);
});

test('unknown sides count as 0', () => {
  expect(sortedSides({ lengthCm: null, widthCm: 30, heightCm: null })).toEqual([30, 0, 0]);
  expect(itemsVolumeCm3([item({ lengthCm: null }), item({ heightCm: null, quantity: 3 })])).toBe(0);
  expect(parcelRefusal([item({ lengthCm: null, widthCm: null, heightCm: null, quantity: 99 })])).toBeNull();
});

test('a basket that fits, up to exactly 20 kg and exactly the parcel volume, is accepted', () => {
  expect(parcelRefusal([item({ weightGrams: 20_000 })])).toBeNull();
  expect(parcelRefusal([item({ lengthCm: 61, widthCm: 46, heightCm: 46 })])).toBeNull();
  expect(parcelRefusal([item({ lengthCm: 61, widthCm: 46, heightCm: 23, quantity: 2 })])).toBeNull();
});

test('over 20 kg is refused naming the weight', () => {
  expect(parcelRefusal([item({ weightGrams: 12_000 }), item({ weightGrams: 8_001 })])).toBe(
    'This order weighs 20.001 kg; we can post at most 20 kg in one order',
  );
});

test('an item larger than the medium parcel is refused naming it and its size', () => {
  expect(parcelRefusal([item(), item({ name: 'Salon Chair', lengthCm: 40, widthCm: 70, heightCm: 30 })])).toBe(
    'Salon Chair measures 70 × 40 × 30 cm, larger than our biggest parcel (61 × 46 × 46 cm), so we cannot post it',
  );
});

test('items that each fit but together exceed the parcel volume are refused', () => {
  expect(
    parcelRefusal([item({ lengthCm: 61, widthCm: 46, heightCm: 23, quantity: 2 }), item({ lengthCm: 1, widthCm: 1, heightCm: 1 })]),
  ).toMatch(/^These items take/);
  const refusal = parcelRefusal([item({ lengthCm: 61, widthCm: 46, heightCm: 23, quantity: 3 })]);
  expect(refusal).toBe(
    'These items take 193.6 litres, more than our biggest parcel holds (129.1 litres); please split them into two orders',
  );
  expect(() => checkParcel([item({ lengthCm: 40, widthCm: 40, heightCm: 40, quantity: 3 })])).toThrow(ValidationError);
});

test('weight is checked before size', () => {
  expect(parcelRefusal([item({ weightGrams: 25_000, lengthCm: 100 })])).toMatch(/^This order weighs 25 kg/);
});
