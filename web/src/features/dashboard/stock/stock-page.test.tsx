import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';
import { StockPage } from './stock-page';

const product = (id: number, name: string, stockQuantity: number) => ({
  __typename: 'Product',
  id,
  name,
  code: `PRD-${String(id).padStart(4, '0')}`,
  stockQuantity,
});
const PRODUCTS = [
  product(1, 'Rose Lip Oil', 14),
  product(2, 'Rosehip Face Oil', 3),
  product(3, 'Shea Body Butter', 20),
  ...Array.from({ length: 30 }, (_, i) => product(10 + i, `Argan Shampoo ${i + 1}`, 5)),
];
const location = { __typename: 'ProductLocation', id: 5, name: 'Shelf B2' };

const movement = (id: number, reason: string, quantity: number, p: ReturnType<typeof product>, more: Record<string, unknown> = {}) => ({
  __typename: 'StockMovement',
  id,
  createdAt: `2026-11-${String(10 + id).padStart(2, '0')}T10:00:00.000Z`,
  productId: p.id,
  productLocationId: null,
  quantity,
  reason,
  note: null,
  batchNumber: null,
  expiryDate: null,
  orderId: null,
  daysUntilExpiry: null,
  expiresSoon: false,
  product: p,
  productLocation: null,
  ...more,
});

const batch = (id: number, p: ReturnType<typeof product>, expiryDate: string, daysUntilExpiry: number) => ({
  __typename: 'StockMovement',
  id,
  createdAt: '2026-10-01T09:00:00.000Z',
  quantity: 24,
  batchNumber: `LOT-${id}`,
  expiryDate,
  daysUntilExpiry,
  expiresSoon: daysUntilExpiry <= 90,
  product: p,
  productLocation: location,
});

function renderStock() {
  const ledger = [
    movement(1, 'received', 10, PRODUCTS[0], {
      batchNumber: 'LOT-1',
      expiryDate: '2027-03-31',
      productLocationId: 5,
      productLocation: location,
      note: 'Delivery 4411',
    }),
    movement(2, 'sold', -2, PRODUCTS[0], { orderId: 42, note: 'Order ORD-2042' }),
    movement(3, 'returned', 1, PRODUCTS[2], { orderId: 43, note: 'Order ORD-2043 cancelled' }),
    movement(4, 'adjusted', -3, PRODUCTS[2], { note: 'Two broken, one tester' }),
  ];
  const batches = [
    batch(11, PRODUCTS[1], '2026-11-20', -3),
    batch(12, PRODUCTS[0], '2026-12-23', 30),
    batch(13, PRODUCTS[2], '2027-09-01', 282),
  ];
  const server = fakeServer((name, variables): Answer => {
    const options = (variables.options ?? {}) as Record<string, unknown>;
    if (name === 'AdminStockMovements') {
      const rows = [...ledger].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        data: {
          stockMovements: {
            __typename: 'StockMovementList',
            totalItems: rows.length,
            items: rows.slice(options.skip as number, (options.skip as number) + (options.take as number)),
          },
        },
      };
    }
    if (name === 'AdminStockBatches') {
      const rows = options.expiringWithinDays
        ? batches.filter((b) => b.daysUntilExpiry <= (options.expiringWithinDays as number))
        : batches;
      return { data: { stockBatches: { __typename: 'StockBatchList', totalItems: rows.length, items: rows } } };
    }
    if (name === 'AdminStockProducts') {
      const search = (options.search as string | undefined)?.toLowerCase();
      const rows = PRODUCTS.filter((p) => !search || p.name.toLowerCase().includes(search)).sort((a, b) => a.name.localeCompare(b.name));
      return { data: { products: { __typename: 'ProductList', totalItems: rows.length, items: rows.slice(0, options.take as number) } } };
    }
    if (name === 'AdminProductLocations') {
      return {
        data: {
          productLocations: {
            __typename: 'ProductLocationList',
            totalItems: 1,
            items: [
              { ...location, code: 'LOC-0005', isActive: true, description: null, fileName: null, imageWidth: null, imageHeight: null },
            ],
          },
        },
      };
    }
    if (name === 'AdminCreateStockMovement') {
      const input = variables.input as { productId: number; quantity: number; reason: string };
      const p = PRODUCTS.find((x) => x.id === input.productId)!;
      const row = movement(
        ledger.length + 1,
        input.reason,
        input.quantity,
        { ...p, stockQuantity: p.stockQuantity + input.quantity },
        input,
      );
      ledger.push(row);
      return { data: { createStockMovement: row } };
    }
    if (name === 'AdminUpdateStockMovement') return { data: { updateStockMovement: ledger.find((m) => m.id === variables.id)! } };
    throw new Error(`unexpected ${name}`);
  });
  render(
    withProviders(
      server.client,
      '/dashboard/stock',
      <Routes>
        <Route path="/dashboard/stock" element={<StockPage />} />
      </Routes>,
    ),
  );
  const asked = (operation: string) =>
    server.received
      .filter((r) => r.operationName === operation)
      .map((r) => (r.variables.options ?? r.variables) as Record<string, unknown>);
  return { ...server, asked };
}

