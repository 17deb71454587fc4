import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Answer } from '../../testing/test-support';
import { LocationProbe } from '../../testing/test-support';
import { CheckoutPage } from './checkout-page';
import { pricing, slowServer } from './checkout-test-support';

/** The checkout page on its route (with the confirmation and basket pages it leads to) over a fake API that prices the basket unless `answer` answers first. */
export function renderCheckout(answer: (name: string, variables: Record<string, unknown>) => Answer | Promise<Answer> | undefined) {
  const server = slowServer((name, variables) => {
    const own = answer(name, variables);
    if (own) return own;
    if (name === 'StoreCheckoutOptions') return pricing();
    throw new Error(`unexpected ${name}`);
  });
  render(withRouter(server.client));
  return server;
}

const withRouter = (client: ApolloClient) => (
  <ApolloProvider client={client}>
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/checkout/confirmation" element={<p>Confirmation page</p>} />
        <Route path="/cart" element={<p>Basket page</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>
  </ApolloProvider>
);

/** The shipping form filled in as a shopper would, terms accepted. */
export async function fillIn(user: UserEvent) {
  await user.type(screen.getByLabelText('Email address'), 'amelia@example.co.uk');
  await user.type(screen.getByLabelText('Full name'), 'Amelia Hart');
  await user.type(screen.getByLabelText(/^Phone/), '07700 900123');
  await user.type(screen.getByLabelText('Address line 1'), '10 Downing Street');
  await user.type(screen.getByLabelText('Town or city'), 'London');
  await user.type(screen.getByLabelText('Postcode'), 'sw1a 2aa');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

export const placeButton = () => screen.getByRole('button', { name: /Place order|Placing your order/ });
