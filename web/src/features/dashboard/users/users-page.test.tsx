import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';
import { UsersPage } from './users-page';

type Role = 'USER' | 'ADMIN' | 'SUPER_ADMIN';
interface Options {
  skip: number;
  take: number;
  search: string | null;
  role: Role | null;
  sortBy: string;
  sortDirection: 'ASC' | 'DESC';
}

const NAMES = ['Ada Admin', 'Amara Okafor', 'Bea Brown', 'Cara Clarke', 'Dan Dawson', 'Eve Evans', 'Finn Foster', 'Gita Gill'];

function accounts() {
  return NAMES.map((name, i) => ({
    __typename: 'User',
    id: i + 1,
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.co.uk`,
    role: (i === 0 ? 'SUPER_ADMIN' : i === 3 ? 'ADMIN' : 'USER') as Role,
  }));
}

/**
 * The users screen against a fake API that searches name and e-mail, filters by role, sorts and pages as
 * the server does, and refuses what the server refuses.
 */
function renderUsers(viewerRole: Role, url = '/dashboard/users') {
  const users = accounts();
  const viewer = {
    __typename: 'User',
    id: viewerRole === 'SUPER_ADMIN' ? 1 : 4,
    name: 'Me',
    email: 'me@example.co.uk',
    role: viewerRole,
    image: null,
  };
  const server = fakeServer((name, variables): Answer => {
    if (name === 'AdminViewer') return { data: { me: viewer } };
    if (name === 'AdminUserList') {
      const o = variables.options as Options;
      const wanted = o.search?.toLowerCase();
      const rows = users
        .filter((u) => !wanted || u.name.toLowerCase().includes(wanted) || u.email.includes(wanted))
        .filter((u) => !o.role || u.role === o.role)
        .sort((a, b) => String(a[o.sortBy as 'name']).localeCompare(String(b[o.sortBy as 'name'])) * (o.sortDirection === 'DESC' ? -1 : 1));
      return { data: { users: { __typename: 'UserList', totalItems: rows.length, items: rows.slice(o.skip, o.skip + o.take) } } };
    }
    if (name === 'AdminUpdateUserRole') {
      const target = users.find((u) => u.id === variables.id)!;
      if (target.id === 1)
        return { errors: [{ message: 'Cannot demote the last super-admin of this branch', extensions: { code: 'CONFLICT' } }] };
      target.role = variables.role as Role;
      return { data: { updateUserRole: { __typename: 'User', id: target.id, role: target.role } } };
    }
    if (name === 'AdminDeleteUser') {
      if (variables.id === 3) return { errors: [{ message: 'The account has orders in progress', extensions: { code: 'CONFLICT' } }] };
      users.splice(
        users.findIndex((u) => u.id === variables.id),
        1,
      );
      return { data: { deleteUser: { __typename: 'User', id: variables.id } } };
    }
    throw new Error(`unexpected ${name}`);
  });
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/dashboard/users" element={<UsersPage />} />
      </Routes>,
    ),
  );
  const lists = () => server.received.filter((r) => r.operationName === 'AdminUserList').map((r) => r.variables.options as Options);
  return { ...server, lists, location: () => screen.getByTestId('location').textContent };
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());

describe('the users screen', () => {
  test('a super-admin changes a role in the modal: name and e-mail read-only, the role a select; the server refusal shows in the modal', async () => {
    const user = userEvent.setup();
    const t = renderUsers('SUPER_ADMIN');
    await waitFor(() => expect(names()).toEqual(['Ada Admin (you)', 'Amara Okafor', 'Bea Brown', 'Cara Clarke', 'Dan Dawson']));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change role of Bea Brown' }));
    const dialog = screen.getByRole('dialog', { name: 'Change role' });
    const nameBox = within(dialog).getByLabelText('Name');
    expect(nameBox).toHaveValue('Bea Brown');
    expect(nameBox).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('bea@example.co.uk');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    const role = within(dialog).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['user', 'admin', 'super-admin']);
    expect(role).toHaveValue('USER');
    await user.selectOptions(role, 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t.received.find((r) => r.operationName === 'AdminUpdateUserRole')?.variables).toEqual({ id: 3, role: 'ADMIN' });
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Bea Brown' }).closest('tr')).toHaveTextContent('admin'));

    await user.click(screen.getByRole('button', { name: 'Change role of Ada Admin' }));
    const again = screen.getByRole('dialog', { name: 'Change role' });
    await user.selectOptions(within(again).getByLabelText('Role'), 'user');
    await user.click(within(again).getByRole('button', { name: 'Save role' }));
    expect(await within(again).findByText('Cannot demote the last super-admin of this branch')).toBeInTheDocument();
  });

  test('an admin sees no role controls, and Delete only on customers', async () => {
    renderUsers('ADMIN');
    await waitFor(() => expect(names()).toContain('Amara Okafor'));
    expect(screen.queryByRole('button', { name: /Change the role/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Amara Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).not.toBeInTheDocument();
    // Their own account (Cara Clarke, an admin) has no Delete either.
    expect(screen.queryByRole('button', { name: 'Delete Cara Clarke' })).not.toBeInTheDocument();
  });

  test("Delete asks 'Are you sure to delete this user?' naming the account; a refusal shows the server's message", async () => {
    const user = userEvent.setup();
    const t = renderUsers('ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Delete Amara Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent(
      'Are you sure to delete this user? ‘Amara Okafor’ (amara@example.co.uk) will no longer be able to log in.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Amara Okafor' })).not.toBeInTheDocument());
    expect(t.received.filter((r) => r.operationName === 'AdminDeleteUser').map((r) => r.variables)).toEqual([{ id: 2 }]);

    await user.click(screen.getByRole('button', { name: 'Delete Bea Brown' }));
    const refused = screen.getByRole('dialog', { name: 'Delete user' });
    await user.click(within(refused).getByRole('button', { name: 'Delete' }));
    expect(await within(refused).findByText('The account has orders in progress')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Bea Brown' })).toBeInTheDocument();
  });

  test('search, role filter, sort, page and page size live in the URL and go to the server', async () => {
    const user = userEvent.setup();
    const t = renderUsers('SUPER_ADMIN');
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(t.lists()[0]).toEqual({ skip: 0, take: 5, search: null, role: null, sortBy: 'name', sortDirection: 'ASC' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Eve Evans', 'Finn Foster', 'Gita Gill']));
    expect(t.location()).toBe('/dashboard/users?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Email/ }));
    expect(t.location()).toBe('/dashboard/users?sort=email');
    await user.click(screen.getByRole('button', { name: /^Email/ }));
    expect(t.location()).toBe('/dashboard/users?sort=email&dir=desc');
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(names()[0]).toBe('Gita Gill'));

    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    expect(t.location()).toBe('/dashboard/users?sort=email&dir=desc&size=10');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    expect(t.location()).toBe('/dashboard/users?sort=email&dir=desc&size=10&role=ADMIN');
    await waitFor(() => expect(names()).toEqual(['Cara Clarke']));

    await user.selectOptions(screen.getByLabelText('Role'), 'All roles');
    await user.type(screen.getByRole('searchbox', { name: 'Search users by name or e-mail' }), 'EVE@');
    await waitFor(() => expect(t.location()).toBe('/dashboard/users?q=EVE%40&sort=email&dir=desc&size=10'));
    await waitFor(() => expect(names()).toEqual(['Eve Evans']));
    expect(t.lists().at(-1)).toEqual({ skip: 0, take: 10, search: 'EVE@', role: null, sortBy: 'email', sortDirection: 'DESC' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search users by name or e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users by name or e-mail' }), 'nobody');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  test("a failed list shows the spec's fallback in red with Retry", async () => {
    const server = fakeServer((name): Answer =>
      name === 'AdminViewer'
        ? { data: { me: { __typename: 'User', id: 1, name: 'Me', email: 'me@example.co.uk', role: 'ADMIN', image: null } } }
        : { networkError: true },
    );
    render(
      withProviders(
        server.client,
        '/dashboard/users',
        <Routes>
          <Route path="/dashboard/users" element={<UsersPage />} />
        </Routes>,
      ),
    );
    const failure = await screen.findByText('Failed to fetch admin users');
    expect(failure).toHaveClass('error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
