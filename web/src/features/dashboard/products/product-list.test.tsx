import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { AdminListPage } from '../kit/admin-list-page';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';
import { productResource } from './product-list';

const image = { fileName: null, imageWidth: null, imageHeight: null };
const DEPARTMENTS = [
  { __typename: 'Department', id: 1, code: 'DEP-0001', name: 'Beauty', slug: 'beauty', isActive: true, position: 0, ...image },
  { __typename: 'Department', id: 2, code: 'DEP-0002', name: 'Hair', slug: 'hair', isActive: true, position: 1, ...image },
];
const parent = (id: number, title: string, departmentId: number) => ({
  __typename: 'ParentItem',
  id,
  code: `PIT-${id}`,
  title,
  slug: title.toLowerCase(),
  isActive: true,
  position: 0,
  ...image,
  subCategoryId: 10 + departmentId,
  subCategory: {
    __typename: 'SubCategory',
    id: 10 + departmentId,
    title: 'Sub',
    categoryId: 20 + departmentId,
    category: { __typename: 'Category', id: 20 + departmentId, departmentId },
  },
});
const PARENTS = [parent(7, 'Serums', 1), parent(8, 'Lipsticks', 1), parent(9, 'Lace Wigs', 2)];
const BRANDS = [
  { __typename: 'Brand', id: 3, code: 'BRD-0003', name: 'Glow Lab', slug: 'glow-lab', keyLetter: 'G', isActive: true, ...image },
];
const PRODUCTS = Array.from({ length: 12 }, (_, i) => ({
  __typename: 'Product',
  id: i + 1,
  code: `PRD-${String(i + 1).padStart(4, '0')}`,
  name: `Product ${String.fromCharCode(65 + i)}`,
  slug: `product-${i + 1}`,
  salePrice: 10 + i,
  stockQuantity: i,
  waitingStockAlerts: i === 0 ? 3 : 0,
  isActive: i % 4 !== 0,
  rating: 4.5,
  gallery: i === 0 ? ['front.webp'] : [],
}));

function answer(name: string, variables: Record<string, unknown>): Answer {
  const options = (variables.options ?? {}) as Record<string, unknown>;
  if (name === 'AdminDepartments') return { data: { departments: { __typename: 'DepartmentList', totalItems: 2, items: DEPARTMENTS } } };
  if (name === 'AdminBrands') return { data: { brands: { __typename: 'BrandList', totalItems: 1, items: BRANDS } } };
  if (name === 'AdminParentItems') {
    const items = PARENTS.filter((p) => p.subCategory.category.departmentId === options.departmentId);
    return { data: { parentItems: { __typename: 'ParentItemList', totalItems: items.length, items } } };
  }
  if (name === 'AdminProducts') {
    const skip = Number(options.skip),
      take = Number(options.take);
    return { data: { products: { __typename: 'ProductList', totalItems: PRODUCTS.length, items: PRODUCTS.slice(skip, skip + take) } } };
  }
  throw new Error(`unexpected ${name}`);
}

