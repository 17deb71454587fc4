import { describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SettingsPage } from './settings-page';
import { fakeServer, type Answer } from '../../../testing/test-support';

const SHOP = {
  __typename: 'ShopSettings',
  id: 1,
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
  pointsPerPound: 100,
  pointsRedeemable: true,
};

function renderSettings(save: (input: Record<string, unknown>) => Answer) {
  const server = fakeServer((name, variables) => {
    if (name === 'AdminShopSettings')
      return {
        data: {
          shopSettings: SHOP,
          shopBankDetails: { __typename: 'ShopBankDetails', accountName: null, sortCode: null, accountNumber: null },
        },
      };
    if (name === 'AdminUpdateShopSettings') return save(variables.input as Record<string, unknown>);
    throw new Error(`unexpected ${name}`);
  });
  const router = createMemoryRouter([{ path: '/dashboard/settings', element: <SettingsPage /> }], {
    initialEntries: ['/dashboard/settings'],
  });
  render(
    <ApolloProvider client={server.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return () => server.received.filter((r) => r.operationName === 'AdminUpdateShopSettings').map((r) => r.variables.input);
}

describe('Settings: the reward points rule', () => {
  test('staff change points per £1 and switch spending off; only the rule is sent, and a bad figure is said under its field', async () => {
    const user = userEvent.setup();
    const saves = renderSettings((input) => ({ data: { updateShopSettings: { ...SHOP, ...input } } }));
    const form = await screen.findByRole('form', { name: 'Reward points rule' });
    const perPound = within(form).getByLabelText('Points per £1 off');
    const spending = within(form).getByRole('checkbox', { name: 'Customers may spend points at checkout' });
    expect(perPound).toHaveValue('100');
    expect(spending).toBeChecked();

    await user.clear(perPound);
    await user.type(perPound, '0');
    await user.click(within(form).getByRole('button', { name: 'Save points rule' }));
    expect(await within(form).findByText('Points per £1 must be a whole number from 1 to 10,000')).toBeInTheDocument();
    expect(perPound).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toEqual([]);

    await user.clear(perPound);
    await user.type(perPound, '50');
    await user.click(spending);
    await user.click(within(form).getByRole('button', { name: 'Save points rule' }));
    await waitFor(() => expect(saves()).toEqual([{ pointsPerPound: 50, pointsRedeemable: false }]));
    expect(await screen.findByText('Reward points rule saved')).toBeInTheDocument();
  });

  test("the shop's refusal is said under the field", async () => {
    const user = userEvent.setup();
    renderSettings(() => ({
      errors: [
        {
          message: 'Points per £1 must be a whole number from 1 to 10,000',
          extensions: { code: 'BAD_USER_INPUT', field: 'pointsPerPound' },
        },
      ],
    }));
    const form = await screen.findByRole('form', { name: 'Reward points rule' });
    await user.click(within(form).getByRole('button', { name: 'Save points rule' }));
    expect(await within(form).findByText('Points per £1 must be a whole number from 1 to 10,000')).toBeInTheDocument();
    expect(within(form).getByLabelText('Points per £1 off')).toHaveFocus();
  });
});
