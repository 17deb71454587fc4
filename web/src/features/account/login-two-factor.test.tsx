import { afterEach, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { LoginPage } from './login-page';

const USER = { __typename: 'User', id: 3, name: 'Sam Staff', role: 'ADMIN', image: null };
const CHALLENGE = {
  data: {
    login: { __typename: 'LoginPayload', token: null, twoFactorChallenge: 'challenge-1', twoFactorSetupRequired: false, user: null },
  },
};
const signedIn = (token: string) => ({ data: { verifyTwoFactor: { __typename: 'LoginPayload', token, user: USER } } });

function renderLogin(answers: Record<string, (variables: Record<string, unknown>) => Answer>) {
  const server = fakeServer((name, variables) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected ${name}`);
    return answer(variables);
  });
  render(
    withProviders(
      server.client,
      '/login',
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>,
    ),
  );
  const sent = (name: string) => server.received.filter((r) => r.operationName === name).map((r) => r.variables);
  return { sent };
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'sam@beauty.example.co.uk');
  await user.type(screen.getByLabelText('Password'), 'Secret-pass-123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => localStorage.clear());

describe('login with two-factor sign-in', () => {
  test('the password step leads to one code field for the app (one-time-code, numeric); a wrong code says so, the right one signs in', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const t = renderLogin({
      StoreLogin: () => CHALLENGE,
      StoreVerifyTwoFactor: () =>
        ++tries === 1
          ? {
              errors: [
                {
                  message: 'That code is not right: type the 6-digit code your authenticator app shows now, or a recovery code',
                  extensions: { code: 'BAD_USER_INPUT', field: 'code' },
                },
              ],
            }
          : signedIn('session-token'),
    });
    await passwordStep(user);
    const code = await screen.findByLabelText('Code from your authenticator app');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(localStorage.getItem('token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription('Type the 6-digit code from your app');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription('The code is 6 digits');
    expect(t.sent('StoreVerifyTwoFactor')).toEqual([]);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(t.sent('StoreVerifyTwoFactor')).toEqual([
      { challenge: 'challenge-1', code: '123456' },
      { challenge: 'challenge-1', code: '654321' },
    ]);
  });

  test("'Use a recovery code' switches the field to a recovery code, sent as typed", async () => {
    const user = userEvent.setup();
    const t = renderLogin({ StoreLogin: () => CHALLENGE, StoreVerifyTwoFactor: () => signedIn('recovered-token') });
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(field).not.toHaveAttribute('inputmode', 'numeric');
    await user.type(field, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('recovered-token'));
    expect(t.sent('StoreVerifyTwoFactor')).toEqual([{ challenge: 'challenge-1', code: 'abcde-fghjk' }]);
  });

  test('an expired challenge goes back to the password step and says why', async () => {
    const user = userEvent.setup();
    renderLogin({
      StoreLogin: () => CHALLENGE,
      StoreVerifyTwoFactor: () => ({
        errors: [
          { message: 'This sign-in has expired: sign in again with your email and password', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      }),
    });
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This sign-in has expired: sign in again with your email and password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@beauty.example.co.uk');
  });

  test('staff who must set up two-factor sign-in (STAFF_2FA=required) go straight to My Profile', async () => {
    const user = userEvent.setup();
    renderLogin({
      StoreLogin: () => ({
        data: {
          login: { __typename: 'LoginPayload', token: 'enrol-only', twoFactorChallenge: null, twoFactorSetupRequired: true, user: USER },
        },
      }),
    });
    await passwordStep(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/profile$/));
    expect(localStorage.getItem('token')).toBe('enrol-only');
  });
});
