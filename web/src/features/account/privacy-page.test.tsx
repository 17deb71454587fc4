import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../config/constants';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { PrivacyPage } from './privacy-page';

function renderPrivacy(answer: (name: string, variables: Record<string, unknown>) => Answer) {
  const server = fakeServer(answer);
  render(
    withProviders(
      server.client,
      '/account/privacy',
      <Routes>
        <Route path="/account/privacy" element={<PrivacyPage />} />
        <Route path="/" element={<p>The home page</p>} />
      </Routes>,
    ),
  );
  return server;
}

describe('My Account: privacy', () => {
  let restore: () => void;
  const created: Blob[] = [];
  beforeAll(() => {
    restore = installDialogAndKeyboardFocus();
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:my-data';
      },
      revokeObjectURL: () => undefined,
    });
  });
  afterAll(() => restore());
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c'));
  afterEach(() => {
    window.localStorage.clear();
    created.length = 0;
  });

  test('Download my data saves the JSON the API answers as a file', async () => {
    const user = userEvent.setup();
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    renderPrivacy((name) =>
      name === 'StoreMyData'
        ? {
            data: {
              myData: {
                __typename: 'MyDataExport',
                fileName: 'beauty-shop-my-data-2026-11-24.json',
                json: '{"profile":{"name":"Amelia Hart"}}',
              },
            },
          }
        : { errors: [{ message: `unexpected ${name}` }] },
    );
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data was saved as beauty-shop-my-data-2026-11-24.json.')).toBeInTheDocument();
    expect(clicks).toEqual(['beauty-shop-my-data-2026-11-24.json blob:my-data']);
    expect(created[0].type).toBe('application/json');
    expect(
      await new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.readAsText(created[0]);
      }),
    ).toBe('{"profile":{"name":"Amelia Hart"}}');
    click.mockRestore();
  });

  test("Delete my account asks for the password, shows the server's answer under it, then logs out and goes home", async () => {
    const user = userEvent.setup();
    const server = renderPrivacy((name, variables) => {
      if (name !== 'StoreDeleteMyAccount') return { errors: [{ message: `unexpected ${name}` }] };
      return variables.password === 'Secret-pass-123'
        ? { data: { deleteMyAccount: { __typename: 'AccountMessage', message: 'Your account has been deleted' } } }
        : { errors: [{ message: 'Password is incorrect', extensions: { code: 'BAD_USER_INPUT', field: 'password' } }] };
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(server.received).toEqual([]);
    await user.type(password, 'wrong-pass-1{Enter}');
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('a.b.c');
    await user.clear(password);
    await user.type(password, 'Secret-pass-123{Enter}');
    expect(await screen.findByText('The home page')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(server.received.map((r) => r.variables)).toEqual([{ password: 'wrong-pass-1' }, { password: 'Secret-pass-123' }]);
  });

  test('Cancel closes without deleting', async () => {
    const user = userEvent.setup();
    const server = renderPrivacy(() => ({ errors: [{ message: 'unexpected' }] }));
    const open = await screen.findByRole('button', { name: 'Delete my account' });
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(server.received).toEqual([]);
  });
});
