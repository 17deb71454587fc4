import { Role } from '../../api/src/common/roles';
import { insertUser } from '../helpers/orders';
import { ask, askError } from '../helpers/store';
import { sqliteOnly } from '../helpers/test-db';
import { graphql } from '../generated';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const SETTINGS = graphql(`
  query ShopSettingsPublic {
    shopSettings {
      shopName
      companyNumber
      vatNumber
      addressLine1
      addressLine2
      city
      postcode
      contactEmail
      facebookUrl
      instagramUrl
    }
  }
`);
const BANK = graphql(`
  query ShopSettingsBank {
    shopBankDetails {
      accountName
      sortCode
      accountNumber
    }
  }
`);
const UPDATE = graphql(`
  mutation ShopSettingsUpdate($input: UpdateShopSettingsInput!) {
    updateShopSettings(input: $input) {
      shopName
      companyNumber
      vatNumber
      addressLine1
      addressLine2
      city
      postcode
      contactEmail
      facebookUrl
      instagramUrl
    }
  }
`);

const full = {
  shopName: '  Glow & Go Beauty ',
  companyNumber: 'sc 123456',
  vatNumber: 'gb 123 4567 89',
  addressLine1: '12 High Street',
  addressLine2: 'Unit 4',
  city: 'Leeds',
  postcode: 'ls1 4ap',
  contactEmail: 'Hello@GlowAndGo.co.uk',
  facebookUrl: 'https://www.facebook.com/glowandgo',
  instagramUrl: 'https://www.instagram.com/glowandgo',
  bankAccountName: 'Glow & Go Ltd',
  bankSortCode: '20 00 00',
  bankAccountNumber: '55779911',
};

describe.each(sqliteOnly)('shop settings on %s', (dialect) => {
  let t: TestShop;
  let admin: Record<string, string>;
  let superAdmin: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    admin = (await insertUser(t, Role.ADMIN)).headers;
    superAdmin = (await insertUser(t, Role.SUPER_ADMIN)).headers;
    customer = (await insertUser(t, Role.USER)).headers;
  });
  afterAll(() => t?.close());

  test('before staff save any, anyone reads the defaults: the shop name and nothing else; no bank details anywhere public', async () => {
    expect((await ask(t, SETTINGS)).shopSettings).toEqual({
      shopName: 'Beauty Shop',
      companyNumber: null,
      vatNumber: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      postcode: null,
      contactEmail: null,
      facebookUrl: null,
      instagramUrl: null,
    });
    const bankOnPublicType = await gql(t.url, '{ shopSettings { bankSortCode } }');
    expect(bankOnPublicType.errors?.[0].message).toMatch(/Cannot query field "bankSortCode" on type "ShopSettings"/);
    expect((await ask(t, BANK, {}, admin)).shopBankDetails).toEqual({ accountName: null, sortCode: null, accountNumber: null });
  });

  test('the bank details and the update are for staff: anonymous is UNAUTHENTICATED, a customer FORBIDDEN', async () => {
    expect((await askError(t, BANK)).code).toBe('UNAUTHENTICATED');
    expect((await askError(t, BANK, {}, customer)).code).toBe('FORBIDDEN');
    expect((await askError(t, UPDATE, { input: { shopName: 'Hijacked' } })).code).toBe('UNAUTHENTICATED');
    expect((await askError(t, UPDATE, { input: { shopName: 'Hijacked' } }, customer)).code).toBe('FORBIDDEN');
    expect((await ask(t, SETTINGS)).shopSettings.shopName).toBe('Beauty Shop');
  });

  test('staff save every field in its normal form; the public sees the details, staff the bank details; one row is kept', async () => {
    const saved = (await ask(t, UPDATE, { input: full }, admin)).updateShopSettings;
    const expected = {
      shopName: 'Glow & Go Beauty',
      companyNumber: 'SC123456',
      vatNumber: 'GB123456789',
      addressLine1: '12 High Street',
      addressLine2: 'Unit 4',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      contactEmail: 'hello@glowandgo.co.uk',
      facebookUrl: 'https://www.facebook.com/glowandgo',
      instagramUrl: 'https://www.instagram.com/glowandgo',
    };
    expect(saved).toEqual(expected);
    expect((await ask(t, SETTINGS)).shopSettings).toEqual(expected);
    expect((await ask(t, BANK, {}, superAdmin)).shopBankDetails).toEqual({
      accountName: 'Glow & Go Ltd',
      sortCode: '20-00-00',
      accountNumber: '55779911',
    });

    // A field left out is kept; null or '' clears it; a super-admin may save too.
    const changed = (await ask(t, UPDATE, { input: { addressLine2: null, instagramUrl: '', city: 'York' } }, superAdmin))
      .updateShopSettings;
    expect(changed).toEqual({ ...expected, addressLine2: null, instagramUrl: null, city: 'York' });
    const [{ n }] = await t.shop.db.dataSource.query('SELECT COUNT(*) AS n FROM shop_settings');
    expect(Number(n)).toBe(1);
  });

  test.each([
    [{ shopName: '   ' }, 'shopName', 'Shop name is required'],
    [{ shopName: 'x'.repeat(121) }, 'shopName', 'Shop name must be at most 120 characters'],
    [
      { facebookUrl: 'http://www.facebook.com/glowandgo' },
      'facebookUrl',
      'Facebook link must be an https:// address, like https://www.instagram.com/yourshop',
    ],
    [
      { instagramUrl: 'javascript:alert(1)' },
      'instagramUrl',
      'Instagram link must be an https:// address, like https://www.instagram.com/yourshop',
    ],
    [
      { instagramUrl: 'www.instagram.com/glowandgo' },
      'instagramUrl',
      'Instagram link must be an https:// address, like https://www.instagram.com/yourshop',
    ],
    [{ bankSortCode: '12-34-5' }, 'bankSortCode', 'Sort code must be 6 digits, like 12-34-56'],
    [{ bankSortCode: '12/34/56' }, 'bankSortCode', 'Sort code must be 6 digits, like 12-34-56'],
    [{ bankAccountNumber: '1234567' }, 'bankAccountNumber', 'Account number must be 8 digits'],
    [{ contactEmail: 'hello@' }, 'contactEmail', 'Email must be a valid email address, like name@example.co.uk'],
    [{ postcode: '12345' }, 'postcode', 'Enter a UK postcode, like SW1A 1AA'],
    [{ companyNumber: '1234' }, 'companyNumber', 'Company number must be 8 digits, or 2 letters and 6 digits, like 01234567 or SC123456'],
    [{ vatNumber: 'FR12345678901' }, 'vatNumber', 'VAT number must be GB followed by 9 or 12 digits, like GB123456789'],
    [{ bankSortCode: null }, 'bankSortCode', 'Bank details need the account name, the sort code and the account number together'],
  ])('%j is refused as BAD_USER_INPUT on %s, and nothing changes', async (input, field, message) => {
    const before = (await ask(t, SETTINGS)).shopSettings;
    expect(await askError(t, UPDATE, { input }, admin)).toEqual({ code: 'BAD_USER_INPUT', field, message });
    expect((await ask(t, SETTINGS)).shopSettings).toEqual(before);
  });
});
