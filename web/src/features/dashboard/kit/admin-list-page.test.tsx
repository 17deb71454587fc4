import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { AdminListPage } from './admin-list-page';
import { resourceAt } from '../resources';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';

const brands = resourceAt('brands')!;
const NAMES = [
  'Acme Beauty',
  'Bloom',
  'Cocoa Glow',
  'Dewdrop',
  'Ebony Rose',
  'Fable',
  'Glossier Lane',
  'Halo',
  'Iris & Ivy',
  'Juniper',
  'Kaya',
  'Lumen',
];
const ALL = NAMES.map((name, i) => ({
  __typename: 'Brand',
  id: i + 1,
  code: `BRD-${String(i + 1).padStart(4, '0')}`,
  name,
  isActive: i % 3 !== 0,
  fileName: null,
  imageWidth: null,
  imageHeight: null,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  keyLetter: name.charAt(0),
}));

interface Options {
  skip: number;
  take: number;
  search: string | null;
  sortBy: string | null;
  sortDirection: 'ASC' | 'DESC' | null;
}

/** The brands list as the API answers it: case-insensitive contains on the name, sorted, one page. */
function brandsPage(options: Options): Answer {
  let rows = ALL.filter((b) => !options.search || b.name.toLowerCase().includes(options.search.toLowerCase()));
  if (options.sortBy) {
    const key = options.sortBy as 'name' | 'code';
    rows = [...rows].sort((a, b) => a[key].localeCompare(b[key]) * (options.sortDirection === 'DESC' ? -1 : 1));
  }
  return {
    data: { brands: { __typename: 'BrandList', totalItems: rows.length, items: rows.slice(options.skip, options.skip + options.take) } },
  };
}

