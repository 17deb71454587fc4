import { afterEach, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { StaffGuard } from './guard';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';

/** Stands in for /login: shows where it would send the visitor back to. */
function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Login page, then back to {state?.from}</p>;
}

const twoFactor = (setupRequired: boolean): Answer => ({
  data: {
    twoFactorStatus: {
      __typename: 'TwoFactorStatus',
      available: true,
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      setupRequired,
    },
  },
});

function renderGuard(answer: Answer, twoFactorAnswer = twoFactor(false)) {
  const server = fakeServer((name) => (name === 'AdminTwoFactorStatus' ? twoFactorAnswer : answer));
  render(
    withProviders(
      server.client,
      '/dashboard/brands?page=2',
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/dashboard/*" element={<StaffGuard>{(viewer) => <p>Back office for {viewer.name}</p>}</StaffGuard>} />
      </Routes>,
    ),
  );
  return server;
}

const me = (role: string) => ({
  data: { me: { __typename: 'User', id: 7, name: 'Priya Shah', email: 'priya@example.co.uk', role, image: null } },
});

afterEach(() => window.localStorage.clear());

describe('the back office guard', () => {
  test('a visitor who is not logged in goes to /login, which sends them back to the page asked for', async () => {
    const server = renderGuard(me('ADMIN'));
    expect(await screen.findByText('Login page, then back to /dashboard/brands?page=2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(server.received).toHaveLength(0);
  });

  test('a token the API no longer accepts is dropped and the visitor logs in again', async () => {
    window.localStorage.setItem('token', 'stale');
    renderGuard({ errors: [{ message: 'Please log in', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await screen.findByText('Login page, then back to /dashboard/brands?page=2')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  test('a logged-in customer is told they have no access, with a link home', async () => {
    window.localStorage.setItem('token', 'customer');
    renderGuard(me('USER'));
    expect(await screen.findByRole('heading', { name: 'You do not have access to the back office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Back office for/)).not.toBeInTheDocument();
  });

  test.each(['ADMIN', 'SUPER_ADMIN'])('staff (%s) get in', async (role) => {
    window.localStorage.setItem('token', 'staff');
    renderGuard(me(role));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Back office for Priya Shah')).toBeInTheDocument();
  });

  test('staff who must set up two-factor sign-in (STAFF_2FA=required) are taken to My Profile, where they set it up', async () => {
    window.localStorage.setItem('token', 'staff');
    renderGuard(me('ADMIN'), twoFactor(true));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/profile$/));
    expect(await screen.findByText('Back office for Priya Shah')).toBeInTheDocument();
  });

  test("a failure to load the user shows the server's words, or the spec's 'Failed to load user'", async () => {
    window.localStorage.setItem('token', 'staff');
    renderGuard({ networkError: true });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to load user'));
  });
});
