import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { PricesPage } from './prices-page';
import { fakeServer, type Answer } from '../../../testing/test-support';

const PRODUCTS = [
  {
    id: 1,
    code: 'PRD-0001',
    name: 'Rose Lip Oil',
    salePrice: 20,
    costPrice: 8,
    wholeSalePrice: 12,
    discountInAmount: 0,
    discountInPercent: 0,
  },
  {
    id: 2,
    code: 'PRD-0002',
    name: 'Shea Body Butter',
    salePrice: 15.5,
    costPrice: null,
    wholeSalePrice: null,
    discountInAmount: 1.55,
    discountInPercent: 10,
  },
  {
    id: 3,
    code: 'PRD-0003',
    name: 'Velvet Foundation',
    salePrice: 32,
    costPrice: 14,
    wholeSalePrice: 20,
    discountInAmount: 0,
    discountInPercent: 0,
  },
].map((p) => ({ __typename: 'Product', ...p, brand: null }));

function grid(): Answer {
  return { data: { products: { __typename: 'ProductList', totalItems: PRODUCTS.length, items: PRODUCTS } } };
}

function renderPrices(save: (rows: Record<string, unknown>[]) => Answer) {
  const server = fakeServer((name, variables) => {
    if (name === 'AdminPriceGrid') return grid();
    if (name === 'AdminPriceBrands') return { data: { brands: { __typename: 'BrandList', items: [] } } };
    if (name === 'AdminPriceParentItems') return { data: { parentItems: { __typename: 'ParentItemList', items: [] } } };
    if (name === 'AdminUpdateProductPrices') return save(variables.rows as Record<string, unknown>[]);
    throw new Error(`unexpected ${name}`);
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/prices', element: <PricesPage /> },
      { path: '/dashboard', element: <p>Dashboard home</p> },
    ],
    { initialEntries: ['/dashboard/prices'] },
  );
  render(
    <ApolloProvider client={server.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  const saves = () => server.received.filter((r) => r.operationName === 'AdminUpdateProductPrices').map((r) => r.variables.rows);
  return { ...server, router, saves };
}

const cell = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(cell(label));
  await user.type(cell(label), text);
}

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('the prices grid', () => {
  test('each cell is a labelled input; typing a percent fills the amount and typing an amount fills the percent; a new sale price keeps the percent', async () => {
    const user = userEvent.setup();
    renderPrices(() => ({ errors: [{ message: 'not called' }] }));
    await screen.findByRole('textbox', { name: 'Sale price for Rose Lip Oil' });
    expect(cell('Cost price for Rose Lip Oil').value).toBe('8.00');
    expect(cell('Wholesale price for Shea Body Butter').value).toBe('');

    await retype(user, 'Discount percent for Rose Lip Oil', '25');
    expect(cell('Discount amount for Rose Lip Oil').value).toBe('5.00');
    await retype(user, 'Discount amount for Rose Lip Oil', '3');
    expect(cell('Discount percent for Rose Lip Oil').value).toBe('15');

    await retype(user, 'Sale price for Shea Body Butter', '20');
    expect(cell('Discount amount for Shea Body Butter').value).toBe('2.00');
    expect(cell('Discount percent for Shea Body Butter').value).toBe('10');
    expect(screen.getByText('2 products changed')).toBeInTheDocument();
  });

  test('Save sends only the changed rows and fields in one call, then shows what changed (old → new)', async () => {
    const user = userEvent.setup();
    const t = renderPrices((rows) => ({
      data: {
        updateProductPrices: {
          __typename: 'ProductPriceUpdate',
          changedCount: 2,
          unchangedCount: 0,
          rows: [
            {
              __typename: 'ProductPriceChange',
              productId: 1,
              code: 'PRD-0001',
              name: 'Rose Lip Oil',
              changed: true,
              changes: [{ __typename: 'PriceFieldChange', field: 'salePrice', from: 20, to: 18.5 }],
            },
            {
              __typename: 'ProductPriceChange',
              productId: 3,
              code: 'PRD-0003',
              name: 'Velvet Foundation',
              changed: true,
              changes: [
                { __typename: 'PriceFieldChange', field: 'discountInPercent', from: 0, to: 10 },
                { __typename: 'PriceFieldChange', field: 'discountInAmount', from: 0, to: 3.2 },
              ],
            },
          ].slice(0, rows.length),
        },
      },
    }));
    await screen.findByRole('textbox', { name: 'Sale price for Rose Lip Oil' });
    expect(screen.getByRole('button', { name: 'Save prices' })).toBeDisabled();
    await retype(user, 'Sale price for Rose Lip Oil', '18.50');
    await retype(user, 'Discount percent for Velvet Foundation', '10');
    // Typed back to what it was: not a change.
    await retype(user, 'Cost price for Shea Body Butter', '5');
    await user.clear(cell('Cost price for Shea Body Butter'));

    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(t.saves()).toHaveLength(1));
    expect(t.saves()[0]).toEqual([
      { productId: 1, salePrice: 18.5 },
      { productId: 3, discountInPercent: 10 },
    ]);
    const summary = await screen.findByText(/Saved: 2 changed, 0 unchanged/);
    const box = summary.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByText('Rose Lip Oil').closest('li')).toHaveTextContent('Sale price £20.00 → £18.50');
    expect(within(box).getByText('Velvet Foundation').closest('li')).toHaveTextContent(
      'Discount percent 0% → 10%; Discount amount £0.00 → £3.20',
    );
    expect(screen.getByText('No changes')).toBeInTheDocument();
  });

  test('a row the server refuses is marked with its message, and every edit stays to be fixed', async () => {
    const user = userEvent.setup();
    const message = 'Row 2 (PRD-0003): Wholesale price must be at most 100000';
    renderPrices(() => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'rows.1.wholeSalePrice' } }] }));
    await screen.findByRole('textbox', { name: 'Sale price for Rose Lip Oil' });
    await retype(user, 'Sale price for Rose Lip Oil', '19');
    await retype(user, 'Wholesale price for Velvet Foundation', '400000');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === message)).toBe(true));
    const refusedRow = screen.getByRole('rowheader', { name: /Velvet Foundation/ }).closest('tr')!;
    expect(refusedRow).toHaveAttribute('aria-invalid', 'true');
    expect(within(refusedRow).getByText(message)).toBeInTheDocument();
    expect(cell('Wholesale price for Velvet Foundation')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Wholesale price for Velvet Foundation').value).toBe('400000');
    expect(cell('Sale price for Rose Lip Oil').value).toBe('19');
    expect(screen.getByText('2 products changed')).toBeInTheDocument();
  });

  test('a discount above the sale price is caught before sending: Save stays off and the reason shows', async () => {
    const user = userEvent.setup();
    const t = renderPrices(() => ({ errors: [{ message: 'not called' }] }));
    await screen.findByRole('textbox', { name: 'Sale price for Rose Lip Oil' });
    await retype(user, 'Discount amount for Velvet Foundation', '40');
    expect(screen.getByText('Velvet Foundation: Discount amount cannot be more than the sale price')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save prices' })).toBeDisabled();
    expect(t.saves()).toHaveLength(0);
  });

  test('leaving with unsaved edits asks first; Stay keeps them', async () => {
    const user = userEvent.setup();
    const t = renderPrices(() => ({ errors: [{ message: 'not called' }] }));
    await screen.findByRole('textbox', { name: 'Sale price for Rose Lip Oil' });
    await retype(user, 'Sale price for Rose Lip Oil', '21');
    await act(async () => {
      void t.router.navigate('/dashboard');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(t.router.state.location.pathname).toBe('/dashboard/prices');
    expect(cell('Sale price for Rose Lip Oil').value).toBe('21');
  });
});
