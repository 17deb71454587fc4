import { checkOrderCustomer } from '../../orders/order/order-customer';
import { checkSavedAddress } from './saved-address-rules';

const address = { label: 'Home', fullName: 'Amelia Hart', addressLine1: '1 Park Row', city: 'Leeds' };
const order = { customerName: 'Amelia Hart', email: 'amelia@example.co.uk', addressLine1: '1 Park Row', city: 'Leeds' };

test.each(['gir 0aa', ' SW1A  1AA ', 'ls14ap'])(
  'a saved address stores postcode %p as checkout does, so it can be used there',
  (postcode) => {
    expect(checkSavedAddress({ ...address, postcode }).postcode).toBe(checkOrderCustomer({ ...order, postcode }).postcode);
  },
);

test.each(['SW1A 1AAA', 'SW1A-1AA', 'ZZZZ 9ZZ'])('a saved address refuses postcode %p as checkout does', (postcode) => {
  expect(() => checkSavedAddress({ ...address, postcode })).toThrow('Enter a UK postcode, like SW1A 1AA');
  expect(() => checkOrderCustomer({ ...order, postcode })).toThrow('Enter a UK postcode, like SW1A 1AA');
});
