import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { SettingsPage } from './settings-page';
import { fakeServer, type Answer } from '../../../testing/test-support';

const SAVED: Record<string, unknown> = {
  __typename: 'ShopSettings',
  id: 1,
  shopName: 'Beauty Shop',
  companyNumber: '01234567',
  vatNumber: null,
  addressLine1: '1 High Street',
  addressLine2: null,
  city: 'London',
  postcode: 'SW1A 1AA',
  contactEmail: 'hello@beauty.example.co.uk',
  facebookUrl: null,
  instagramUrl: 'https://www.instagram.com/beautyshop',
  carrier: 'royal-mail',
  pointsPerPound: 100,
  pointsRedeemable: true,
  audRate: 1.95,
  eurRate: null,
};
const BANK: Record<string, string | null> = { __typename: 'ShopBankDetails', accountName: null, sortCode: null, accountNumber: null };

function renderSettings(save: (input: Record<string, unknown>) => Answer) {
  let shop = { ...SAVED };
  let bank = { ...BANK };
  const server = fakeServer((name, variables) => {
    if (name === 'AdminShopSettings') return { data: { shopSettings: shop, shopBankDetails: bank } };
    if (name === 'AdminUpdateShopSettings') {
      const answer = save(variables.input as Record<string, unknown>);
      if ('data' in answer) {
        const input = variables.input as Record<string, string | null>;
        shop = {
          ...shop,
          ...Object.fromEntries(
            Object.keys(SAVED)
              .filter((k) => k in input)
              .map((k) => [k, input[k]]),
          ),
        };
        bank = { ...bank, accountName: input.bankAccountName, sortCode: input.bankSortCode, accountNumber: input.bankAccountNumber };
      }
      return answer;
    }
    throw new Error(`unexpected ${name}`);
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/settings', element: <SettingsPage /> },
      { path: '/dashboard', element: <p>Dashboard home</p> },
    ],
    { initialEntries: ['/dashboard/settings'] },
  );
  render(
    <ApolloProvider client={server.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  const saves = () => server.received.filter((r) => r.operationName === 'AdminUpdateShopSettings').map((r) => r.variables.input);
  return { ...server, router, saves };
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => {
  const ids = (box(label).getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent ?? '';
};
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(box(label));
  if (text) await user.type(box(label), text);
}

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('the settings screen', () => {
  test('four fieldsets filled with what the server keeps', async () => {
    renderSettings(() => ({ errors: [{ message: 'not called' }] }));
    expect(await screen.findByRole('group', { name: 'Shop details' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bank details' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Social links' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Carrier' })).toHaveDisplayValue('Royal Mail');
    expect(screen.getByRole('group', { name: 'Currency rates' })).toBeInTheDocument();
    expect(box('Shop name').value).toBe('Beauty Shop');
    expect(box('Euros (€) to £1').value).toBe('');
    expect(box('Postcode').value).toBe('SW1A 1AA');
    expect(box('Instagram page').value).toBe('https://www.instagram.com/beautyshop');
    expect(box('Sort code').value).toBe('');
  });

  test('the browser refuses bad values with a message under each field, and nothing is sent', async () => {
    const user = userEvent.setup();
    const t = renderSettings(() => ({ errors: [{ message: 'not called' }] }));
    await screen.findByLabelText('Shop name');
    await retype(user, 'Shop name', '   ');
    await retype(user, 'Contact email', 'hello@beauty');
    await retype(user, 'Facebook page', 'http://facebook.com/beautyshop');
    await retype(user, 'Instagram page', 'instagram.com/beautyshop');
    await retype(user, 'Account name', 'Beauty Shop Ltd');
    await retype(user, 'Sort code', '12-34-5');
    await retype(user, 'Account number', '1234567');
    await retype(user, 'VAT number', 'GB12345');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(errorOf('Shop name')).toBe('Shop name is required'));
    expect(box('Shop name')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Shop name')).toHaveFocus();
    expect(errorOf('Contact email')).toBe('Email must be a valid email address, like name@example.co.uk');
    expect(errorOf('Facebook page')).toBe('Facebook link must be an https:// address, like https://www.facebook.com/yourshop');
    expect(errorOf('Instagram page')).toBe('Instagram link must be an https:// address, like https://www.instagram.com/yourshop');
    expect(errorOf('Sort code')).toBe('Sort code must be 6 digits, like 12-34-56');
    expect(errorOf('Account number')).toBe('Account number must be 8 digits');
    expect(errorOf('VAT number')).toBe('VAT number must be GB followed by 9 or 12 digits, like GB123456789');
    expect(t.saves()).toHaveLength(0);
  });

  test('bank details go together: one given alone marks the others', async () => {
    const user = userEvent.setup();
    const t = renderSettings(() => ({ errors: [{ message: 'not called' }] }));
    await screen.findByLabelText('Shop name');
    await retype(user, 'Sort code', '12-34-56');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const together = 'Bank details need the account name, the sort code and the account number together';
    await waitFor(() => expect(errorOf('Account name')).toBe(together));
    expect(errorOf('Account number')).toBe(together);
    expect(errorOf('Sort code')).toBe('');
    expect(t.saves()).toHaveLength(0);
  });

  test('Save sends every field trimmed (blanks cleared as null) once, however often it is clicked, and the form is clean again', async () => {
    const user = userEvent.setup();
    const t = renderSettings(() => ({
      data: { updateShopSettings: { ...SAVED, city: 'Manchester', facebookUrl: 'https://www.facebook.com/beautyshop' } },
    }));
    await screen.findByLabelText('Shop name');
    await retype(user, 'City', '  Manchester ');
    await retype(user, 'Address line 1', '');
    await retype(user, 'Facebook page', 'https://www.facebook.com/beautyshop');
    await retype(user, 'Account name', 'Beauty Shop Ltd');
    await retype(user, 'Sort code', '123456');
    await retype(user, 'Account number', '12345678');
    await user.selectOptions(screen.getByLabelText('Carrier'), 'DPD');
    await retype(user, 'Euros (€) to £1', ' 1.17 ');
    expect(screen.queryByText('No unsaved changes')).not.toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(t.saves()).toHaveLength(1));
    expect(t.saves()[0]).toEqual({
      shopName: 'Beauty Shop',
      companyNumber: '01234567',
      vatNumber: null,
      addressLine1: null,
      addressLine2: null,
      city: 'Manchester',
      postcode: 'SW1A 1AA',
      contactEmail: 'hello@beauty.example.co.uk',
      bankAccountName: 'Beauty Shop Ltd',
      bankSortCode: '123456',
      bankAccountNumber: '12345678',
      facebookUrl: 'https://www.facebook.com/beautyshop',
      instagramUrl: 'https://www.instagram.com/beautyshop',
      carrier: 'dpd',
      audRate: 1.95,
      eurRate: 1.17,
    });
    expect(await screen.findByText('No unsaved changes')).toBeInTheDocument();
    expect(t.saves()).toHaveLength(1);
    expect(box('City').value).toBe('Manchester');
    expect(box('Sort code').value).toBe('123456');
    // Saved: leaving asks nothing (jsdom has no Request, so the router cannot finish the navigation here).
    await act(async () => {
      await t.router.navigate('/dashboard').catch(() => undefined);
    });
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  test("a currency rate must be above 0 and at most 1,000; the refusal is the API's own words and nothing is sent", async () => {
    const user = userEvent.setup();
    const t = renderSettings(() => ({ errors: [{ message: 'not called' }] }));
    await screen.findByLabelText('Shop name');
    expect(box('Australian dollars (A$) to £1').value).toBe('1.95');
    for (const typed of ['0', '-2', 'two', '1000.5']) {
      await retype(user, 'Australian dollars (A$) to £1', typed);
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() =>
        expect(errorOf('Australian dollars (A$) to £1')).toBe('Australian dollar rate must be above 0 and at most 1,000 (what £1 buys)'),
      );
    }
    expect(t.saves()).toHaveLength(0);
  });

  test("the server's refusal shows under the field it names", async () => {
    const user = userEvent.setup();
    const message = 'Enter a UK postcode, like SW1A 1AA';
    renderSettings(() => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'postcode' } }] }));
    await screen.findByLabelText('Shop name');
    await retype(user, 'Postcode', 'SW1A 9ZZ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(errorOf('Postcode')).toBe(message));
    expect(box('Postcode')).toHaveFocus();
  });

  test('leaving with unsaved changes asks first', async () => {
    const user = userEvent.setup();
    const t = renderSettings(() => ({ errors: [{ message: 'not called' }] }));
    await screen.findByLabelText('Shop name');
    await retype(user, 'Shop name', 'Beauty Shop UK');
    await act(async () => {
      void t.router.navigate('/dashboard');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(t.router.state.location.pathname).toBe('/dashboard/settings');
    expect(box('Shop name').value).toBe('Beauty Shop UK');
  });
});
