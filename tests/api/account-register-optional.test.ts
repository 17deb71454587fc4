import { randomUUID } from 'node:crypto';
import { firstError, PASSWORD } from '../helpers/accounts';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import type { RegisterInput } from '../generated/graphql';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

// Registration asks for what a shop needs (name, e-mail, password); the phone and a UK address are
// optional and follow the one UK rule (common/uk-contact.ts) that checkout and the address book use.

const REGISTER = graphql(`
  mutation OptionalRegister($input: RegisterInput!) {
    register(input: $input) {
      message
      token
      user {
        id
        name
        contactNo1
        contactNo2
        city
        address
        image
      }
    }
  }
`);
const ME_AND_ADDRESSES = graphql(`
  query OptionalMeAndAddresses {
    me {
      email
      contactNo1
    }
    myAddresses {
      label
      fullName
      phone
      addressLine1
      addressLine2
      city
      postcode
      isDefault
    }
  }
`);
const ADD_ADDRESS = graphql(`
  mutation OptionalAddAddress($input: SavedAddressInput!) {
    createMyAddress(input: $input) {
      postcode
      phone
    }
  }
`);
const PLACE = graphql(`
  mutation OptionalPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      orderPath
    }
  }
`);
const UPDATE_PROFILE = graphql(`
  mutation OptionalUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      contactNo1
      city
    }
  }
`);

