import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { BASKET_STORAGE_KEY } from '../../config/constants';
import type { BasketLine } from '../../lib/basket-storage';
import { installDialogAndKeyboardFocus } from '../../testing/jsdom-support';
import { fakeServer, type Answer } from '../../testing/test-support';
import { BasketDrawer } from './basket-drawer';

const line: BasketLine = {
  productId: 7,
  productName: 'Argan Hair Oil',
  productSlug: 'argan-hair-oil',
  price: 12.5,
  salePrice: 12.5,
  productPicture: null,
  quantity: 2,
  stockQuantity: 9,
  weightGrams: 120,
};

/** The drawer just after adding the line, over a fake server answering the dispatch promise. */
function openDrawer(answer: Answer) {
  window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify([line]));
  const server = fakeServer(() => answer);
  render(
    <ApolloProvider client={server.client}>
      <MemoryRouter>
        <BasketDrawer added={{ productId: 7, quantity: 2, productName: line.productName }} open onClose={() => {}} />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { drawer: screen.getByRole('dialog', { name: 'Added to your basket' }), server };
}

let restoreDialogs: () => void;
beforeAll(() => {
  restoreDialogs = installDialogAndKeyboardFocus();
});
afterAll(() => restoreDialogs());
afterEach(() => {
  window.localStorage.clear();
  jest.useRealTimers();
});

describe("the mini-basket's delivery lines", () => {
  test('say when the order would be dispatched and what is left for free delivery at the threshold the server gives', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-04T11:29:30Z'), advanceTimers: true });
    const { drawer, server } = openDrawer({
      data: {
        dispatchPromise: {
          __typename: 'DispatchPromise',
          dispatchOn: '2026-03-04',
          cutoffAt: '2026-03-04T13:00:00.000Z',
          nextDispatchOn: '2026-03-05',
          answeredAt: '2026-03-04T11:29:30.000Z',
          freeDeliveryOver: 40,
        },
      },
    });
    expect(await within(drawer).findByText('Order within 1 h 30 m for dispatch today')).toBeInTheDocument();
    expect(within(drawer).getByText('Spend £15.01 more for free UK delivery')).toBeInTheDocument();
    expect(server.received.map((r) => r.operationName)).toEqual(['StoreDispatchPromise']);
  });

  test('after the cut-off on a Friday: Monday by name and date', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-06T17:00:00Z'), advanceTimers: true });
    const { drawer } = openDrawer({
      data: {
        dispatchPromise: {
          __typename: 'DispatchPromise',
          dispatchOn: '2026-03-09',
          cutoffAt: '2026-03-09T13:00:00.000Z',
          nextDispatchOn: '2026-03-10',
          answeredAt: '2026-03-06T17:00:00.000Z',
          freeDeliveryOver: 50,
        },
      },
    });
    expect(await within(drawer).findByText('Order now for dispatch on Monday 9 March')).toBeInTheDocument();
    expect(within(drawer).getByText('Spend £25.01 more for free UK delivery')).toBeInTheDocument();
  });

  test('while the promise cannot be had, the drawer keeps its free-delivery nudge at £50 and says nothing of dispatch', async () => {
    const { drawer } = openDrawer({ networkError: true });
    expect(await within(drawer).findByText('Spend £25.01 more for free UK delivery')).toBeInTheDocument();
    expect(within(drawer).queryByText(/for dispatch/)).not.toBeInTheDocument();
  });
});