function renderList(url: string) {
  const server = fakeServer(answer);
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/dashboard/products" element={<AdminListPage resource={productResource} />} />
      </Routes>,
    ),
  );
  const lists = () =>
    server.received.filter((r) => r.operationName === 'AdminProducts').map((r) => r.variables.options as Record<string, unknown>);
  return { ...server, lists, location: () => screen.getByTestId('location').textContent };
}

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('the product list', () => {
  test("columns: image, name, code, price in pounds, stock, waiting stock alerts, status pill, rating; Edit and Add go to the form's pages", async () => {
    renderList('/dashboard/products');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['Image', 'Name', 'Code', 'Price', 'Stock', 'Stock alerts', 'Status', 'Rating', 'Actions']);
    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', 'Product A', 'PRD-0001', '£10.00', '0', '3', 'Inactive', '4.5', 'EditDelete']);
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/products/front.webp');
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('link', { name: 'Edit Product A' })).toHaveAttribute('href', '/dashboard/products/1');
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/dashboard/add/product');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  test('department → parent item: the parent item waits for a department and lists its parent items; each choice goes into the request and the URL, back at page 1', async () => {
    const user = userEvent.setup();
    const t = renderList('/dashboard/products?page=2');
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    const parentSelect = screen.getByLabelText('Parent item');
    expect(parentSelect).toBeDisabled();
    expect(t.received.some((r) => r.operationName === 'AdminParentItems')).toBe(false);

    const department = screen.getByLabelText('Department');
    await waitFor(() => expect(within(department).getByRole('option', { name: 'Beauty' })).toBeInTheDocument());
    await user.selectOptions(department, 'Beauty');
    await waitFor(() => expect(t.location()).toBe('/dashboard/products?department=1'));
    await waitFor(() =>
      expect(t.lists().at(-1)).toEqual({ skip: 0, take: 5, search: null, sortBy: 'name', sortDirection: 'ASC', departmentId: 1 }),
    );
    await waitFor(() => expect(parentSelect).toBeEnabled());
    await waitFor(() =>
      expect([...(parentSelect as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Any', 'Serums', 'Lipsticks']),
    );

    await user.selectOptions(parentSelect, 'Lipsticks');
    await waitFor(() => expect(t.location()).toBe('/dashboard/products?department=1&parent=8'));
    await waitFor(() => expect(t.lists().at(-1)).toMatchObject({ departmentId: 1, parentItemId: 8, skip: 0 }));

    // A new department clears the parent item chosen under the old one.
    await user.selectOptions(department, 'Hair');
    await waitFor(() => expect(t.location()).toBe('/dashboard/products?department=2'));
    expect(t.lists().at(-1)).not.toHaveProperty('parentItemId');
    await waitFor(() => expect([...(parentSelect as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Any', 'Lace Wigs']));
  });

  test('brand, active and stock filters, with the search, page size and sort, all in the URL; a filter change goes back to page 1', async () => {
    const user = userEvent.setup();
    const t = renderList('/dashboard/products?page=3&size=5&sort=salePricePence&dir=desc');
    await waitFor(() => expect(screen.getByText('Page 3 of 3')).toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByLabelText('Brand')).getByRole('option', { name: 'Glow Lab' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Brand'), 'Glow Lab');
    await waitFor(() => expect(t.location()).toBe('/dashboard/products?brand=3&sort=salePricePence&dir=desc'));
    await user.selectOptions(screen.getByLabelText('Active'), 'Inactive');
    await user.selectOptions(screen.getByLabelText('Stock'), 'Out of stock');
    await waitFor(() => expect(t.location()).toBe('/dashboard/products?brand=3&active=no&stock=out&sort=salePricePence&dir=desc'));
    await waitFor(() =>
      expect(t.lists().at(-1)).toEqual({
        skip: 0,
        take: 5,
        search: null,
        sortBy: 'salePricePence',
        sortDirection: 'DESC',
        brandId: 3,
        isActive: false,
        inStock: false,
      }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'PRD-0002');
    await waitFor(() =>
      expect(t.location()).toBe('/dashboard/products?q=PRD-0002&brand=3&active=no&stock=out&sort=salePricePence&dir=desc'),
    );
    await user.selectOptions(screen.getByLabelText('Stock'), 'In stock');
    await waitFor(() => expect(t.lists().at(-1)).toMatchObject({ search: 'PRD-0002', inStock: true, isActive: false, brandId: 3 }));
    await user.selectOptions(screen.getByLabelText('Active'), 'Any');
    await waitFor(() => expect(t.location()).toBe('/dashboard/products?q=PRD-0002&brand=3&stock=in&sort=salePricePence&dir=desc'));
  });

  test("?stock=low (the notifications' link) asks for the low-stock products; a value that is no choice is ignored", async () => {
    const t = renderList('/dashboard/products?stock=low&active=maybe');
    await waitFor(() => expect(t.lists()).toHaveLength(1));
    expect(t.lists()[0]).toEqual({ skip: 0, take: 5, search: null, sortBy: 'name', sortDirection: 'ASC', lowStock: true });
    expect(screen.getByLabelText('Stock')).toHaveValue('low');
    expect(screen.getByLabelText('Active')).toHaveValue('');
  });

  test("a failed list shows the spec's fallback 'Failed to fetch products'", async () => {
    const server = fakeServer((name, v) => (name === 'AdminProducts' ? { networkError: true } : answer(name, v)));
    render(
      withProviders(
        server.client,
        '/dashboard/products',
        <Routes>
          <Route path="/dashboard/products" element={<AdminListPage resource={productResource} />} />
        </Routes>,
      ),
    );
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
  });
});
