import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../config/constants';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';
import { PointsPage, signedPoints } from './points-page';

const row = (id: number, points: number, reason: string, orderId: number, createdAt: string) => ({
  __typename: 'RewardPoints',
  id,
  points,
  reason,
  orderId,
  orderNumber: `BS-${100000 + orderId}`,
  createdAt,
});

function renderPoints(answer: () => Answer) {
  const server = fakeServer(answer);
  render(
    withProviders(
      server.client,
      '/account/points',
      <Routes>
        <Route path="/account/points" element={<PointsPage />} />
      </Routes>,
    ),
  );
  return server;
}

describe('My Account: reward points', () => {
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c'));
  afterEach(() => window.localStorage.clear());

  test('the balance and each movement (earned, taken back, spent, given back), newest first, with its order and reason; the section is in the account nav', async () => {
    const { received } = renderPoints(() => ({
      data: {
        myRewardPoints: {
          __typename: 'MyRewardPoints',
          balance: 1240,
          history: [
            row(5, 500, 'restored', 14, '2026-11-26T09:00:00.000Z'),
            row(4, -500, 'redeemed', 14, '2026-11-26T08:00:00.000Z'),
            row(3, -144, 'reversed', 12, '2026-11-25T10:00:00.000Z'),
            row(2, 144, 'earned', 12, '2026-11-20T10:00:00.000Z'),
            row(1, 1240, 'earned', 9, '2026-10-02T10:00:00.000Z'),
          ],
        },
      },
    }));
    expect(await screen.findByText('1,240 points')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Points history, newest first' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent)
          .concat(within(r).getByRole('rowheader').textContent ?? ''),
      );
    expect(rows).toEqual([
      ['26 November 2026', 'Given back: order cancelled or refunded', '+500', 'BS-100014'],
      ['26 November 2026', 'Spent on the order', '−500', 'BS-100014'],
      ['25 November 2026', 'Taken back: order refunded or cancelled', '−144', 'BS-100012'],
      ['20 November 2026', 'Earned: order paid', '+144', 'BS-100012'],
      ['2 October 2026', 'Earned: order paid', '+1,240', 'BS-100009'],
    ]);
    expect(within(table).getAllByRole('link', { name: 'BS-100012' })[0]).toHaveAttribute('href', '/account/orders/12');
    expect(screen.getByText(/Spend points at checkout; if that order is cancelled or refunded, they come back\./)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'My Account' })).getByRole('link', { name: 'Reward points' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(received.map((r) => r.operationName)).toEqual(['StoreMyRewardPoints']);
  });

  test('no points yet', async () => {
    renderPoints(() => ({ data: { myRewardPoints: { __typename: 'MyRewardPoints', balance: 0, history: [] } } }));
    expect(await screen.findByText('0 points')).toBeInTheDocument();
    expect(screen.getByText(/No points yet\./)).toBeInTheDocument();
  });

  test('a failure says so and offers Retry', async () => {
    renderPoints(() => ({ networkError: true }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  test('not signed in: a link to log in, and nothing asked', async () => {
    window.localStorage.clear();
    const { received } = renderPoints(() => ({ data: {} }));
    expect(await screen.findByRole('link', { name: 'log in' })).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  test('signed points', () => {
    expect([5, -5, 0, 12000].map(signedPoints)).toEqual(['+5', '−5', '0', '+12,000']);
  });
});
