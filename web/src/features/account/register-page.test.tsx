import { beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StoreRegisterDocument } from '../../generated/graphql';
import { TOKEN_STORAGE_KEY } from '../../config/constants';

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

/** What a shopper who gives only what is needed sends. */
const needed = {
  name: 'Amara Okafor',
  email: 'amara@example.co.uk',
  password: 'rosewater9',
  confirmPassword: 'rosewater9',
  contactNo1: null,
  address: null,
  city: null,
  postcode: null,
  image: null,
};

const answer = (variables: Record<string, unknown>, token = 'new.account.token'): MockLink.MockedResponse => ({
  request: { query: StoreRegisterDocument, variables: { input: variables } },
  result: {
    data: {
      register: {
        __typename: 'RegisterPayload',
        message: 'Registered',
        token,
        user: { __typename: 'User', id: 5, name: needed.name },
      },
    },
  },
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderPage(mocks: MockLink.MockedResponse[] = [], at = '/register') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function fillInNeeded(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const v = { name: needed.name, email: needed.email, password: needed.password, confirm: needed.confirmPassword, ...values };
  if (v.name) await user.type(screen.getByLabelText('Name'), v.name);
  if (v.email) await user.type(screen.getByLabelText('Email'), v.email);
  if (v.password) await user.type(screen.getByLabelText('Password'), v.password);
  if (v.confirm) await user.type(screen.getByLabelText('Confirm Password'), v.confirm);
}

describe('registration form', () => {
  beforeEach(() => {
    done.mockClear();
    progress.mockClear();
    window.localStorage.clear();
  });

  test('an empty form asks only for the name, email and password, in the spec words, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Password', 'Password is required'],
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // The phone, the address and the photo are optional and say so.
    for (const label of [
      'Phone (optional)',
      'Address (optional)',
      'Town or city (optional)',
      'Postcode (optional)',
      'Profile image (optional)',
    ]) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getByRole('group', { name: 'Phone and delivery address (optional)' })).toBeInTheDocument();
    expect(screen.getByText('Add a profile photo (optional)')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(progress).not.toHaveBeenCalled();
  });

  test('a confirmation that differs says "Passwords do not match"; a short password is refused before sending', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillInNeeded(user, { password: 'short', confirm: 'shorter' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(progress).not.toHaveBeenCalled();
  });

  test('name, email and password are enough: the shopper is signed in and sent back to the ?next= page', async () => {
    const user = userEvent.setup();
    renderPage([answer(needed)], '/register?next=%2Fcheckout');
    await fillInNeeded(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/checkout');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new.account.token');
    expect(progress).toHaveBeenCalledWith('Registering user...');
    expect(done).toHaveBeenCalledWith('User registered successfully!', { type: 'success', autoClose: 3000 });
  });

  test('a ?next= that leaves the site is ignored: the shopper lands on the home page', async () => {
    const user = userEvent.setup();
    renderPage([answer(needed)], '/register?next=https%3A%2F%2Fevil.example%2F');
    await fillInNeeded(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  test('the login link keeps the way back', () => {
    renderPage([], '/register?next=%2Fproduct%2F12%2Frose-oil');
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fproduct%2F12%2Frose-oil',
    );
  });

  test('the phone and address follow the UK rules before sending, and a started address needs the rest of it', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillInNeeded(user);
    await user.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await user.type(screen.getByLabelText('Postcode (optional)'), 'BFPO 1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a UK phone number, like 07700 900123')).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a UK postcode, like SW1A 1AA'),
    );
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Town or city is required')).toBeInTheDocument();
    expect(progress).not.toHaveBeenCalled();
  });

  test('a phone, a UK address and a photo are sent when given, with the image as a data URL and its preview', async () => {
    const user = userEvent.setup();
    const image = { dataUrl: 'data:image/png;base64,iVBORw0KGgo=', fileName: 'me.png', width: 40, height: 30 };
    renderPage([answer({ ...needed, contactNo1: '07700 900123', address: '1 Park Row', city: 'Leeds', postcode: 'ls1 4ap', image })]);
    await fillInNeeded(user);
    await user.type(screen.getByLabelText('Phone (optional)'), '07700 900123');
    await user.type(screen.getByLabelText('Address (optional)'), '1 Park Row');
    await user.type(screen.getByLabelText('Town or city (optional)'), 'Leeds');
    await user.type(screen.getByLabelText('Postcode (optional)'), 'ls1 4ap');
    await user.click(screen.getByText('Add a profile photo (optional)'));
    await user.upload(screen.getByLabelText('Profile image (optional)'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of your profile image' })).toHaveAttribute('src', image.dataUrl);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  test("the server's refusal is shown under its field and as the error toast for 5 s", async () => {
    const user = userEvent.setup();
    renderPage([
      {
        request: { query: StoreRegisterDocument, variables: { input: needed } },
        result: {
          errors: [new GraphQLError('An account with this email already exists', { extensions: { code: 'CONFLICT', field: 'email' } })],
        },
      },
    ]);
    await fillInNeeded(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('An account with this email already exists', { type: 'error', autoClose: 5000 }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
