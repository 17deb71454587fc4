import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { StoreDispatchPromiseDocument } from '../../generated/graphql';
import { dispatchPromiseText, freeDeliveryText } from '../../lib/dispatch-promise';
import { fakeServer } from '../../testing/test-support';
import { DispatchPromiseText } from './dispatch-promise';

// Wednesday 4 March 2026 (GMT): dispatched today until 1.00 pm, then Thursday.
const wednesday = { dispatchOn: '2026-03-04', cutoffAt: '2026-03-04T13:00:00.000Z', nextDispatchOn: '2026-03-05' };
const at = (iso: string) => Date.parse(iso);

describe('the dispatch promise in words', () => {
  test('before the cut-off: a countdown in hours and minutes, rounded down; under an hour only minutes', () => {
    expect(dispatchPromiseText(wednesday, at('2026-03-04T09:48:00Z'))).toBe('Order within 3 h 12 m for dispatch today');
    expect(dispatchPromiseText(wednesday, at('2026-03-04T09:48:59Z'))).toBe('Order within 3 h 11 m for dispatch today');
    expect(dispatchPromiseText(wednesday, at('2026-03-04T12:15:00Z'))).toBe('Order within 45 m for dispatch today');
    expect(dispatchPromiseText(wednesday, at('2026-03-04T12:59:30Z'))).toBe('Order in the next minute for dispatch today');
  });

  test('in summer time the countdown runs to 1.00 pm BST', () => {
    const july = { dispatchOn: '2026-07-15', cutoffAt: '2026-07-15T12:00:00.000Z', nextDispatchOn: '2026-07-16' };
    expect(dispatchPromiseText(july, at('2026-07-15T08:30:00Z'))).toBe('Order within 3 h 30 m for dispatch today');
  });

  test('at the cut-off the next working day takes over: tomorrow', () => {
    expect(dispatchPromiseText(wednesday, at('2026-03-04T13:00:00Z'))).toBe('Order now for dispatch tomorrow');
  });

  test('after the cut-off on a Friday and over the weekend: Monday by name and date', () => {
    const friday = { dispatchOn: '2026-03-06', cutoffAt: '2026-03-06T13:00:00.000Z', nextDispatchOn: '2026-03-09' };
    expect(dispatchPromiseText(friday, at('2026-03-06T16:00:00Z'))).toBe('Order now for dispatch on Monday 9 March');
    const weekend = { dispatchOn: '2026-03-09', cutoffAt: '2026-03-09T13:00:00.000Z', nextDispatchOn: '2026-03-10' };
    expect(dispatchPromiseText(weekend, at('2026-03-07T10:00:00Z'))).toBe('Order now for dispatch on Monday 9 March');
    // Sunday: Monday is tomorrow; just after midnight on Monday the countdown starts.
    expect(dispatchPromiseText(weekend, at('2026-03-08T20:00:00Z'))).toBe('Order now for dispatch tomorrow');
    expect(dispatchPromiseText(weekend, at('2026-03-09T00:01:00Z'))).toBe('Order within 12 h 59 m for dispatch today');
  });

  test('bank holidays: on Christmas Eve after the cut-off, Tuesday 29 December (the server skipped 25 and 28)', () => {
    const christmas = { dispatchOn: '2026-12-29', cutoffAt: '2026-12-29T13:00:00.000Z', nextDispatchOn: '2026-12-30' };
    expect(dispatchPromiseText(christmas, at('2026-12-24T14:00:00Z'))).toBe('Order now for dispatch on Tuesday 29 December');
  });

  test('the threshold in pounds', () => {
    expect(freeDeliveryText(50)).toBe('Free UK delivery over £50');
    expect(freeDeliveryText(39.5)).toBe('Free UK delivery over £39.50');
  });
});

describe('DispatchPromiseText', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  const withPromise = (answeredAt: string) => {
    const server = fakeServer(() => ({ data: {} }));
    // As the cache holds it: with the __typename Apollo adds to every object.
    const cached = { dispatchPromise: { __typename: 'DispatchPromise', ...wednesday, answeredAt, freeDeliveryOver: 50 } };
    server.client.writeQuery({ query: StoreDispatchPromiseDocument, data: cached });
    return server;
  };

  test('counts down with the clock, updating at each whole minute, and moves to tomorrow at the cut-off', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-04T12:57:20Z') });
    const { client, received } = withPromise('2026-03-04T12:57:00.000Z');
    render(
      <ApolloProvider client={client}>
        <p data-testid="promise">
          <DispatchPromiseText cacheOnly withThreshold />
        </p>
      </ApolloProvider>,
    );
    expect(screen.getByTestId('promise')).toHaveTextContent('Free UK delivery over £50. Order within 2 m for dispatch today');
    await act(async () => {
      jest.advanceTimersByTime(39_000); // 12.57.59 pm: still 2 minutes
    });
    expect(screen.getByTestId('promise')).toHaveTextContent('Order within 2 m for dispatch today');
    await act(async () => {
      jest.advanceTimersByTime(1_100); // just past 12.58 pm
    });
    expect(screen.getByTestId('promise')).toHaveTextContent('Order within 1 m for dispatch today');
    await act(async () => {
      jest.advanceTimersByTime(120_000); // just past 1.00 pm
    });
    expect(screen.getByTestId('promise')).toHaveTextContent('Free UK delivery over £50. Order now for dispatch tomorrow');
    expect(received).toEqual([]);
  });

  test("hydrates the server's text without a mismatch, then takes over with the browser's clock", async () => {
    const { client } = withPromise('2026-03-04T09:48:00.000Z');
    const ui = (
      <ApolloProvider client={client}>
        <p data-testid="promise">
          <DispatchPromiseText cacheOnly />
        </p>
      </ApolloProvider>
    );
    // The server renders at the instant it answered; the browser hydrates five minutes later.
    jest.useFakeTimers({ now: new Date('2026-03-04T09:48:00Z') });
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container).toHaveTextContent('Order within 3 h 12 m for dispatch today');
    jest.setSystemTime(new Date('2026-03-04T09:53:00Z'));
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent('Order within 3 h 7 m for dispatch today');
    act(() => root?.unmount());
    container.remove();
  });

  test('says what it is given as fallback while the promise is unknown, and asks nothing when reading the cache only', () => {
    const { client, received } = fakeServer(() => ({ data: {} }));
    render(
      <ApolloProvider client={client}>
        <p data-testid="promise">
          <DispatchPromiseText cacheOnly fallback="UK delivery, free over £50" />
        </p>
      </ApolloProvider>,
    );
    expect(screen.getByTestId('promise')).toHaveTextContent('UK delivery, free over £50');
    expect(received).toEqual([]);
  });
});
