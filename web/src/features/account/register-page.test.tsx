import { beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StoreRegisterDocument } from '../../generated/graphql';

const done = jest.fn(async (_message: string, _options: unknown) => undefined);
const progress = jest.fn((_message: string) => ({ done }));
jest.mock('../../lib/notify', () => ({ notifyProgress: (message: string) => progress(message), notify: jest.fn() }));
// jsdom cannot decode images; the chosen picture is given as it would be read.
jest.mock('./profile-image', () => ({
  readProfileImage: async (file: File) => ({ dataUrl: 'data:image/png;base64,iVBORw0KGgo=', fileName: file.name, width: 40, height: 30 }),
}));

// Loaded after the mocks above are in place (they are not hoisted above static imports here).
let RegisterPage: typeof import('./register-page').RegisterPage;
beforeAll(async () => {
  ({ RegisterPage } = await import('./register-page'));
});

const input = {
  name: 'Amara Okafor',
  email: 'amara@example.co.uk',
  password: 'rosewater9',
  confirmPassword: 'rosewater9',
  contactNo1: '07700 900123',
  contactNo2: null,
  city: 'Leeds',
  address: '1 Park Row',
  image: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=', fileName: 'me.png', width: 40, height: 30 },
};

function LoginProbe() {
  const { state } = useLocation();
  return <p>login page for {(state as { email: string }).email}</p>;
}

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const v = {
    name: input.name,
    email: input.email,
    password: input.password,
    confirm: input.confirmPassword,
    contact1: input.contactNo1,
    city: input.city,
    address: input.address,
    ...values,
  };
  if (v.name) await user.type(screen.getByLabelText('Name'), v.name);
  if (v.email) await user.type(screen.getByLabelText('Email'), v.email);
  if (v.password) await user.type(screen.getByLabelText('Password'), v.password);
  if (v.confirm) await user.type(screen.getByLabelText('Confirm Password'), v.confirm);
  if (v.contact1) await user.type(screen.getByLabelText('Contact No 1'), v.contact1);
  if (v.city) await user.type(screen.getByLabelText('City'), v.city);
  if (v.address) await user.type(screen.getByLabelText('Address'), v.address);
  await user.upload(screen.getByLabelText('Profile image'), new File(['png'], 'me.png', { type: 'image/png' }));
}

describe('registration form', () => {
  beforeEach(() => {
    done.mockClear();
    progress.mockClear();
  });

  test('an empty form shows every required message of spec section 5 under its field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const expected: [string, string][] = [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Password', 'Password is required'],
      ['Contact No 1', 'Contact No 1 is required'],
      ['City', 'City is required'],
      ['Address', 'Address is required'],
      ['Profile image', 'Profile image is required'],
    ];
    for (const [label, message] of expected) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // Contact No 2 is optional; an empty confirmation matches an empty password.
    expect(screen.getByLabelText(/Contact No 2/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(progress).not.toHaveBeenCalled();
  });

  test('a confirmation that differs says "Passwords do not match"; a short password is refused before sending', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillIn(user, { password: 'short', confirm: 'shorter' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.queryByText('Profile image is required')).toBeNull();
    expect(progress).not.toHaveBeenCalled();
  });

  test('a valid form sends the registration with the image as a data URL, shows its preview, toasts and goes on to login', async () => {
    const user = userEvent.setup();
    renderPage([
      {
        request: { query: StoreRegisterDocument, variables: { input } },
        result: {
          data: {
            register: { __typename: 'RegisterPayload', message: 'Registered', user: { __typename: 'User', id: 5, name: input.name } },
          },
        },
      },
    ]);
    await fillIn(user);
    expect(await screen.findByRole('img', { name: 'Preview of your profile image' })).toHaveAttribute('src', input.image.dataUrl);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(`login page for ${input.email}`)).toBeInTheDocument();
    expect(progress).toHaveBeenCalledWith('Registering user...');
    expect(done).toHaveBeenCalledWith('User registered successfully!', { type: 'success', autoClose: 3000 });
  });

  test("the server's refusal is shown under its field and as the error toast for 5 s", async () => {
    const user = userEvent.setup();
    renderPage([
      {
        request: { query: StoreRegisterDocument, variables: { input } },
        result: {
          errors: [new GraphQLError('An account with this email already exists', { extensions: { code: 'CONFLICT', field: 'email' } })],
        },
      },
    ]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('An account with this email already exists', { type: 'error', autoClose: 5000 }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
