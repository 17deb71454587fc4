import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AuditLogPage } from './audit-log-page';
import { auditFilter, readAuditState, writeAuditState } from './audit-url';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';

const entries = [
  {
    id: 12,
    createdAt: '2026-11-21T10:05:00.000Z',
    userId: 7,
    userEmail: 'amelia@beauty.example',
    userName: 'Amelia Hart',
    userRole: 'admin',
    address: '203.0.113.9',
    operation: 'updateColor',
    route: 'PUT /api/colors/3',
    dataSet: 'colors',
    recordId: '3',
    action: 'UPDATE',
    changes: [{ field: 'name', before: 'Rose Pink', after: 'Dusky Rose', hidden: false }],
  },
  {
    id: 11,
    createdAt: '2026-11-20T09:00:00.000Z',
    userId: 1,
    userEmail: 'owner@beauty.example',
    userName: 'Olivia Brown',
    userRole: 'super-admin',
    address: '198.51.100.4',
    operation: 'changePassword',
    route: null,
    dataSet: 'users',
    recordId: '1',
    action: 'UPDATE',
    changes: [{ field: 'passwordHash', before: null, after: null, hidden: true }],
  },
  {
    id: 10,
    createdAt: '2026-11-19T09:00:00.000Z',
    userId: 7,
    userEmail: 'amelia@beauty.example',
    userName: 'Amelia Hart',
    userRole: 'admin',
    address: '203.0.113.9',
    operation: 'deleteBanner',
    route: null,
    dataSet: 'banners',
    recordId: '4',
    action: 'DELETE',
    changes: [{ field: 'title', before: 'Summer Glow', after: null, hidden: false }],
  },
];

function renderLog(url: string, refuse = false) {
  const server = fakeServer((name, variables): Answer => {
    if (refuse) return { errors: [{ message: 'Only a super-admin can do this', extensions: { code: 'FORBIDDEN' } }] };
    if (name === 'AdminAuditEntries') {
      const filter = (variables.filter ?? {}) as { who?: string | null; dataSet?: string | null };
      const page = variables.page as { skip: number; take: number };
      const found = entries.filter(
        (e) => (!filter.dataSet || e.dataSet === filter.dataSet) && (!filter.who || e.userEmail.includes(filter.who)),
      );
      return {
        data: {
          auditEntries: {
            __typename: 'AuditEntryList',
            totalItems: found.length,
            items: found
              .slice(page.skip, page.skip + page.take)
              .map((e) => ({ __typename: 'AuditEntry', ...e, changes: e.changes.map((c) => ({ __typename: 'AuditFieldChange', ...c })) })),
          },
        },
      };
    }
    if (name === 'AdminAuditDataSets') return { data: { auditDataSets: ['banners', 'colors', 'users'] } };
    if (name === 'AdminAuditCsv')
      return { data: { auditEntriesCsv: { __typename: 'AuditCsv', csv: 'When (UTC)\r\n', rowCount: 1, totalItems: 1, truncated: false } } };
    throw new Error(`unexpected ${name}`);
  });
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/dashboard/audit-log" element={<AuditLogPage />} />
      </Routes>,
    ),
  );
  const asked = (operation: string) => server.received.filter((r) => r.operationName === operation).map((r) => r.variables);
  return { ...server, asked };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the audit log screen', () => {
  test('lists entries newest first with who, when, the record and the mutation; an entry opens to its fields before → after; secrets show as hidden', async () => {
    const user = userEvent.setup();
    renderLog('/dashboard/audit-log');
    const list = await screen.findByRole('list', { name: 'Audit entries, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Changed');
    expect(items[0]).toHaveTextContent('Colours 3');
    expect(items[0]).toHaveTextContent('updateColor · PUT /api/colors/3');
    expect(items[0]).toHaveTextContent('Amelia Hart');
    expect(items[0]).toHaveTextContent('amelia@beauty.example · Admin');
    expect(items[0]).toHaveTextContent('21 November 2026, 10.05 am');
    expect(items[0]).toHaveTextContent('from 203.0.113.9');

    const show = within(items[0]).getByRole('button', { name: /Show changes\W+Colours 3/ });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(within(items[0]).queryByRole('table')).toBeNull();
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const table = within(items[0]).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(within(table).getByRole('row', { name: /name/ })).toHaveTextContent('Rose Pink');
    expect(within(table).getByRole('row', { name: /name/ })).toHaveTextContent('Dusky Rose');

    await user.click(within(items[1]).getByRole('button', { name: /Show changes/ }));
    expect(within(items[1]).getByRole('row', { name: /passwordHash/ })).toHaveTextContent('Changed (hidden)');
    await user.click(within(items[2]).getByRole('button', { name: /Show changes/ }));
    expect(
      within(within(items[2]).getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Before']);
  });

  test('filters and the page live in the URL and are sent to the API; Clear filters empties them', async () => {
    const user = userEvent.setup();
    const { asked } = renderLog('/dashboard/audit-log?set=colors&from=2026-11-01&to=2026-11-30&size=5');
    await screen.findByRole('list', { name: 'Audit entries, newest first' });
    const first = asked('AdminAuditEntries')[0] as { filter: Record<string, unknown>; page: unknown };
    expect(first.page).toEqual({ skip: 0, take: 5 });
    expect(first.filter).toMatchObject({ dataSet: 'colors', who: null, recordId: null });
    expect(new Date(first.filter.from as string).getTime()).toBe(new Date('2026-11-01T00:00:00').getTime());
    expect(new Date(first.filter.to as string).getTime()).toBe(new Date('2026-12-01T00:00:00').getTime());
    expect(screen.getByLabelText('Data set')).toHaveValue('colors');

    await user.type(screen.getByLabelText('Who'), 'amelia{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('who=amelia'));
    await user.selectOptions(screen.getByLabelText('Data set'), 'users');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('set=users'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/audit-log\?size=5$/));
  });

  test('a refusal (an admin, not a super-admin) is said in words with Retry', async () => {
    renderLog('/dashboard/audit-log', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a super-admin can do this');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

test('the URL state reads and writes round trip; bad dates are dropped; the "to" day is included', () => {
  const state = readAuditState(new URLSearchParams('who=ann&set=orders&record=42&from=2026-01-05&to=not-a-date&page=3'));
  expect(state).toMatchObject({ search: 'ann', set: 'orders', record: '42', from: '2026-01-05', to: '', page: 3, size: 10 });
  expect(writeAuditState(state).toString()).toBe('who=ann&set=orders&record=42&from=2026-01-05&page=3');
  expect(auditFilter({ ...state, to: '2026-01-05' }).to).toBe(new Date('2026-01-06T00:00:00').toISOString());
});
