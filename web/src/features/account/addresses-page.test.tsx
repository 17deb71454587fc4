import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../config/constants';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { AddressesPage } from './addresses-page';

interface Row {
  __typename: 'SavedAddress';
  id: number;
  label: string;
  fullName: string;
  phone: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
  isDefault: boolean;
}

const row = (id: number, label: string, isDefault: boolean, more: Partial<Row> = {}): Row => ({
  __typename: 'SavedAddress',
  id,
  label,
  fullName: 'Amelia Hart',
  phone: null,
  addressLine1: `${id} Park Row`,
  addressLine2: null,
  city: 'Leeds',
  postcode: 'LS1 4AP',
  isDefault,
  ...more,
});

/** A fake API keeping the addresses as the real one does (one default, the first one default). */
function renderAddresses(start: Row[], answer?: (name: string, variables: Record<string, unknown>) => Answer | undefined) {
  let rows = [...start];
  let next = 100;
  const sorted = () => [...rows].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
  const server = fakeServer((name, variables) => {
    const own = answer?.(name, variables);
    if (own) return own;
    const input = variables.input as Record<string, unknown> | undefined;
    switch (name) {
      case 'StoreMyAddresses':
        return { data: { myAddresses: sorted() } };
      case 'StoreCreateMyAddress': {
        const made = row(next++, String(input!.label), rows.length === 0 || input!.isDefault === true, {
          ...(input as Partial<Row>),
          postcode: String(input!.postcode).toUpperCase(),
        });
        if (made.isDefault) rows = rows.map((r) => ({ ...r, isDefault: false }));
        rows.push({ ...made, isDefault: made.isDefault });
        return { data: { createMyAddress: made } };
      }
      case 'StoreUpdateMyAddress': {
        rows = rows.map((r) => (r.id === variables.id ? { ...r, ...(input as Partial<Row>), isDefault: r.isDefault } : r));
        return { data: { updateMyAddress: rows.find((r) => r.id === variables.id) } };
      }
      case 'StoreDeleteMyAddress': {
        const gone = rows.find((r) => r.id === variables.id)!;
        rows = rows.filter((r) => r.id !== variables.id);
        if (gone.isDefault && rows[0]) rows[0] = { ...rows[0], isDefault: true };
        return { data: { deleteMyAddress: { __typename: 'SavedAddress', id: gone.id } } };
      }
      case 'StoreSetDefaultAddress':
        rows = rows.map((r) => ({ ...r, isDefault: r.id === variables.id }));
        return { data: { setDefaultAddress: { __typename: 'SavedAddress', id: variables.id, isDefault: true } } };
      default:
        throw new Error(`unexpected ${name}`);
    }
  });
  render(
    withProviders(
      server.client,
      '/account/addresses',
      <Routes>
        <Route path="/account/addresses" element={<AddressesPage />} />
      </Routes>,
    ),
  );
  const sent = (operation: string) => server.received.filter((r) => r.operationName === operation).map((r) => r.variables);
  return { ...server, sent };
}

