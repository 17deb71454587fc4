import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { RatingsPage } from './ratings-page';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';

const review = (id: number, status: string, title: string) => ({
  __typename: 'Review',
  id,
  productId: 7,
  authorFullName: 'Amara Okafor',
  rating: 4,
  title,
  body: 'Lovely texture.',
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  product: { __typename: 'Product', id: 7, name: 'Rose Lip Oil', slug: 'rose-lip-oil' },
});

function renderRatings(url: string) {
  const reviews = [review(1, 'pending', 'Holy grail'), review(2, 'approved', 'Nice but pricey'), review(3, 'rejected', 'Spam')];
  const server = fakeServer((name, variables): Answer => {
    if (name === 'AdminReviews') {
      // As the server does: the status and the page asked, and each status's count.
      const options = variables.options as { status: string; skip: number; take: number };
      const inStatus = (status: string) => reviews.filter((r) => r.status === status);
      const count = (status: string) => ({ __typename: 'ReviewList', totalItems: inStatus(status).length });
      return {
        data: {
          reviews: {
            __typename: 'ReviewList',
            totalItems: inStatus(options.status).length,
            items: inStatus(options.status).slice(options.skip, options.skip + options.take),
          },
          pending: count('pending'),
          approved: count('approved'),
          rejected: count('rejected'),
        },
      };
    }
    if (name === 'AdminSetReviewStatus') {
      const row = reviews.find((r) => r.id === variables.id)!;
      row.status = variables.status as string;
      return { data: { updateReview: { __typename: 'Review', id: row.id, status: row.status } } };
    }
    if (name === 'AdminDeleteReviewRow') {
      reviews.splice(
        reviews.findIndex((r) => r.id === variables.id),
        1,
      );
      return { data: { deleteReview: { __typename: 'Review', id: variables.id } } };
    }
    throw new Error(`unexpected ${name}`);
  });
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/dashboard/ratings" element={<RatingsPage />} />
      </Routes>,
    ),
  );
  return server;
}

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('the ratings screen', () => {
  test('?status=pending (the notifications link) lists the waiting reviews with product, author, rating, text and date; Approve moves one to Approved', async () => {
    const user = userEvent.setup();
    const server = renderRatings('/dashboard/ratings?status=pending');
    expect(await screen.findByRole('link', { name: 'Rose Lip Oil' })).toHaveAttribute('href', '/product/rose-lip-oil');
    const row = screen.getByRole('link', { name: 'Rose Lip Oil' }).closest('tr')!;
    expect(row).toHaveTextContent('Amara Okafor');
    expect(within(row).getByLabelText('4 out of 5')).toBeInTheDocument();
    expect(row).toHaveTextContent('Holy grailLovely texture.');
    expect(row).toHaveTextContent('20 November 2026');
    expect(screen.queryByText('Nice but pricey')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Waiting (1)' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: "Approve the review 'Holy grail'" }));
    await screen.findByText('No waiting reviews.');
    expect(server.received.find((r) => r.operationName === 'AdminSetReviewStatus')?.variables).toEqual({ id: 1, status: 'approved' });
    await user.click(screen.getByRole('link', { name: 'Approved (2)' }));
    expect(await screen.findByText('Holy grail')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/ratings?status=approved');
    // The screen asks the server for one status and one page at a time.
    expect(server.received.filter((r) => r.operationName === 'AdminReviews').at(-1)?.variables).toEqual({
      options: { status: 'approved', skip: 0, take: 10, sortBy: 'createdAt', sortDirection: 'DESC' },
    });
  });

  test('Delete asks first, then removes the review', async () => {
    const user = userEvent.setup();
    const server = renderRatings('/dashboard/ratings?status=rejected');
    await user.click(await screen.findByRole('button', { name: "Delete the review 'Spam'" }));
    const dialog = screen.getByRole('dialog', { name: 'Delete review' });
    expect(dialog).toHaveTextContent('Delete the review ‘Spam’ by Amara Okafor?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No rejected reviews.');
    await waitFor(() =>
      expect(server.received.filter((r) => r.operationName === 'AdminDeleteReviewRow').map((r) => r.variables)).toEqual([{ id: 3 }]),
    );
  });
});
