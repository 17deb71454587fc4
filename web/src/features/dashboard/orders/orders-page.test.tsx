import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';
import { OrdersPage } from './orders-page';

interface Options {
  skip: number;
  take: number;
  search: string | null;
  status: string | null;
  returnRequested?: boolean;
  sortBy: string | null;
  sortDirection: 'ASC' | 'DESC' | null;
}

const STATUSES = ['pending', 'paid', 'dispatched', 'delivered', 'cancelled', 'refunded'];
const CUSTOMERS = ['Priya Patel', 'Tom Baker', 'Zara Holmes', 'Amara Okafor', 'Liam Walsh', 'Sophie Turner', 'Owen Price'];
const makeOrders = () =>
  Array.from({ length: 14 }, (_, i) => ({
    __typename: 'Order',
    id: i + 1,
    orderNumber: `ORD-${String(1001 + i)}`,
    createdAt: new Date(Date.UTC(2026, 10, 1 + i, 12)).toISOString(),
    customerName: CUSTOMERS[i % CUSTOMERS.length],
    email: `${CUSTOMERS[i % CUSTOMERS.length].split(' ')[0].toLowerCase()}@example.co.uk`,
    status: STATUSES[i % STATUSES.length],
    total: 10 + i * 2.5,
    // The server's rule: only an order cancelled straight from pending may be deleted (ORD-1005; ORD-1011 was paid first).
    deletable: i === 4,
  }));

/** The staff order list as the API answers it: search on number, e-mail and name; status; sort; one page. */
function ordersPage(all: ReturnType<typeof makeOrders>, options: Options): Answer {
  const q = options.search?.toLowerCase();
  let rows = all.filter(
    (o) =>
      (!q || [o.orderNumber, o.email, o.customerName].some((f) => f.toLowerCase().includes(q))) &&
      (!options.status || o.status === options.status) &&
      (!options.returnRequested || o.id % 4 === 0),
  );
  const key = (options.sortBy ?? 'createdAt') as 'orderNumber' | 'createdAt' | 'customerName' | 'status' | 'total';
  const direction = options.sortDirection ?? (options.sortBy ? 'ASC' : 'DESC');
  rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (direction === 'DESC' ? -1 : 1));
  return {
    data: { orders: { __typename: 'OrderList', totalItems: rows.length, items: rows.slice(options.skip, options.skip + options.take) } },
  };
}