let serial = 0;
const needed = (more: Partial<RegisterInput> = {}): RegisterInput => ({
  name: 'Nia Evans',
  email: `nia-${++serial}-${Math.random().toString(36).slice(2, 8)}@example.co.uk`,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...more,
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(sqliteOnly)('registration with optional contact details on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect, { seed: 'none' });
  });
  afterAll(() => t?.close());

  test('name, e-mail and password are enough: no phone, address or picture, and the answer signs the customer in', async () => {
    const body = await gql(t.url, REGISTER, { input: needed() });
    expect(body.errors).toBeUndefined();
    expect(body.data!.register).toMatchObject({
      message: 'User registered successfully!',
      user: { name: 'Nia Evans', contactNo1: null, contactNo2: null, city: null, address: null, image: null },
    });
    const mine = await gql(t.url, ME_AND_ADDRESSES, undefined, bearer(body.data!.register.token));
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myAddresses).toEqual([]);
  });

  test('a name is one line: a line break or control character is refused, in registration and in the profile (R12)', async () => {
    const message = 'Name must be one line, without line breaks or control characters';
    const refused = await gql(t.url, REGISTER, { input: needed({ name: 'Eve\nBcc: victim@example.com' }) });
    expect(refused.errors?.map((e) => [e.message, e.extensions?.field])).toEqual([[message, 'name']]);
    const token = (await gql(t.url, REGISTER, { input: needed() })).data!.register.token;
    const profile = await gql(t.url, UPDATE_PROFILE, { input: { name: 'Nia\tEvans' } }, bearer(token));
    expect(profile.errors?.map((e) => [e.message, e.extensions?.field])).toEqual([[message, 'name']]);
  });

  test('a phone and a UK address are stored in their one form, and the address becomes the default of the address book', async () => {
    const body = await gql(t.url, REGISTER, {
      input: needed({ contactNo1: '+44 (0)7700 900123', address: ' 1 Park Row ', city: 'Leeds', postcode: 'ls14ap' }),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.register.user).toMatchObject({ contactNo1: '07700 900123', city: 'Leeds', address: '1 Park Row' });
    const mine = await gql(t.url, ME_AND_ADDRESSES, undefined, bearer(body.data!.register.token));
    expect(mine.data!.myAddresses).toEqual([
      {
        label: 'Home',
        fullName: 'Nia Evans',
        phone: '07700 900123',
        addressLine1: '1 Park Row',
        addressLine2: null,
        city: 'Leeds',
        postcode: 'LS1 4AP',
        isDefault: true,
      },
    ]);
  });

  test.each([
    [{ postcode: 'SW1A' }, 'postcode', 'Enter a UK postcode, like SW1A 1AA'],
    [{ postcode: 'BFPO 1234', address: '1 Park Row', city: 'Leeds' }, 'postcode', 'Enter a UK postcode, like SW1A 1AA'],
    [{ postcode: 'LS1 4AP', city: 'Leeds' }, 'address', 'Address is required'],
    [{ postcode: 'LS1 4AP', address: '1 Park Row' }, 'city', 'Town or city is required'],
    [{ contactNo1: 'call me' }, 'contactNo1', 'Enter a UK phone number, like 07700 900123'],
    [{ contactNo2: '+33 1 23 45 67 89' }, 'contactNo2', 'Enter a UK phone number, like 07700 900123'],
  ])('%p is refused on %s with a clear message, and no account is made', async (more, field, message) => {
    const input = needed(more);
    const body = await gql(t.url, REGISTER, { input });
    expect(firstError(body)).toEqual({ message, code: 'BAD_USER_INPUT', field });
    const again = await gql(t.url, REGISTER, { input: { ...input, postcode: null, contactNo1: null, contactNo2: null } });
    expect(again.errors).toBeUndefined();
  });

  test('checkout and the address book judge a postcode and a phone by the same rule, with the same messages', async () => {
    const { token } = (await gql(t.url, REGISTER, { input: needed() })).data!.register;
    const address = { label: 'Work', fullName: 'Nia Evans', addressLine1: '2 Mill Lane', city: 'York' };
    const badPostcode = await gql(t.url, ADD_ADDRESS, { input: { ...address, postcode: 'BFPO 1234' } }, bearer(token));
    expect(firstError(badPostcode)).toEqual({ message: 'Enter a UK postcode, like SW1A 1AA', code: 'BAD_USER_INPUT', field: 'postcode' });
    const badPhone = await gql(t.url, ADD_ADDRESS, { input: { ...address, postcode: 'YO1 7HH', phone: '12345' } }, bearer(token));
    expect(firstError(badPhone)).toEqual({ message: 'Enter a UK phone number, like 07700 900123', code: 'BAD_USER_INPUT', field: 'phone' });
    const saved = await gql(t.url, ADD_ADDRESS, { input: { ...address, postcode: 'yo17hh', phone: '0044 113 496 0000' } }, bearer(token));
    expect(saved.data!.createMyAddress).toEqual({ postcode: 'YO1 7HH', phone: '0113 496 0000' });

    const order = {
      email: 'nia@example.co.uk',
      customerName: 'Nia Evans',
      addressLine1: '2 Mill Lane',
      city: 'York',
      shippingMethod: 'tracked-2-4',
      termsAccepted: true,
      paymentMethod: 'bank-transfer',
      idempotencyKey: randomUUID(),
      lines: [{ productId: 1, quantity: 1 }],
    };
    const checkoutPostcode = await gql(t.url, PLACE, { input: { ...order, postcode: 'BFPO 1234' } });
    expect(firstError(checkoutPostcode)).toEqual({
      message: 'Enter a UK postcode, like SW1A 1AA',
      code: 'BAD_USER_INPUT',
      field: 'postcode',
    });
    const checkoutPhone = await gql(t.url, PLACE, { input: { ...order, postcode: 'YO1 7HH', phone: '12345' } });
    expect(firstError(checkoutPhone)).toEqual({
      message: 'Enter a UK phone number, like 07700 900123',
      code: 'BAD_USER_INPUT',
      field: 'phone',
    });
  });

  test('the profile keeps the phone rule, and its phone, city and address may be cleared', async () => {
    const { token } = (await gql(t.url, REGISTER, { input: needed({ city: 'Leeds' }) })).data!.register;
    const phone = await gql(t.url, UPDATE_PROFILE, { input: { contactNo1: '+44 20 7946 0018' } }, bearer(token));
    expect(phone.data!.updateProfile).toEqual({ contactNo1: '020 7946 0018', city: 'Leeds' });
    const bad = await gql(t.url, UPDATE_PROFILE, { input: { contactNo1: 'call me' } }, bearer(token));
    expect(firstError(bad)).toEqual({ message: 'Enter a UK phone number, like 07700 900123', code: 'BAD_USER_INPUT', field: 'contactNo1' });
    const cleared = await gql(t.url, UPDATE_PROFILE, { input: { contactNo1: '', city: ' ' } }, bearer(token));
    expect(cleared.data!.updateProfile).toEqual({ contactNo1: null, city: null });
  });
});
