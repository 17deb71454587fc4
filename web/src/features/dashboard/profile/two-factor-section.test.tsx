import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { fakeServer, type Answer } from '../../../testing/test-support';
import { ProfilePage } from './profile-page';

const ME = { __typename: 'User', id: 4, name: 'Sam Staff', email: 'sam@beauty.example.co.uk', role: 'ADMIN', image: null };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = [
  'abcde-fghjk',
  'bcdef-ghjkm',
  'cdefg-hjkmn',
  'defgh-jkmnp',
  'efghj-kmnpq',
  'fghjk-mnpqr',
  'ghjkm-npqrs',
  'hjkmn-pqrst',
  'jkmnp-qrstu',
  'kmnpq-rstuv',
];
const status = (over: Record<string, unknown> = {}) => ({
  data: {
    twoFactorStatus: {
      __typename: 'TwoFactorStatus',
      available: true,
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      setupRequired: false,
      ...over,
    },
  },
});

function renderProfile(answers: Record<string, (variables: Record<string, unknown>) => Answer>) {
  const server = fakeServer((name, variables) => {
    if (name === 'AdminViewer') return { data: { me: ME } };
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected ${name}`);
    return answer(variables);
  });
  const router = createMemoryRouter([{ path: '/dashboard/profile', element: <ProfilePage /> }], { initialEntries: ['/dashboard/profile'] });
  render(
    <ApolloProvider client={server.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { sent: (name: string) => server.received.filter((r) => r.operationName === name).map((r) => r.variables) };
}

const section = () => screen.getByRole('region', { name: 'Two-factor sign-in' });

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());
afterEach(() => localStorage.clear());

describe("My Profile's two-factor sign-in", () => {
  test('set-up: the QR code and the key as text, a code from the app turns it on; the recovery codes show once, can be copied, and the new token is kept', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'before');
    let enabled = false;
    const t = renderProfile({
      AdminTwoFactorStatus: () =>
        enabled ? status({ enabled: true, enabledAt: '2026-11-25T10:00:00.000Z', recoveryCodesLeft: 10 }) : status(),
      AdminStartTwoFactor: () => ({
        data: {
          startTwoFactorEnrolment: {
            __typename: 'TwoFactorEnrolment',
            secret: SECRET,
            otpauthUri: `otpauth://totp/x?secret=${SECRET}`,
            qrCode: QR,
          },
        },
      }),
      AdminConfirmTwoFactor: ({ code }) => {
        if (code !== '246810')
          return {
            errors: [
              {
                message: 'That code is not right: type the 6-digit code your authenticator app shows now, or a recovery code',
                extensions: { code: 'BAD_USER_INPUT', field: 'code' },
              },
            ],
          };
        enabled = true;
        return {
          data: {
            confirmTwoFactorEnrolment: {
              __typename: 'TwoFactorRecoveryCodes',
              message: 'Two-factor sign-in is on',
              recoveryCodes: CODES,
              token: 'after',
            },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }, { timeout: 5000 }));
    expect(await within(section()).findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', QR);
    expect(within(section()).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = within(section()).getByLabelText('Code from your app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(localStorage.getItem('token')).toBe('after');
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    // user-event puts a clipboard of its own in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(await screen.findByText('The recovery codes are on your clipboard.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(section()).getByText(/since 25 November 2026\. You have 10 unused recovery codes\./)).toBeInTheDocument();
    expect(t.sent('AdminConfirmTwoFactor')).toEqual([{ code: '111111' }, { code: '246810' }]);
  });

  test('turning it off asks for a fresh code (app or recovery), keeps the new token, and shows it off', async () => {
    const user = userEvent.setup();
    let enabled = true;
    const t = renderProfile({
      AdminTwoFactorStatus: () =>
        enabled ? status({ enabled: true, enabledAt: '2026-11-20T10:00:00.000Z', recoveryCodesLeft: 7 }) : status(),
      AdminDisableTwoFactor: () => {
        enabled = false;
        return {
          data: { disableTwoFactor: { __typename: 'TwoFactorDisabled', message: 'Two-factor sign-in is off', token: 'off-token' } },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(within(section()).getByLabelText('Code from your app, or a recovery code')).toHaveAccessibleDescription(
      'Type a code from your app, or a recovery code',
    );
    expect(t.sent('AdminDisableTwoFactor')).toEqual([]);
    await user.type(within(section()).getByLabelText('Code from your app, or a recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('off-token');
    expect(t.sent('AdminDisableTwoFactor')).toEqual([{ code: 'abcde-fghjk' }]);
  });

  test('when the shop requires it, the section comes first and says so', async () => {
    renderProfile({ AdminTwoFactorStatus: () => status({ setupRequired: true }) });
    expect(
      await screen.findByText('This shop requires two-factor sign-in for staff. Set it up here to use the back office.'),
    ).toBeInTheDocument();
    const regions = [section(), screen.getByRole('group', { name: 'Your details' })];
    expect(regions[0].compareDocumentPosition(regions[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