describe('My Account: saved addresses', () => {
  let restore: () => void;
  beforeAll(() => {
    restore = installDialogAndKeyboardFocus();
  });
  afterAll(() => restore());
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c'));
  afterEach(() => window.localStorage.clear());

  test('a signed-out visitor is asked to log in and nothing is fetched', async () => {
    window.localStorage.clear();
    const { received } = renderAddresses([]);
    expect(await screen.findByRole('link', { name: 'log in' })).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  test('lists the addresses, the default first and marked with text', async () => {
    renderAddresses([row(1, 'Work', false, { addressLine2: 'Floor 3', phone: '0113 496 0000' }), row(2, 'Home', true)]);
    await screen.findByRole('heading', { name: 'Home Default' });
    const cards = screen.getAllByRole('listitem').filter((li) => li.closest('ul')?.className.includes('addresses'));
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Home Default', 'Work']);
    expect(within(cards[1]).getByText(/Floor 3/)).toBeInTheDocument();
    expect(within(cards[0]).queryByRole('button', { name: 'Make Home my default address' })).not.toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'Make Work my default address' })).toBeInTheDocument();
  });

  test('an empty list says so; adding checks the fields in the browser, errors under them, the first invalid focused', async () => {
    const user = userEvent.setup();
    const { sent } = renderAddresses([]);
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await waitFor(() => expect(within(form).getByLabelText('Label')).toHaveFocus());
    expect(within(form).getByRole('checkbox', { name: 'Make this my default address' })).toBeChecked();
    await user.type(within(form).getByLabelText('Postcode'), '12345');
    await user.type(within(form).getByLabelText(/^Phone/), '+33 1 23 45 67 89');
    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(await within(form).findByText('Label is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Label')).toHaveFocus();
    expect(within(form).getByLabelText('Label')).toHaveAccessibleDescription(expect.stringContaining('Label is required'));
    expect(within(form).getByText('Full name is required')).toBeInTheDocument();
    expect(within(form).getByText('Address line 1 is required')).toBeInTheDocument();
    expect(within(form).getByText('Town or city is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Postcode')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a UK postcode, like SW1A 1AA'),
    );
    // The same UK phone rule as the API and checkout (config/uk-contact.ts).
    expect(within(form).getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter a UK phone number, like 07700 900123'),
    );
    expect(sent('StoreCreateMyAddress')).toEqual([]);
  });

  test('adds an address with trimmed values, says so, and shows it in the list', async () => {
    const user = userEvent.setup();
    const { sent } = renderAddresses([row(1, 'Home', true)]);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    expect(within(form).getByRole('checkbox', { name: 'Make this my default address' })).not.toBeChecked();
    await user.type(within(form).getByLabelText('Label'), '  Work ');
    await user.type(within(form).getByLabelText('Full name'), 'Amelia Hart');
    await user.type(within(form).getByLabelText('Address line 1'), '5 Wellington St');
    await user.type(within(form).getByLabelText('Town or city'), 'Leeds');
    await user.type(within(form).getByLabelText('Postcode'), 'ls1 4dl');
    await user.keyboard('{Enter}');
    expect(await screen.findByText("The address 'Work' was added.")).toBeInTheDocument();
    expect(sent('StoreCreateMyAddress')).toEqual([
      {
        input: {
          label: 'Work',
          fullName: 'Amelia Hart',
          phone: null,
          addressLine1: '5 Wellington St',
          addressLine2: null,
          city: 'Leeds',
          postcode: 'ls1 4dl',
          isDefault: false,
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Work' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument();
  });

  test("the server's message goes under the field it names", async () => {
    const user = userEvent.setup();
    renderAddresses([row(1, 'Home', true)], (name) =>
      name === 'StoreUpdateMyAddress'
        ? {
            errors: [{ message: 'Enter a UK postcode, like SW1A 1AA', extensions: { code: 'BAD_USER_INPUT', field: 'postcode' } }],
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const form = screen.getByRole('form', { name: 'Edit address Home' });
    expect(within(form).getByText('This is your default address. To change that, make another address the default.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Postcode'));
    await user.type(within(form).getByLabelText('Postcode'), 'ZZ9 9ZZ');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    const postcode = within(form).getByLabelText('Postcode');
    await waitFor(() => expect(postcode).toHaveAccessibleDescription(expect.stringContaining('Enter a UK postcode, like SW1A 1AA')));
    expect(postcode).toHaveFocus();
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
  });

  test('delete asks first, naming the address; Cancel keeps it, Delete removes it', async () => {
    const user = userEvent.setup();
    const { sent } = renderAddresses([row(1, 'Home', true), row(2, 'Work', false)]);
    await user.click(await screen.findByRole('button', { name: 'Delete Work' }));
    let dialog = screen.getByRole('dialog', { name: "Delete the address 'Work'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('StoreDeleteMyAddress')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete Work' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete Home' }));
    dialog = screen.getByRole('dialog', { name: "Delete the address 'Home'?" });
    expect(within(dialog).getByText(/Your oldest other address becomes the default/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText("The address 'Home' was deleted.")).toBeInTheDocument();
    expect(sent('StoreDeleteMyAddress')).toEqual([{ id: 1 }]);
    expect(await screen.findByRole('heading', { name: 'Work Default' })).toBeInTheDocument();
  });

  test('make default, by keyboard', async () => {
    const user = userEvent.setup();
    const { sent } = renderAddresses([row(1, 'Home', true), row(2, 'Work', false)]);
    const button = await screen.findByRole('button', { name: 'Make Work my default address' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText("'Work' is now your default address.")).toBeInTheDocument();
    expect(sent('StoreSetDefaultAddress')).toEqual([{ id: 2 }]);
    expect(await screen.findByRole('heading', { name: 'Work Default' })).toBeInTheDocument();
  });

  test('a failed load shows the message and Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAddresses([row(1, 'Home', true)], (name) => (name === 'StoreMyAddresses' && fail ? { networkError: true } : undefined));
    expect(await screen.findByText('Failed to fetch addresses')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Home Default' })).toBeInTheDocument();
  });
});
