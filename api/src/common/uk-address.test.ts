import { normalisePostcode } from './uk-address';

test.each([
  ['sw1a1aa', 'SW1A 1AA'],
  [' SW1A  1AA ', 'SW1A 1AA'],
  ['m11ae', 'M1 1AE'],
  ['b338th', 'B33 8TH'],
  ['cr2 6xh', 'CR2 6XH'],
  ['dn551pt', 'DN55 1PT'],
  ['w1a 0ax', 'W1A 0AX'],
  ['ec1a1bb', 'EC1A 1BB'],
  ['gir 0aa', 'GIR 0AA'],
])('postcode %p is stored as %p', (given, stored) => {
  expect(normalisePostcode(given)).toBe(stored);
});

test.each(['', '   ', '12345', 'SW1A', 'SW1A 1A', 'SW1A 1AAA', '1AA 1AA', 'SW1A-1AA', 'ZZZZ 9ZZ'])('postcode %p is refused', (given) => {
  expect(() => normalisePostcode(given)).toThrow(given.trim() ? 'Postcode must be a UK postcode, like SW1A 1AA' : 'Postcode is required');
});