const ledgerTable = () => screen.getAllByRole('table')[0];
const ledgerRow = (text: string) =>
  within(ledgerTable())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;
const batchesPanel = () => screen.getByRole('region', { name: 'Batches' });
const batchRow = (lot: string) =>
  within(batchesPanel())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(lot))!;

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('the stock screen', () => {
  test("the ledger: signed quantities, the product's stock now; 'sold' and 'returned' rows are read-only (no Edit / Delete) and a note says why", async () => {
    renderStock();
    await waitFor(() => expect(within(ledgerTable()).getAllByRole('row')).toHaveLength(5));
    expect(screen.getByRole('heading', { level: 1, name: 'Stock' })).toBeInTheDocument();
    const received = ledgerRow('Delivery 4411');
    expect(received).toHaveTextContent('+10');
    expect(received).toHaveTextContent('Rose Lip OilPRD-0001 · 14 in stock now');
    expect(received).toHaveTextContent('LOT-1');
    expect(received).toHaveTextContent('31 March 2027');
    expect(received).toHaveTextContent('Shelf B2');
    expect(within(received).getByRole('button', { name: /^Edit received/ })).toBeInTheDocument();
    expect(within(received).getByRole('button', { name: /^Delete received/ })).toBeInTheDocument();
    expect(within(ledgerRow('Two broken')).getByRole('button', { name: /^Edit adjusted/ })).toBeInTheDocument();
    expect(ledgerRow('Two broken')).toHaveTextContent('\u22123');

    for (const note of ['Order ORD-2042', 'Order ORD-2043 cancelled']) {
      const row = ledgerRow(note);
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
      expect(row).toHaveTextContent('Read-only');
    }
    expect(within(ledgerRow('Order ORD-2042')).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/dashboard/orders/42');
    expect(
      screen.getByText(/are written by orders .* so they are read-only here: to undo one, cancel or refund its order/),
    ).toBeInTheDocument();
  });

  test('the batches: soonest expiry first; those within 90 days highlighted and saying so, expired ones saying they expired', async () => {
    const user = userEvent.setup();
    const t = renderStock();
    await waitFor(() => expect(within(batchesPanel()).getAllByRole('row')).toHaveLength(4));
    expect(
      within(batchesPanel())
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2].textContent),
    ).toEqual(['LOT-11', 'LOT-12', 'LOT-13']);
    expect(batchRow('LOT-11')).toHaveTextContent('20 November 2026Expired 3 days ago');
    expect(batchRow('LOT-11').className).toMatch(/expired/);
    expect(batchRow('LOT-12')).toHaveTextContent('23 December 2026Expires in 30 days');
    expect(batchRow('LOT-12').className).toMatch(/soon/);
    expect(batchRow('LOT-13')).toHaveTextContent('1 September 2027');
    expect(batchRow('LOT-13')).not.toHaveTextContent(/Expire/);
    expect(batchRow('LOT-13').className).toBe('');

    await user.click(within(batchesPanel()).getByRole('checkbox', { name: 'Only those expiring within 90 days' }));
    await waitFor(() => expect(within(batchesPanel()).getAllByRole('row')).toHaveLength(3));
    expect(t.asked('AdminStockBatches').at(-1)).toEqual({ skip: 0, take: 10, expiringWithinDays: 90 });
  });

  test('a received movement: the product is found by typing, batch and expiry are sent; the ledger and the batches are asked again', async () => {
    const user = userEvent.setup();
    const t = renderStock();
    await waitFor(() => expect(within(ledgerTable()).getAllByRole('row')).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Add stock movement' }));
    const dialog = screen.getByRole('dialog', { name: 'Add stock movement' });
    await waitFor(() => expect(within(dialog).getByText('Showing the first 20 of 33: type to narrow them')).toBeInTheDocument());
    expect(t.asked('AdminStockProducts')[0]).toEqual({ take: 20, sortBy: 'name' });

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search product by name' }), 'rose');
    await waitFor(() => expect(t.asked('AdminStockProducts').at(-1)).toEqual({ take: 20, sortBy: 'name', search: 'rose' }));
    const productSelect = within(dialog).getByRole('combobox', { name: 'Product' });
    await waitFor(() =>
      expect([...(productSelect as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Choose…',
        'Rose Lip Oil (PRD-0001)',
        'Rosehip Face Oil (PRD-0002)',
      ]),
    );
    expect(within(dialog).getByText('2 to choose from')).toBeInTheDocument();
    await user.selectOptions(productSelect, '2');
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveValue('received');
    expect([...(within(dialog).getByRole('combobox', { name: 'Reason' }) as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'received',
      'adjusted',
      'counted',
    ]);
    await user.type(within(dialog).getByLabelText('Quantity'), '12');
    await user.type(within(dialog).getByLabelText('Batch number'), 'LOT-900');
    await user.type(within(dialog).getByLabelText('Expiry date'), '2027-01-31');
    // A new search that no longer finds the chosen product keeps it chosen.
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search product by name' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search product by name' }), 'shea');
    await waitFor(() =>
      expect([...(productSelect as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Choose…',
        'Rosehip Face Oil (PRD-0002)',
        'Shea Body Butter (PRD-0003)',
      ]),
    );
    expect(productSelect).toHaveValue('2');

    const ledgerAsks = t.asked('AdminStockMovements').length;
    const batchAsks = t.asked('AdminStockBatches').length;
    await user.click(within(dialog).getByRole('button', { name: 'Add stock movement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t.received.find((r) => r.operationName === 'AdminCreateStockMovement')?.variables).toEqual({
      input: { productId: 2, reason: 'received', quantity: 12, batchNumber: 'LOT-900', expiryDate: '2027-01-31' },
    });
    await waitFor(() => expect(t.asked('AdminStockMovements').length).toBeGreaterThan(ledgerAsks));
    await waitFor(() => expect(t.asked('AdminStockBatches').length).toBeGreaterThan(batchAsks));
    await waitFor(() => expect(ledgerRow('LOT-900')).toHaveTextContent('Rosehip Face OilPRD-0002 · 15 in stock now'));
  });

  test('editing a movement shows its product chosen, though the first page of products does not hold it', async () => {
    const user = userEvent.setup();
    renderStock();
    await waitFor(() => expect(within(ledgerTable()).getAllByRole('row')).toHaveLength(5));
    await user.click(within(ledgerRow('Two broken')).getByRole('button', { name: /^Edit adjusted/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit stock movement' });
    const productSelect = within(dialog).getByRole('combobox', { name: 'Product' });
    await waitFor(() => expect(within(dialog).getByText('Showing the first 20 of 33: type to narrow them')).toBeInTheDocument());
    expect(productSelect).toHaveValue('3');
    expect((productSelect as HTMLSelectElement).selectedOptions[0].text).toBe('Shea Body Butter (PRD-0003)');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue(-3);
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveValue('adjusted');
  });
});
