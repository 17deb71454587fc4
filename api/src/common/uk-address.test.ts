import { ValidationError } from './errors';
import { normalisePostcode, optionalPhone } from './uk-address';

// The rules themselves are tested in uk-contact.test.ts; these are the API's throwing forms of them.
test('a postcode is stored normalised, and a bad one is refused naming the field', () => {
  expect(normalisePostcode(' sw1a1aa ')).toBe('SW1A 1AA');
  expect(() => normalisePostcode('SW1A', 'shopPostcode')).toThrow(
    expect.objectContaining({ message: 'Enter a UK postcode, like SW1A 1AA', field: 'shopPostcode' }) as ValidationError,
  );
  expect(() => normalisePostcode('')).toThrow('Postcode is required');
});

test('a phone number is stored in its national form, blank is null, and a bad one is refused naming the field', () => {
  expect(optionalPhone('+44 7700 900123')).toBe('07700 900123');
  expect(optionalPhone('  ')).toBeNull();
  expect(() => optionalPhone('call me', 'contactNo1')).toThrow(
    expect.objectContaining({ message: 'Enter a UK phone number, like 07700 900123', field: 'contactNo1' }) as ValidationError,
  );
});
