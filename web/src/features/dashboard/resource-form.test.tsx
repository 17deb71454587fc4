import { describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceForm } from './resource-form';
import { resourceAt } from './resources';
import { fakeServer, withProviders, type Answer } from '../../testing/test-support';

const parentItems = resourceAt('parent-items')!;

const list = (field: string, typename: string, rows: Record<string, unknown>[]): Answer => ({
  data: {
    [field]: {
      __typename: `${typename}List`,
      totalItems: rows.length,
      items: rows.map((r) => ({
        __typename: typename,
        code: 'X',
        slug: 'x',
        isActive: true,
        position: 0,
        fileName: null,
        imageWidth: null,
        imageHeight: null,
        ...r,
      })),
    },
  },
});

/** Departments, their categories and those categories' sub-categories, as the list queries answer them. */
function catalogue(name: string, variables: Record<string, unknown>): Answer {
  const options = variables.options as Record<string, unknown>;
  if (name === 'AdminDepartments')
    return list('departments', 'Department', [
      { id: 1, name: 'Hair' },
      { id: 2, name: 'Skin' },
    ]);
  if (name === 'AdminCategories') {
    const rows =
      options.departmentId === 1
        ? [{ id: 11, title: 'Shampoo', name: 'Shampoo', departmentId: 1, department: null }]
        : [{ id: 21, title: 'Serums', name: 'Serums', departmentId: 2, department: null }];
    return list('categories', 'Category', rows);
  }
  if (name === 'AdminSubCategories') {
    return list(
      'subCategories',
      'SubCategory',
      options.categoryId === 11
        ? [{ id: 111, title: 'Dry hair', name: 'Dry hair', categoryId: 11, category: null }]
        : [{ id: 211, title: 'Vitamin C', name: 'Vitamin C', categoryId: 21, category: null }],
    );
  }
  return { data: { createParentItem: { __typename: 'ParentItem', id: 99 } } };
}

describe('the form modal: dependent selects (parent item)', () => {
  test('category waits for a department, sub-category for a category; changing one clears those after it', async () => {
    const user = userEvent.setup();
    const server = fakeServer(catalogue);
    let done = 0;
    render(
      withProviders(server.client, '/dashboard/parent-items', <ResourceForm resource={parentItems} editing={null} onDone={() => done++} />),
    );
    const department = screen.getByLabelText('Department');
    const category = screen.getByLabelText('Category');
    const subCategory = screen.getByLabelText('Sub-category');
    expect(category).toBeDisabled();
    expect(subCategory).toBeDisabled();

    await waitFor(() => expect(within(department).getByRole('option', { name: 'Hair' })).toBeInTheDocument());
    await user.selectOptions(department, '1');
    await waitFor(() => expect(category).toBeEnabled());
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Shampoo' })).toBeInTheDocument());
    expect(subCategory).toBeDisabled();
    await user.selectOptions(category, '11');
    await waitFor(() => expect(within(subCategory).getByRole('option', { name: 'Dry hair' })).toBeInTheDocument());
    await user.selectOptions(subCategory, '111');

    await user.selectOptions(department, '2');
    await waitFor(() => expect(category).toHaveValue(''));
    expect(subCategory).toHaveValue('');
    expect(subCategory).toBeDisabled();
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Serums' })).toBeInTheDocument());
    expect(
      server.received
        .filter((r) => r.operationName === 'AdminCategories')
        .map((r) => (r.variables.options as { departmentId: number }).departmentId),
    ).toEqual([1, 2]);

    // The required messages, then a save that sends only the input's own fields (not the department or category).
    await user.click(screen.getByRole('button', { name: 'Add parent item' }));
    expect(await screen.findByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Sub-category is required')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    await user.selectOptions(category, '21');
    await waitFor(() => expect(within(subCategory).getByRole('option', { name: 'Vitamin C' })).toBeInTheDocument());
    await user.selectOptions(subCategory, '211');
    await user.type(screen.getByLabelText('Title'), 'Glow Drops');
    await user.click(screen.getByRole('button', { name: 'Add parent item' }));
    await waitFor(() => expect(done).toBe(1));
    const create = server.received.find((r) => r.operationName === 'AdminCreateParentItem')!;
    expect(create.variables).toEqual({ input: { subCategoryId: 211, title: 'Glow Drops', isActive: true } });
  });

  test('an image input takes images only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const server = fakeServer(catalogue);
    render(
      withProviders(
        server.client,
        '/dashboard/parent-items',
        <ResourceForm resource={parentItems} editing={null} onDone={() => undefined} />,
      ),
    );
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the image' })).not.toBeInTheDocument();
  });
});

describe('the form modal: discount codes', () => {
  const discounts = resourceAt('discounts')!;

  test("offers First order only and Once per customer as checkboxes, sends them, and shows a code's saved limits", async () => {
    const user = userEvent.setup();
    const server = fakeServer((name) =>
      name === 'AdminCreateDiscountCode'
        ? { data: { createDiscountCode: { __typename: 'DiscountCode', id: 7 } } }
        : { data: { updateDiscountCode: { __typename: 'DiscountCode', id: 3 } } },
    );
    let done = 0;
    const { unmount } = render(
      withProviders(server.client, '/dashboard/discounts', <ResourceForm resource={discounts} editing={null} onDone={() => done++} />),
    );
    const first = screen.getByRole('checkbox', { name: 'First order only' });
    const once = screen.getByRole('checkbox', { name: 'Once per customer' });
    expect(first).not.toBeChecked();
    expect(once).not.toBeChecked();
    expect(first).toHaveAccessibleDescription("Refused when the customer's account or e-mail has an earlier order that was not cancelled");
    await user.type(screen.getByLabelText('Code'), 'WELCOME10');
    await user.type(screen.getByLabelText('Percent off'), '10');
    await user.click(first);
    await user.click(once);
    await user.click(screen.getByRole('button', { name: 'Add discount code' }));
    await waitFor(() => expect(done).toBe(1));
    expect(server.received.find((r) => r.operationName === 'AdminCreateDiscountCode')!.variables.input).toMatchObject({
      code: 'WELCOME10',
      percentOff: 10,
      firstOrderOnly: true,
      oncePerCustomer: true,
    });
    unmount();

    const saved = {
      __typename: 'DiscountCode',
      id: 3,
      code: 'WELCOME10',
      description: '10% off a first order',
      percentOff: 10,
      amountOff: null,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      timesUsed: 4,
      isActive: true,
      firstOrderOnly: true,
      oncePerCustomer: false,
    };
    render(
      withProviders(server.client, '/dashboard/discounts', <ResourceForm resource={discounts} editing={saved} onDone={() => done++} />),
    );
    expect(screen.getByRole('checkbox', { name: 'First order only' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Once per customer' }));
    await user.click(screen.getByRole('button', { name: /^(Save|Update)/ }));
    await waitFor(() => expect(done).toBe(2));
    expect(server.received.find((r) => r.operationName === 'AdminUpdateDiscountCode')!.variables).toMatchObject({
      id: 3,
      input: { firstOrderOnly: true, oncePerCustomer: true },
    });
  });
});
