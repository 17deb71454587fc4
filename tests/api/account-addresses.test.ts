import { Role } from '../../api/src/common/roles';
import { SavedAddress } from '../../api/src/modules/account/address/saved-address.entity';
import { MAX_SAVED_ADDRESSES } from '../../api/src/modules/account/address/saved-address-rules';
import { firstError, loggedIn } from '../helpers/accounts';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import type { SavedAddressInput } from '../generated/graphql';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

graphql(`
  fragment AddressesFields on SavedAddress {
    id
    userId
    label
    fullName
    phone
    addressLine1
    addressLine2
    city
    postcode
    isDefault
  }
`);
const MINE = graphql(`
  query AddressesMine {
    myAddresses {
      ...AddressesFields
    }
  }
`);
const CREATE = graphql(`
  mutation AddressesCreate($input: SavedAddressInput!) {
    createMyAddress(input: $input) {
      ...AddressesFields
    }
  }
`);
const UPDATE = graphql(`
  mutation AddressesUpdate($id: Int!, $input: SavedAddressInput!) {
    updateMyAddress(id: $id, input: $input) {
      ...AddressesFields
    }
  }
`);
const DELETE = graphql(`
  mutation AddressesDelete($id: Int!) {
    deleteMyAddress(id: $id) {
      ...AddressesFields
    }
  }
`);
const SET_DEFAULT = graphql(`
  mutation AddressesSetDefault($id: Int!) {
    setDefaultAddress(id: $id) {
      ...AddressesFields
    }
  }
`);

const home = (overrides: SavedAddressInput = {}): SavedAddressInput => ({
  label: 'Home',
  fullName: 'Amelia Hart',
  phone: '07700 900123',
  addressLine1: '1 Park Row',
  addressLine2: 'Flat 2',
  city: 'Leeds',
  postcode: 'ls14ap',
  ...overrides,
});