function renderList(
  url = '/dashboard/brands',
  answer: (name: string, variables: Record<string, unknown>) => Answer = (_n, v) => brandsPage(v.options as Options),
  resource = brands,
) {
  const server = fakeServer(answer);
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/dashboard/brands" element={<AdminListPage resource={resource} />} />
      </Routes>,
    ),
  );
  const lists = () => server.received.filter((r) => r.operationName === 'AdminBrands').map((r) => r.variables.options as Options);
  return { ...server, lists, location: () => screen.getByTestId('location').textContent };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('the generic list page (brands)', () => {
  test('a spinner, then the first 5 rows sorted by name, Page 1 of 3; Prev / Next move through the pages and the URL', async () => {
    const user = userEvent.setup();
    const t = renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(firstCells()).toEqual(['Acme Beauty', 'Bloom', 'Cocoa Glow', 'Dewdrop', 'Ebony Rose']));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brands');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(t.lists()[0]).toEqual({ skip: 0, take: 5, search: null, sortBy: 'name', sortDirection: 'ASC' });
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(firstCells()).toEqual(['Fable', 'Glossier Lane', 'Halo', 'Iris & Ivy', 'Juniper']));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(t.location()).toBe('/dashboard/brands?page=2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(firstCells()).toEqual(['Kaya', 'Lumen']));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
  });

  test('page size 5 / 10 / 50: the value asked for is the label, and a new size starts at page 1', async () => {
    const user = userEvent.setup();
    const t = renderList('/dashboard/brands?page=2');
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    const size = screen.getByLabelText('Rows per page');
    expect([...(size as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['5', '5'],
      ['10', '10'],
      ['50', '50'],
    ]);
    await user.selectOptions(size, '10');
    await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(10);
    expect(t.location()).toBe('/dashboard/brands?size=10');
    expect(t.lists().at(-1)).toMatchObject({ skip: 0, take: 10 });
  });

  test('search asks the server (contains, any case) and goes back to page 1; it is kept in the URL', async () => {
    const user = userEvent.setup();
    const t = renderList('/dashboard/brands?page=3');
    await waitFor(() => expect(screen.getByText('Page 3 of 3')).toBeInTheDocument());
    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'ROSE');
    await waitFor(() => expect(t.location()).toBe('/dashboard/brands?q=ROSE'));
    await waitFor(() => expect(firstCells()).toEqual(['Ebony Rose']));
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(t.lists().at(-1)).toMatchObject({ search: 'ROSE', skip: 0 });
  });

  test('a column header sorts ascending, then descending (aria-sort says which), back at page 1', async () => {
    const user = userEvent.setup();
    const t = renderList('/dashboard/brands?page=2');
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    const codeHeader = () => screen.getByRole('columnheader', { name: /Code/ });
    expect(codeHeader()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(codeHeader()).getByRole('button'));
    await waitFor(() => expect(codeHeader()).toHaveAttribute('aria-sort', 'ascending'));
    expect(t.location()).toBe('/dashboard/brands?sort=code');
    expect(t.lists().at(-1)).toMatchObject({ sortBy: 'code', sortDirection: 'ASC', skip: 0 });

    await user.click(within(codeHeader()).getByRole('button'));
    await waitFor(() => expect(codeHeader()).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(firstCells()[0]).toBe('Lumen'));
    expect(t.location()).toBe('/dashboard/brands?sort=code&dir=desc');
    expect(t.lists().at(-1)).toMatchObject({ sortBy: 'code', sortDirection: 'DESC' });
  });

  test('by keyboard, a sort header or the pager pressed keeps the focus while the next rows load (the table stays in place)', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeInTheDocument());
    const codeSort = within(screen.getByRole('columnheader', { name: /Code/ })).getByRole('button');
    codeSort.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute('aria-sort', 'ascending'));
    expect(document.activeElement).toBe(within(screen.getByRole('columnheader', { name: /Code/ })).getByRole('button'));

    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    await waitFor(() => expect(firstCells()).toEqual(['Fable', 'Glossier Lane', 'Halo', 'Iris & Ivy', 'Juniper']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  test('the state in the URL is what a reload shows', async () => {
    const t = renderList('/dashboard/brands?q=o&sort=name&dir=desc&size=10');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(t.lists()[0]).toEqual({ skip: 0, take: 10, search: 'o', sortBy: 'name', sortDirection: 'DESC' });
    expect(screen.getByRole('searchbox', { name: 'Search brands' })).toHaveValue('o');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('10');
  });

  test('nothing found: the empty state', async () => {
    renderList('/dashboard/brands?q=zzz');
    expect(await screen.findByText('No brands found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  test("an error shows the server's message in red in place of the table; without one, the spec's fallback", async () => {
    renderList('/dashboard/brands', () => ({ errors: [{ message: 'Only staff can see this', extensions: { code: 'FORBIDDEN' } }] }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Only staff can see this'));
    expect(alert).toHaveClass('error');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test("a network failure shows the fallback 'Failed to fetch brand'", async () => {
    renderList('/dashboard/brands', () => ({ networkError: true }));
    await waitFor(() => expect(screen.getByText('Failed to fetch brand')).toBeInTheDocument());
  });

  test('Add opens the modal form; closing it resets it; Edit fills it in; the required message shows', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));

    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    let dialog = screen.getByRole('dialog', { name: 'Add brand' });
    await user.click(within(dialog).getByRole('button', { name: 'Add brand' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Name'), 'Half typed');
    expect(within(dialog).getByLabelText('Active')).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add brand' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    dialog = screen.getByRole('dialog', { name: 'Add brand' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Edit Bloom' }));
    dialog = screen.getByRole('dialog', { name: 'Edit brand' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Bloom');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('BRD-0002');
    expect(within(dialog).getByLabelText('Active')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(within(screen.getByRole('dialog', { name: 'Add brand' })).getByLabelText('Name')).toHaveValue('');
  });

  test('saving sends the input and lists again; a field the server names gets its message', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const t = renderList('/dashboard/brands', (name, variables) => {
      if (name === 'AdminUpdateBrand') {
        return refuse
          ? {
              errors: [
                {
                  message: 'Slug may hold only lower-case letters, digits and single hyphens',
                  extensions: { code: 'BAD_USER_INPUT', field: 'slug' },
                },
              ],
            }
          : { data: { updateBrand: { __typename: 'Brand', id: 2 } } };
      }
      return brandsPage(variables.options as Options);
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Edit Bloom' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit brand' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Bloom London');
    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'bad slug');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Slug may hold only lower-case letters, digits and single hyphens')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    const listsBefore = t.lists().length;
    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const update = t.received.filter((r) => r.operationName === 'AdminUpdateBrand').at(-1)!;
    // A cleared slug is left out (the server keeps or makes one); the code left as it was is sent as it was.
    expect(update.variables).toEqual({ id: 2, input: { name: 'Bloom London', code: 'BRD-0002', isActive: true } });
    await waitFor(() => expect(t.lists().length).toBeGreaterThan(listsBefore));
  });

  test('a read-only row (the entry says which) has no Edit or Delete; the others keep theirs', async () => {
    renderList(undefined, undefined, { ...brands, readOnly: (row) => row.isActive === false });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    // Acme Beauty and Dewdrop are inactive in the fixture.
    for (const name of ['Acme Beauty', 'Dewdrop']) {
      const row = bodyRows().find((r) => r.textContent?.includes(name))!;
      expect(within(row).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
      expect(row).toHaveTextContent('Read-only');
    }
    expect(screen.getByRole('button', { name: 'Edit Bloom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Cocoa Glow' })).toBeInTheDocument();
  });

  test("Delete confirms naming the item; a refused delete shows the server's message", async () => {
    const user = userEvent.setup();
    renderList('/dashboard/brands', (name, variables) =>
      name === 'AdminDeleteBrand'
        ? { errors: [{ message: 'Cannot delete this brand: 3 products still use it', extensions: { code: 'CONFLICT' } }] }
        : brandsPage(variables.options as Options),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Delete Cocoa Glow' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete brand' });
    expect(dialog).toHaveTextContent('Delete the brand ‘Cocoa Glow’?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Cannot delete this brand: 3 products still use it')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(firstCells()).toContain('Cocoa Glow');
  });
});
