import { checkOrderCustomer } from './order-customer';

const valid = {
  customerName: ' Amelia Hart ',
  email: ' Amelia@Example.co.uk ',
  addressLine1: '1 Park Row',
  city: 'Leeds',
  postcode: 'ls14ap',
};

test('customer fields are trimmed, the e-mail lower-cased and blanks of optional fields become null', () => {
  expect(checkOrderCustomer({ ...valid, phone: '  ', addressLine2: '' })).toEqual({
    customerName: 'Amelia Hart',
    email: 'amelia@example.co.uk',
    phone: null,
    addressLine1: '1 Park Row',
    addressLine2: null,
    city: 'Leeds',
    postcode: 'LS1 4AP',
  });
  // The one UK phone rule's stored form (common/uk-contact.ts).
  expect(checkOrderCustomer({ ...valid, phone: '+44 (0)113 496 0000' }).phone).toBe('0113 496 0000');
});

test.each([
  [{ customerName: ' ' }, 'Customer name is required', 'customerName'],
  [{ email: '' }, 'Email is required', 'email'],
  [{ email: 'not-an-email' }, 'Email must be a valid email address, like name@example.co.uk', 'email'],
  [{ addressLine1: undefined }, 'Address line 1 is required', 'addressLine1'],
  [{ city: '' }, 'City is required', 'city'],
  [{ phone: 'call me' }, 'Enter a UK phone number, like 07700 900123', 'phone'],
  [{ addressLine2: 'x'.repeat(201) }, 'Address line 2 must be at most 200 characters', 'addressLine2'],
  [{ customerName: 'x'.repeat(121) }, 'Customer name must be at most 120 characters', 'customerName'],
])('%p is refused: %s', (change, message, field) => {
  expect(() => checkOrderCustomer({ ...valid, ...change })).toThrow(message);
  try {
    checkOrderCustomer({ ...valid, ...change });
  } catch (err) {
    expect((err as { field?: string }).field).toBe(field);
  }
});
