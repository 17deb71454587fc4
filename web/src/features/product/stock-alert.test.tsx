import { afterEach, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../../config/constants';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { StockAlertForm } from './stock-alert';

const THANKS = 'Thank you. We will e-mail ada@example.co.uk once when Rose Lip Oil is back in stock.';

function renderForm(answer: (name: string, variables: Record<string, unknown>) => Answer) {
  const server = fakeServer(answer);
  render(withProviders(server.client, '/product/rose-lip-oil', <StockAlertForm productId={7} productName="Rose Lip Oil" />));
  return server;
}

const saved: Answer = { data: { requestStockAlert: { __typename: 'StockAlertRequest', message: THANKS } } };

describe("Email me when it's back", () => {
  afterEach(() => window.localStorage.clear());

  test('a guest types an address, submits with the keyboard, and hears the answer in the status region', async () => {
    const server = renderForm(() => saved);
    expect(screen.getByRole('heading', { name: "Email me when it's back" })).toBeTruthy();
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'ada@example.co.uk{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(THANKS));
    expect(server.received).toEqual([{ operationName: 'StoreRequestStockAlert', variables: { productId: 7, email: 'ada@example.co.uk' } }]);
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  test('an empty or malformed address is refused under the field, which takes the focus, and nothing is sent', async () => {
    const server = renderForm(() => saved);
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText('Email is required').id);
    await userEvent.type(email, 'ada@example{Enter}');
    expect(screen.getByText('Email is not a valid email address')).toBeTruthy();
    expect(server.received).toEqual([]);
  });

  test("the server's refusal is said plainly: a field error under the e-mail, anything else in an alert", async () => {
    let reply: Answer = {
      errors: [
        { message: 'Email must be a valid email address, like name@example.co.uk', extensions: { code: 'BAD_USER_INPUT', field: 'email' } },
      ],
    };
    renderForm(() => reply);
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'ada@example.c{Enter}');
    await waitFor(() => expect(screen.getByText('Email must be a valid email address, like name@example.co.uk')).toBeTruthy());
    expect(email.getAttribute('aria-invalid')).toBe('true');

    reply = {
      errors: [
        {
          message: 'Too many back-in-stock alerts from your address. Please try again in 12 minutes.',
          extensions: { code: 'RATE_LIMITED' },
        },
      ],
    };
    await userEvent.type(email, 'o{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many back-in-stock alerts from your address. Please try again in 12 minutes.',
      ),
    );
    reply = { networkError: true };
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('We could not save your alert. Please try again.'));
  });

  test("a signed-in customer finds their account's address filled in", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    const server = renderForm((name) =>
      name === 'StoreStockAlertEmail' ? { data: { me: { __typename: 'User', id: 3, email: 'priya@example.co.uk' } } } : saved,
    );
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('priya@example.co.uk'));
    expect(server.received.map((r) => r.operationName)).toEqual(['StoreStockAlertEmail']);
  });
});
