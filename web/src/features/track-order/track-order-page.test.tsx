import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { TrackOrderPage } from './track-order-page';

const SENT = 'If an order matches, we have sent its link to that e-mail. It can take a few minutes to arrive.';
const PAGE = {
  footerPage: {
    __typename: 'FooterPage',
    id: 5,
    subtitle: 'Track Your Order',
    slug: 'track-your-order',
    body: 'Every order is sent with tracking. Use the link in your dispatch email to follow your parcel.',
  },
};

function renderPage(answer: (name: string, variables: Record<string, unknown>) => Answer) {
  const server = fakeServer(answer);
  render(
    withProviders(
      server.client,
      '/Track%20Your%20Order/track-your-order',
      <Routes>
        <Route path="/Track Your Order/track-your-order" element={<TrackOrderPage />} />
      </Routes>,
    ),
  );
  return server;
}

describe('Track Your Order', () => {
  test('keeps the seeded text above the form, checks the fields, then says the link is on its way', async () => {
    const user = userEvent.setup();
    const server = renderPage((name) =>
      name === 'StoreFooterPage'
        ? { data: PAGE }
        : name === 'StoreSendOrderLink'
          ? { data: { sendOrderLink: { __typename: 'OrderLinkRequest', message: SENT } } }
          : { errors: [{ message: `unexpected ${name}` }] },
    );
    expect(await screen.findByText(/Every order is sent with tracking/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeInTheDocument();
    const seeded = screen.getByText(/Every order is sent with tracking/);
    const form = screen.getByRole('form', { name: 'Find your order' });
    expect(seeded.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const number = screen.getByLabelText('Order number');
    const email = screen.getByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Order number is required'));
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(number).toHaveFocus();
    await user.type(number, '12345');
    await user.type(email, 'ffion@example');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Order number must look like BS-20261125-4K7Q0Z'));
    expect(email).toHaveAccessibleDescription('Email is not a valid email address');
    expect(server.received.filter((r) => r.operationName === 'StoreSendOrderLink')).toEqual([]);

    await user.clear(number);
    await user.type(number, ' bs-20261125-4k7q0z ');
    await user.clear(email);
    await user.type(email, 'ffion.evans@example.co.uk{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(server.received.filter((r) => r.operationName === 'StoreSendOrderLink').map((r) => r.variables)).toEqual([
      { orderNumber: 'bs-20261125-4k7q0z', email: 'ffion.evans@example.co.uk' },
    ]);
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  test("shows the server's field error under its field, and a rate limit as an alert", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPage((name) => {
      if (name === 'StoreFooterPage') return { data: PAGE };
      calls += 1;
      return calls === 1
        ? {
            errors: [
              {
                message: 'Email must be a valid email address, like name@example.co.uk',
                extensions: { code: 'BAD_USER_INPUT', field: 'email' },
              },
            ],
          }
        : {
            errors: [
              {
                message: 'Too many order link requests from your address. Please try again in 60 minutes.',
                extensions: { code: 'RATE_LIMITED' },
              },
            ],
          };
    });
    const email = await screen.findByLabelText('Email');
    await user.type(screen.getByLabelText('Order number'), 'BS-20261125-4K7Q0Z');
    await user.type(email, 'a@b.co{Enter}');
    expect(await screen.findByText('Email must be a valid email address, like name@example.co.uk')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many order link requests from your address. Please try again in 60 minutes.',
    );
  });
});