describe.each(dialects)('saved addresses on %s', (dialect) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await startTestShop(dialect);
  });
  afterAll(() => t?.close());

  const mine = async (headers: Record<string, string>) => {
    const body = await gql(t.url, MINE, undefined, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.myAddresses;
  };
  const create = async (headers: Record<string, string>, input: SavedAddressInput) => {
    const body = await gql(t.url, CREATE, { input }, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.createMyAddress;
  };

  test('a customer saves addresses: trimmed, postcode normalised, the first is the default, isDefault moves it', async () => {
    const { user, headers } = await loggedIn(t);
    expect(await mine(headers)).toEqual([]);
    const first = await create(headers, home({ label: '  Home ', addressLine2: '  ', phone: '' }));
    expect(first).toMatchObject({ userId: user.id, label: 'Home', postcode: 'LS1 4AP', addressLine2: null, phone: null, isDefault: true });
    const second = await create(headers, home({ label: 'Work', postcode: 'sw1a1aa' }));
    expect(second).toMatchObject({ label: 'Work', postcode: 'SW1A 1AA', isDefault: false });
    const third = await create(headers, home({ label: 'Mum', postcode: 'EC1A 1BB', isDefault: true }));
    expect(third.isDefault).toBe(true);
    const list = await mine(headers);
    expect(list.map((a) => [a.label, a.isDefault])).toEqual([
      ['Mum', true],
      ['Home', false],
      ['Work', false],
    ]);
  });

  test('update replaces the fields, setDefault leaves exactly one default, deleting the default passes it on', async () => {
    const { headers } = await loggedIn(t);
    const a = await create(headers, home());
    const b = await create(headers, home({ label: 'Work' }));
    const updated = await gql(
      t.url,
      UPDATE,
      { id: b.id, input: home({ label: 'Office', city: 'York', postcode: 'YO1 7HH', addressLine2: null }) },
      headers,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateMyAddress).toMatchObject({
      label: 'Office',
      city: 'York',
      postcode: 'YO1 7HH',
      addressLine2: null,
      isDefault: false,
    });
    const made = await gql(t.url, SET_DEFAULT, { id: b.id }, headers);
    expect(made.data!.setDefaultAddress.isDefault).toBe(true);
    expect((await mine(headers)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id]);
    const unset = await gql(t.url, UPDATE, { id: b.id, input: home({ isDefault: false }) }, headers);
    expect(firstError(unset)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'isDefault' });
    const viaUpdate = await gql(t.url, UPDATE, { id: a.id, input: home({ isDefault: true }) }, headers);
    expect(viaUpdate.data!.updateMyAddress.isDefault).toBe(true);
    expect((await mine(headers)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([a.id]);
    const deleted = await gql(t.url, DELETE, { id: a.id }, headers);
    expect(deleted.data!.deleteMyAddress).toMatchObject({ id: a.id, isDefault: true });
    expect(await mine(headers)).toEqual([expect.objectContaining({ id: b.id, isDefault: true })]);
    await gql(t.url, DELETE, { id: b.id }, headers);
    expect(await mine(headers)).toEqual([]);
  });

  test('clear messages under the fields for bad input', async () => {
    const { headers } = await loggedIn(t);
    const cases: [SavedAddressInput, string, string][] = [
      [{ label: ' ' }, 'label', 'Label is required'],
      [{ label: 'x'.repeat(41) }, 'label', 'Label must be at most 40 characters'],
      [{ fullName: '' }, 'fullName', 'Full name is required'],
      [{ phone: 'call me' }, 'phone', 'Enter a UK phone number, like 07700 900123'],
      [{ addressLine1: null }, 'addressLine1', 'Address line 1 is required'],
      [{ addressLine2: 'y'.repeat(201) }, 'addressLine2', 'Address line 2 must be at most 200 characters'],
      [{ city: '' }, 'city', 'Town or city is required'],
      [{ postcode: '' }, 'postcode', 'Postcode is required'],
      [{ postcode: 'ZZZZ 9ZZ' }, 'postcode', 'Enter a UK postcode, like SW1A 1AA'],
      [{ postcode: '12345' }, 'postcode', 'Enter a UK postcode, like SW1A 1AA'],
      [{ postcode: 'SW1A 1AA'.repeat(20) }, 'postcode', 'Enter a UK postcode, like SW1A 1AA'],
    ];
    for (const [change, field, message] of cases) {
      expect(firstError(await gql(t.url, CREATE, { input: home(change) }, headers))).toEqual({ code: 'BAD_USER_INPUT', field, message });
    }
    expect(await mine(headers)).toEqual([]);
  });

  test(`at most ${MAX_SAVED_ADDRESSES} addresses, even when asked for at once`, async () => {
    const { headers } = await loggedIn(t);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 5 }, (_, i) => gql(t.url, CREATE, { input: home({ label: `A${i}` }) }, headers)),
    );
    expect(answers.filter((a) => !a.errors)).toHaveLength(MAX_SAVED_ADDRESSES);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(5);
    for (const a of refused)
      expect(firstError(a)).toMatchObject({
        code: 'CONFLICT',
        message: `You can keep at most ${MAX_SAVED_ADDRESSES} addresses; delete one first`,
      });
    const list = await mine(headers);
    expect(list).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
  });

  test("another customer (or staff) gets NOT_FOUND for someone's address and never sees it; guests are UNAUTHENTICATED", async () => {
    const owner = await loggedIn(t);
    const other = await loggedIn(t);
    const staff = await loggedIn(t, { role: Role.SUPER_ADMIN });
    const address = await create(owner.headers, home());
    for (const headers of [other.headers, staff.headers]) {
      expect(await mine(headers)).toEqual([]);
      for (const call of [
        () => gql(t.url, UPDATE, { id: address.id, input: home({ label: 'Mine now' }) }, headers),
        () => gql(t.url, DELETE, { id: address.id }, headers),
        () => gql(t.url, SET_DEFAULT, { id: address.id }, headers),
      ]) {
        expect(firstError(await call())).toEqual({
          code: 'NOT_FOUND',
          message: `No saved address with id ${address.id}`,
          field: undefined,
        });
      }
    }
    expect(await t.shop.db.repo(SavedAddress).findOneByOrFail({ id: address.id })).toMatchObject({ label: 'Home', isDefault: true });
    for (const call of [
      () => gql(t.url, MINE),
      () => gql(t.url, CREATE, { input: home() }),
      () => gql(t.url, DELETE, { id: address.id }),
    ]) {
      expect(firstError(await call())?.code).toBe('UNAUTHENTICATED');
    }
  });
});
