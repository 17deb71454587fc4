import { Role } from '../../api/src/common/roles';
import { insertUser } from '../helpers/orders';
import { ask, askError } from '../helpers/store';
import { dialects } from '../helpers/test-db';
import { graphql } from '../generated';
import { startTestShop, TestShop } from '../helpers/test-shop';

const RATES = graphql(`
  query CurrencyRatesPublic {
    shopSettings {
      audRate
      eurRate
    }
  }
`);
const SAVE_RATES = graphql(`
  mutation CurrencyRatesSave($input: UpdateShopSettingsInput!) {
    updateShopSettings(input: $input) {
      shopName
      audRate
      eurRate
    }
  }
`);

describe.each(dialects)('the currency rates of Settings on %s', (dialect) => {
  let t: TestShop;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestShop(dialect);
    admin = (await insertUser(t, Role.ADMIN)).headers;
    customer = (await insertUser(t, Role.USER)).headers;
  });
  afterAll(() => t?.close());

  test('unset until staff save them (the storefront then shows pounds only); staff set them, anyone reads them as numbers', async () => {
    expect((await ask(t, RATES)).shopSettings).toEqual({ audRate: null, eurRate: null });
    const saved = (await ask(t, SAVE_RATES, { input: { audRate: 1.92, eurRate: 1.17 } }, admin)).updateShopSettings;
    expect(saved).toEqual({ shopName: 'Beauty Shop', audRate: 1.92, eurRate: 1.17 });
    expect((await ask(t, RATES)).shopSettings).toEqual({ audRate: 1.92, eurRate: 1.17 });

    // Kept to 4 decimal places; a rate left out is kept, null clears it; other settings are untouched.
    expect((await ask(t, SAVE_RATES, { input: { audRate: 1.923456 } }, admin)).updateShopSettings).toEqual({
      shopName: 'Beauty Shop',
      audRate: 1.9235,
      eurRate: 1.17,
    });
    expect((await ask(t, SAVE_RATES, { input: { eurRate: null, shopName: 'Glow & Go' } }, admin)).updateShopSettings).toEqual({
      shopName: 'Glow & Go',
      audRate: 1.9235,
      eurRate: null,
    });
    expect((await ask(t, SAVE_RATES, { input: { eurRate: 1000 } }, admin)).updateShopSettings.eurRate).toBe(1000);
  });

  test('only staff change them', async () => {
    const before = (await ask(t, RATES)).shopSettings;
    expect((await askError(t, SAVE_RATES, { input: { audRate: 99 } })).code).toBe('UNAUTHENTICATED');
    expect((await askError(t, SAVE_RATES, { input: { audRate: 99 } }, customer)).code).toBe('FORBIDDEN');
    expect((await ask(t, RATES)).shopSettings).toEqual(before);
  });

  test.each([
    [{ audRate: 0 }, 'audRate', 'Australian dollar rate must be above 0 and at most 1,000 (what £1 buys)'],
    [{ audRate: -1.5 }, 'audRate', 'Australian dollar rate must be above 0 and at most 1,000 (what £1 buys)'],
    [{ audRate: 0.00004 }, 'audRate', 'Australian dollar rate must be above 0 and at most 1,000 (what £1 buys)'],
    [{ eurRate: 1000.01 }, 'eurRate', 'Euro rate must be above 0 and at most 1,000 (what £1 buys)'],
  ])('%j is refused as BAD_USER_INPUT on %s, and nothing changes', async (input, field, message) => {
    const before = (await ask(t, RATES)).shopSettings;
    expect(await askError(t, SAVE_RATES, { input }, admin)).toEqual({ code: 'BAD_USER_INPUT', field, message });
    expect((await ask(t, RATES)).shopSettings).toEqual(before);
  });
});
