import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fakeServer } from '../../testing/test-support';
import { DELIVERY_RULE, DeliveryPromise } from './delivery-promise';
import { productLoader } from './product-route';

const promise = (dispatchOn: string, cutoffAt: string, nextDispatchOn: string, answeredAt: string) => ({
  dispatchPromise: { __typename: 'DispatchPromise', dispatchOn, cutoffAt, nextDispatchOn, answeredAt, freeDeliveryOver: 50 },
});

/** The product route's loader over a fake server (the product itself failing, which leaves the page its error state), then the delivery line. */
async function productPageLine(answer: ReturnType<typeof promise> | null) {
  const server = fakeServer((name) =>
    name === 'StoreDispatchPromise' && answer ? { data: answer } : { errors: [{ message: 'Down', extensions: { code: 'INTERNAL' } }] },
  );
  await productLoader(server.client)({ params: { slug: 'velvet-lipstick' } } as unknown as LoaderFunctionArgs);
  render(
    <ApolloProvider client={server.client}>
      <p data-testid="delivery">
        <DeliveryPromise />
      </p>
    </ApolloProvider>,
  );
  return server;
}

describe("the product page's delivery line", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test("before the cut-off: the route's loader fetches the promise and the page counts down to 1.00 pm, with the free-delivery threshold", async () => {
    jest.useFakeTimers({ now: new Date('2026-03-04T09:47:30Z'), advanceTimers: true });
    const server = await productPageLine(promise('2026-03-04', '2026-03-04T13:00:00.000Z', '2026-03-05', '2026-03-04T09:47:20.000Z'));
    expect(await screen.findByText('Free UK delivery over £50. Order within 3 h 12 m for dispatch today')).toBeInTheDocument();
    // The loader asked for the product and the promise; the line itself asks nothing.
    expect(server.received.map((r) => r.operationName).sort()).toEqual(['StoreDispatchPromise', 'StoreProductPage']);
  });

  test('on a Saturday: dispatch on Monday, by name and date', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-07T10:00:00Z'), advanceTimers: true });
    await productPageLine(promise('2026-03-09', '2026-03-09T13:00:00.000Z', '2026-03-10', '2026-03-07T10:00:00.000Z'));
    expect(await screen.findByText('Free UK delivery over £50. Order now for dispatch on Monday 9 March')).toBeInTheDocument();
  });

  test('after the cut-off on the Friday before a bank holiday Monday: Tuesday', async () => {
    jest.useFakeTimers({ now: new Date('2026-05-22T15:00:00Z'), advanceTimers: true });
    await productPageLine(promise('2026-05-26', '2026-05-26T12:00:00.000Z', '2026-05-27', '2026-05-22T15:00:00.000Z'));
    expect(await screen.findByText('Free UK delivery over £50. Order now for dispatch on Tuesday 26 May')).toBeInTheDocument();
  });

  test("without the promise (the field failed) the page states the shop's rule", async () => {
    await productPageLine(null);
    expect(await screen.findByTestId('delivery')).toHaveTextContent(DELIVERY_RULE);
  });
});
