import { describe, expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsSlot } from './notifications-slot';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';

const entry = (kind: string, label: string, count: number, path: string) => ({ __typename: 'StaffNotification', kind, label, count, path });

function renderSlot(answer: () => Answer) {
  const server = fakeServer(answer);
  render(withProviders(server.client, '/dashboard', <NotificationsSlot />));
  return server;
}

describe('the notifications dropdown', () => {
  test('the badge shows the total; the menu lists each count with a link to its screen, and closes with Escape', async () => {
    const user = userEvent.setup();
    const server = renderSlot(() => ({
      data: {
        staffNotifications: {
          __typename: 'StaffNotifications',
          total: 10,
          entries: [
            entry('orders', 'Pending orders', 3, '/dashboard/orders?status=pending'),
            entry('returnRequests', 'Return requests', 1, '/dashboard/orders?status=delivered&returns=requested'),
            entry('contact', 'Unhandled contact messages', 4, '/dashboard/contact-messages?handled=no'),
            entry('reviews', 'Reviews waiting', 2, '/dashboard/ratings?status=pending'),
            entry('stock', 'Low-stock products', 0, '/dashboard/products?stock=low'),
          ],
        },
      },
    }));
    const summary = await screen.findByTestId('notifications');
    expect(summary).toHaveTextContent(/^Notifications 10 waiting$/);
    expect(screen.getByTestId('notifications-count')).toHaveTextContent('10');
    await user.click(summary);
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('link', { name: 'Pending orders 3' })).toHaveAttribute('href', '/dashboard/orders?status=pending');
    expect(within(list).getByRole('link', { name: 'Reviews waiting 2' })).toHaveAttribute('href', '/dashboard/ratings?status=pending');
    expect(within(list).getByRole('link', { name: 'Return requests 1' })).toHaveAttribute(
      'href',
      '/dashboard/orders?status=delivered&returns=requested',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    // Opening asks again, so the counts are fresh.
    expect(server.received.filter((r) => r.operationName === 'AdminNotifications').length).toBeGreaterThanOrEqual(2);
    await user.keyboard('{Escape}');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });

  test('nothing waiting: no badge', async () => {
    renderSlot(() => ({ data: { staffNotifications: { __typename: 'StaffNotifications', total: 0, entries: [] } } }));
    expect(await screen.findByTestId('notifications')).toHaveTextContent(/^Notifications$/);
    expect(screen.queryByTestId('notifications-count')).toBeNull();
  });

  test('a failed request shows the fallback message in the menu', async () => {
    const user = userEvent.setup();
    renderSlot(() => ({ networkError: true }));
    await user.click(await screen.findByTestId('notifications'));
    expect(await screen.findByText('Failed to fetch notifications')).toBeInTheDocument();
  });
});
