import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';
import { DashboardHome } from './dashboard-home';

// recharts draws nothing in jsdom (no layout); the chart's module is stood in for by its data.
jest.mock('./sales-chart', () => ({
  __esModule: true,
  default: ({ days }: { days: { date: string }[] }) => <div data-testid="chart">{days.length} days</div>,
}));

const SUPER = { __typename: 'User', id: 1, name: 'Ada Admin', email: 'admin@example.co.uk', role: 'SUPER_ADMIN', image: null } as const;

const day = (date: string, orders: number, revenue: number) => ({ __typename: 'DaySales', date, orders, revenue, visitors: 3 });

function dashboard(days: number) {
  // The last `days` UK days up to 22 November 2026; the second of them sold 2 orders for £54.50.
  const date = (i: number) => new Date(Date.UTC(2026, 10, 22) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
  const salesByDay = Array.from({ length: days }, (_, i) => day(date(i), i === 1 ? 2 : 0, i === 1 ? 54.5 : 0));
  return {
    __typename: 'Dashboard',
    totalOrders: 1234,
    revenue: 45678.9,
    visitors: days * 3,
    products: 321,
    salesByDay,
    topSelling: [{ __typename: 'TopSellingProduct', productId: 7, name: 'Rose Lip Oil', code: 'RLO-1', quantity: 42, revenue: 588 }],
    lowStock: [{ __typename: 'Product', id: 9, name: 'Shea Butter Balm', code: 'SBB-2', stockQuantity: 2 }],
  };
}

// deletable is the server's rule (only an order cancelled straight from pending); here the cancelled ones.
const order = (id: number, orderNumber: string, customerName: string, status: string, total: number) => ({
  __typename: 'Order',
  id,
  orderNumber,
  customerName,
  email: `${customerName.split(' ')[0].toLowerCase()}@example.co.uk`,
  createdAt: '2026-11-22T10:00:00.000Z',
  status,
  total,
  deletable: status === 'cancelled',
});

const USERS = [
  { __typename: 'User', id: 1, name: 'Ada Admin', email: 'admin@example.co.uk', role: 'SUPER_ADMIN' },
  { __typename: 'User', id: 2, name: 'Amara Okafor', email: 'amara@example.co.uk', role: 'USER' },
];

function renderHome(options: { orders?: ReturnType<typeof order>[]; failDashboard?: boolean } = {}, url = '/dashboard') {
  const orders = options.orders ?? [
    order(11, 'BB-20261122-0001', 'Amara Okafor', 'pending', 24.99),
    order(12, 'BB-20261121-0007', 'Grace Mensah', 'cancelled', 61.5),
    order(13, 'BB-20261120-0003', 'Tom Baker', 'delivered', 18),
  ];
  let dashboardFails = options.failDashboard ?? false;
  const server = fakeServer((name, variables): Answer => {
    if (name === 'AdminHomeDashboard') {
      if (dashboardFails) return { errors: [{ message: 'The database is not answering' }] };
      return { data: { dashboard: dashboard(variables.days as number) } };
    }
    if (name === 'AdminHomeOrders') {
      const { search } = variables.options as { search: string | null };
      const found = orders.filter(
        (o) => !search || `${o.orderNumber} ${o.customerName} ${o.email}`.toLowerCase().includes(search.toLowerCase()),
      );
      return { data: { orders: { __typename: 'OrderList', totalItems: found.length, items: found.slice(0, 5) } } };
    }
    if (name === 'AdminDeleteOrder') {
      orders.splice(
        orders.findIndex((o) => o.id === variables.id),
        1,
      );
      return { data: { deleteOrder: { __typename: 'Order', id: variables.id, orderNumber: 'BB-20261121-0007' } } };
    }
    if (name === 'AdminUserList') return { data: { users: { __typename: 'UserList', totalItems: USERS.length, items: USERS } } };
    throw new Error(`unexpected ${name}`);
  });
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/dashboard" element={<DashboardHome viewer={SUPER} />} />
      </Routes>,
    ),
  );
  const asked = (operation: string) => server.received.filter((r) => r.operationName === operation).map((r) => r.variables);
  return {
    ...server,
    asked,
    recover: () => {
      dashboardFails = false;
    },
  };
}

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('the back office home', () => {
  test('skeleton cards first, then the figures of the answer: stat cards, the chart with its text alternative, top sellers and low stock', async () => {
    renderHome();
    expect(screen.getByRole('status', { name: 'Loading the figures' })).toBeInTheDocument();
    await screen.findByText('Total Orders');
    const card = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;
    expect(card('Total Orders')).toHaveTextContent('1,234');
    expect(card('Revenue')).toHaveTextContent('£45,678.90');
    expect(card('Visitors')).toHaveTextContent('90');
    expect(card('Visitors')).toHaveTextContent('Over the last 30 days');
    expect(card('Products')).toHaveTextContent('321');
    expect(await screen.findByTestId('chart')).toHaveTextContent('30 days');
    expect(screen.getByText(/Last 30 days: 2 orders, £54.50 taken; best day 25 October 2026 \(£54.50\)/)).toBeInTheDocument();
    const byDay = screen.getByRole('table', { name: 'Orders, revenue and visitors on each of the last 30 days' });
    expect(within(byDay).getByRole('rowheader', { name: '25 October 2026' }).closest('tr')).toHaveTextContent('25 October 20262£54.503');

    expect(screen.getByRole('link', { name: 'Rose Lip Oil' })).toHaveAttribute('href', '/dashboard/products/7');
    expect(screen.getByRole('link', { name: 'Rose Lip Oil' }).closest('tr')).toHaveTextContent('42£588.00');
    const low = screen.getByRole('link', { name: 'Shea Butter Balm' });
    expect(low).toHaveAttribute('href', '/dashboard/products/9');
    expect(within(low.closest('tr')!).getByText('2')).toHaveClass('lowStock');
  });

  test('the 7 / 30 / 90 days buttons ask again with that period, press the chosen one and keep it in the URL', async () => {
    const user = userEvent.setup();
    const t = renderHome();
    await screen.findByTestId('chart');
    expect(t.asked('AdminHomeDashboard')).toEqual([{ days: 30 }]);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveTextContent('7 days'));
    expect(t.asked('AdminHomeDashboard').at(-1)).toEqual({ days: 7 });
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Over the last 7 days (each visitor once a day)')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?days=7');

    await user.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveTextContent('90 days'));
    expect(t.asked('AdminHomeDashboard').at(-1)).toEqual({ days: 90 });
  });

  test('recent orders: number linking to the order, customer, date, status pill, total; the search asks the server; Delete (only where the server allows it) confirms naming the order', async () => {
    const user = userEvent.setup();
    const t = renderHome();
    const link = await screen.findByRole('link', { name: 'BB-20261122-0001' });
    expect(link).toHaveAttribute('href', '/dashboard/orders/11');
    expect(link.closest('tr')).toHaveTextContent('BB-20261122-0001Amara Okafor22 November 2026Pending£24.99');
    expect(t.asked('AdminHomeOrders')[0]).toEqual({ options: { search: null, take: 5 } });

    await user.type(screen.getByRole('searchbox', { name: 'Search orders by number, customer or e-mail' }), 'grace');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'BB-20261122-0001' })).not.toBeInTheDocument());
    expect(t.asked('AdminHomeOrders').at(-1)).toEqual({ options: { search: 'grace', take: 5 } });
    await user.clear(screen.getByRole('searchbox', { name: 'Search orders by number, customer or e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders by number, customer or e-mail' }), 'nobody');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search orders by number, customer or e-mail' }));

    await screen.findByRole('link', { name: 'BB-20261122-0001' });
    expect(screen.getAllByRole('button', { name: /^Delete the order/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Delete the order BB-20261121-0007',
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete the order BB-20261121-0007' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete order' });
    expect(dialog).toHaveTextContent('Delete the order ‘BB-20261121-0007’ (Grace Mensah, £61.50)?');
    const dashboards = t.asked('AdminHomeDashboard').length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'BB-20261121-0007' })).not.toBeInTheDocument());
    expect(t.asked('AdminDeleteOrder')).toEqual([{ id: 12 }]);
    // The figures are asked for again (the order counts no more).
    await waitFor(() => expect(t.asked('AdminHomeDashboard').length).toBeGreaterThan(dashboards));
  });

  test("'No orders found.' when the shop has none", async () => {
    renderHome({ orders: [] });
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  test('a failed dashboard shows its text in red with Retry, which asks again', async () => {
    const user = userEvent.setup();
    const t = renderHome({ failDashboard: true });
    const alert = await screen.findByText('The database is not answering');
    expect(alert).toHaveClass('error');
    t.recover();
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('£45,678.90')).toBeInTheDocument();
    expect(t.asked('AdminHomeDashboard')).toEqual([{ days: 30 }, { days: 30 }]);
  });

  test("the user table: 'Change role' opens the modal for a super-admin", async () => {
    const user = userEvent.setup();
    renderHome();
    const users = await screen.findByRole('region', { name: 'Users' });
    await within(users).findByText('amara@example.co.uk');
    expect(within(users).getByText('Page 1 of 1')).toBeInTheDocument();
    await user.click(within(users).getByRole('button', { name: 'Change role of Amara Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Change role' });
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('USER');
  });
});