function renderOrders(url = '/dashboard/orders', answer?: (name: string, variables: Record<string, unknown>) => Answer) {
  const all = makeOrders();
  const server = fakeServer(
    answer ??
      ((name, variables) => {
        if (name === 'AdminOrders') return ordersPage(all, variables.options as Options);
        if (name === 'AdminDeleteOrder') {
          const [gone] = all.splice(
            all.findIndex((o) => o.id === variables.id),
            1,
          );
          return { data: { deleteOrder: { __typename: 'Order', id: gone.id, orderNumber: gone.orderNumber } } };
        }
        throw new Error(`unexpected ${name}`);
      }),
  );
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/dashboard/orders" element={<OrdersPage />} />
        <Route path="/dashboard/orders/:id" element={<p>An order page</p>} />
      </Routes>,
    ),
  );
  const lists = () => server.received.filter((r) => r.operationName === 'AdminOrders').map((r) => r.variables.options as Options);
  return { ...server, lists, location: () => screen.getByTestId('location').textContent };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const orderNumbers = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('the orders list', () => {
  test('newest first, 5 a page: each order links to its page and shows date, customer, status in words and total in £', async () => {
    const t = renderOrders();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(orderNumbers()).toEqual(['ORD-1014', 'ORD-1013', 'ORD-1012', 'ORD-1011', 'ORD-1010']));
    expect(t.lists()[0]).toEqual({ skip: 0, take: 5, search: null, status: null, sortBy: null, sortDirection: null });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const first = within(bodyRows()[0]);
    expect(first.getByRole('link', { name: 'ORD-1014' })).toHaveAttribute('href', '/dashboard/orders/14');
    expect(first.getByText('14 November 2026')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Owen Price');
    expect(first.getByText('Paid')).toBeInTheDocument();
    expect(first.getByText('£42.50')).toBeInTheDocument();
  });

  test('?status=delivered&returns=requested (the return requests link) asks for returnRequested; the box unticked drops it from the URL', async () => {
    const user = userEvent.setup();
    const t = renderOrders('/dashboard/orders?status=delivered&returns=requested');
    await waitFor(() => expect(orderNumbers()).toEqual(['ORD-1004']));
    expect(t.lists()[0]).toMatchObject({ status: 'delivered', returnRequested: true, skip: 0 });
    const box = screen.getByRole('checkbox', { name: 'Return requested' });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(t.location()).toBe('/dashboard/orders?status=delivered'));
    await waitFor(() => expect(orderNumbers()).toEqual(['ORD-1010', 'ORD-1004']));
    expect(t.lists().at(-1)).not.toHaveProperty('returnRequested');
    await user.click(box);
    await waitFor(() => expect(t.location()).toBe('/dashboard/orders?status=delivered&returns=requested'));
  });

  test('?status=pending (the notifications link) filters on the server; search, status and pages go into the URL', async () => {
    const user = userEvent.setup();
    const t = renderOrders('/dashboard/orders?status=pending');
    await waitFor(() => expect(orderNumbers()).toEqual(['ORD-1013', 'ORD-1007', 'ORD-1001']));
    expect(t.lists()[0]).toMatchObject({ status: 'pending', skip: 0 });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('pending');
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All statuses',
      'Pending',
      'Paid',
      'Dispatched',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);

    await user.selectOptions(status, '');
    await waitFor(() => expect(t.location()).toBe('/dashboard/orders'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(t.location()).toBe('/dashboard/orders?page=2'));
    expect(t.lists().at(-1)).toMatchObject({ skip: 5, take: 5, status: null });

    await user.type(screen.getByRole('searchbox', { name: /Search orders/ }), 'PATEL');
    await waitFor(() => expect(t.location()).toBe('/dashboard/orders?q=PATEL'));
    await waitFor(() => expect(orderNumbers()).toEqual(['ORD-1008', 'ORD-1001']));
    expect(t.lists().at(-1)).toMatchObject({ search: 'PATEL', skip: 0 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    await waitFor(() => expect(t.location()).toBe('/dashboard/orders?q=PATEL&status=paid'));
    await waitFor(() => expect(orderNumbers()).toEqual(['ORD-1008']));
    expect(t.lists().at(-1)).toMatchObject({ search: 'PATEL', status: 'paid', skip: 0 });
  });

  test('columns sort ascending then descending (aria-sort says which); page size 5 / 10 / 50; all in the URL', async () => {
    const user = userEvent.setup();
    const t = renderOrders('/dashboard/orders?page=2');
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    const total = () => screen.getByRole('columnheader', { name: /Total/ });
    await user.click(within(total()).getByRole('button'));
    await waitFor(() => expect(total()).toHaveAttribute('aria-sort', 'ascending'));
    expect(t.location()).toBe('/dashboard/orders?sort=total');
    expect(t.lists().at(-1)).toMatchObject({ sortBy: 'total', sortDirection: 'ASC', skip: 0 });
    await user.click(within(total()).getByRole('button'));
    await waitFor(() => expect(orderNumbers()[0]).toBe('ORD-1014'));
    expect(t.location()).toBe('/dashboard/orders?sort=total&dir=desc');

    await user.click(within(screen.getByRole('columnheader', { name: /Customer/ })).getByRole('button'));
    await waitFor(() => expect(t.lists().at(-1)).toMatchObject({ sortBy: 'customerName', sortDirection: 'ASC' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Order/ })).getByRole('button'));
    await waitFor(() => expect(t.lists().at(-1)).toMatchObject({ sortBy: 'orderNumber', sortDirection: 'ASC' }));
    await waitFor(() => expect(orderNumbers()[0]).toBe('ORD-1001'));

    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(t.location()).toBe('/dashboard/orders?sort=orderNumber&size=10');
    expect(t.lists().at(-1)).toMatchObject({ take: 10, skip: 0 });
  });

  test("nothing found: 'No orders found.'", async () => {
    renderOrders('/dashboard/orders?q=nobody');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test("a network failure shows the fallback 'Failed to fetch order'", async () => {
    renderOrders('/dashboard/orders', () => ({ networkError: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch order');
  });

  test('Delete shows only on orders the server says may be deleted; it names the order, and confirming deletes it and lists again', async () => {
    const user = userEvent.setup();
    const t = renderOrders('/dashboard/orders');
    await waitFor(() => expect(orderNumbers()).toEqual(['ORD-1014', 'ORD-1013', 'ORD-1012', 'ORD-1011', 'ORD-1010']));
    const deleteButtons = () => screen.queryAllByRole('button', { name: /^Delete order/ }).map((b) => b.getAttribute('aria-label'));
    expect(deleteButtons()).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'cancelled');
    await waitFor(() => expect(orderNumbers()).toEqual(['ORD-1011', 'ORD-1005']));
    expect(deleteButtons()).toEqual(['Delete order ORD-1005']);
    await user.click(screen.getByRole('button', { name: 'Delete order ORD-1005' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete order' });
    expect(dialog).toHaveTextContent(
      'Delete the order ‘ORD-1005’ (Liam Walsh, £20.00)? Its lines and history go with it (its goods went back into stock when it was cancelled). This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t.received.find((r) => r.operationName === 'AdminDeleteOrder')?.variables).toEqual({ id: 5 });
    await waitFor(() => expect(orderNumbers()).toEqual(['ORD-1011']));
  });
});
