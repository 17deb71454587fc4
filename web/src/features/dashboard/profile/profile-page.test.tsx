import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminViewerDocument } from '../../../generated/graphql';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { ProfilePage } from './profile-page';
import { fakeServer, type Answer } from '../../../testing/test-support';

const ME = { __typename: 'User', id: 4, name: 'Sam Staff', email: 'sam@beauty.example.co.uk', role: 'ADMIN', image: null };

/** The top bar's part that matters here: the name it shows, from the guard's AdminViewer. */
function TopBarName() {
  const { data } = useQuery(AdminViewerDocument);
  return <p data-testid="top-bar-name">{data?.me.name}</p>;
}

function renderProfile(answers: Partial<Record<string, (variables: Record<string, unknown>) => Answer>> = {}) {
  const server = fakeServer((name, variables) => {
    if (name === 'AdminViewer') return { data: { me: ME } };
    if (name === 'AdminTwoFactorStatus')
      return {
        data: {
          twoFactorStatus: {
            __typename: 'TwoFactorStatus',
            available: true,
            enabled: false,
            enabledAt: null,
            recoveryCodesLeft: 0,
            setupRequired: false,
          },
        },
      };
    const answer = answers[name];
    if (answer) return answer(variables);
    throw new Error(`unexpected ${name}`);
  });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/profile',
        element: (
          <>
            <TopBarName />
            <ProfilePage />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard/profile'] },
  );
  render(
    <ApolloProvider client={server.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  const sent = (operation: string) => server.received.filter((r) => r.operationName === operation).map((r) => r.variables);
  return { ...server, sent };
}

const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent ?? '';
};

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());
afterEach(() => localStorage.clear());

describe('my profile', () => {
  test("a confirmation that differs says 'Passwords do not match' under it, and nothing is sent", async () => {
    const user = userEvent.setup();
    const t = renderProfile();
    await user.type(await screen.findByLabelText('Current password'), 'Old-pass-123');
    await user.type(screen.getByLabelText('New password'), 'New-pass-456');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-pass-457');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const confirm = screen.getByLabelText('Confirm new password');
    await waitFor(() => expect(errorOf(confirm)).toBe('Passwords do not match'));
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
    expect(t.sent('AdminChangePassword')).toEqual([]);
  });

  test('a changed password keeps the new token the server answers (every earlier one has ended)', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'old-token');
    const t = renderProfile({
      AdminChangePassword: () => ({
        data: { changePassword: { __typename: 'PasswordChangedPayload', message: 'Password changed successfully', token: 'new-token' } },
      }),
    });
    await user.type(await screen.findByLabelText('Current password'), 'Old-pass-123');
    await user.type(screen.getByLabelText('New password'), 'New-pass-456');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-pass-456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('new-token'));
    expect(t.sent('AdminChangePassword')).toEqual([
      { currentPassword: 'Old-pass-123', newPassword: 'New-pass-456', confirmPassword: 'New-pass-456' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  test("the server's refusal of the current password shows under that field", async () => {
    const user = userEvent.setup();
    renderProfile({
      AdminChangePassword: () => ({
        errors: [{ message: 'Current password is incorrect', extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } }],
      }),
    });
    await user.type(await screen.findByLabelText('Current password'), 'Wrong-pass-1');
    await user.type(screen.getByLabelText('New password'), 'New-pass-456');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-pass-456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Current password'))).toBe('Current password is incorrect'));
  });

  test('a new name is saved with updateProfile and the top bar follows', async () => {
    const user = userEvent.setup();
    const t = renderProfile({
      AdminUpdateProfile: (variables) => ({ data: { updateProfile: { ...ME, name: (variables.input as { name: string }).name } } }),
    });
    expect(await screen.findByTestId('top-bar-name')).toHaveTextContent('Sam Staff');
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(errorOf(name)).toBe('Name is required'));
    await user.type(name, '  Samira Staff ');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getByTestId('top-bar-name')).toHaveTextContent('Samira Staff'));
    expect(t.sent('AdminUpdateProfile')).toEqual([{ input: { name: 'Samira Staff' } }]);
  });
});
