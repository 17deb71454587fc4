import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installDialogAndKeyboardFocus } from '../../../testing/jsdom-support';
import { InboxPage } from './inbox-page';
import { fileNameFrom } from './attachment-download';
import { fakeServer, withProviders, type Answer } from '../../../testing/test-support';

interface Row {
  id: number;
  fullName: string;
  email: string;
  subject: string;
  message: string | null;
  createdAt: string;
  handledAt: string | null;
  attachments: string[];
}

const rows = (): Row[] => [
  {
    id: 3,
    fullName: 'Amara Okafor',
    email: 'amara@example.co.uk',
    subject: 'support',
    message: 'My parcel has not arrived.\nOrder 1042.',
    createdAt: '2026-11-21T10:05:00.000Z',
    handledAt: null,
    attachments: ['receipt-0123456789abcdef.pdf'],
  },
  {
    id: 2,
    fullName: 'Ben Hughes',
    email: 'ben@example.co.uk',
    subject: 'sales',
    message: 'Do you sell gift cards?',
    createdAt: '2026-11-20T09:00:00.000Z',
    handledAt: '2026-11-20T12:00:00.000Z',
    attachments: [],
  },
  {
    id: 1,
    fullName: 'Cara Lewis',
    email: 'cara@example.co.uk',
    subject: 'feedback',
    message: null,
    createdAt: '2026-11-19T09:00:00.000Z',
    handledAt: null,
    attachments: [],
  },
];

function renderInbox(url: string) {
  const messages = rows();
  const server = fakeServer((name, variables): Answer => {
    const typed = (row: Row) => ({ __typename: 'ContactMessage', ...row });
    if (name === 'AdminContactMessages') {
      // As the server does: newest first, the name search, the handled filter and the page.
      const options = variables.options as { skip: number; take: number; search: string | null; handled: boolean | null };
      const found = messages
        .filter((m) => options.handled === null || options.handled === undefined || (m.handledAt !== null) === options.handled)
        .filter((m) => !options.search || m.fullName.toLowerCase().includes(options.search.toLowerCase()));
      return {
        data: {
          contactMessages: {
            __typename: 'ContactMessageList',
            totalItems: found.length,
            items: found.slice(options.skip, options.skip + options.take).map(({ message: _, ...row }) => typed({ ...row, message: null })),
          },
          unread: { __typename: 'ContactMessageList', totalItems: messages.filter((m) => !m.handledAt).length },
        },
      };
    }
    if (name === 'AdminContactMessage') return { data: { contactMessage: typed(messages.find((m) => m.id === variables.id)!) } };
    if (name === 'AdminSetContactMessageHandled') {
      const row = messages.find((m) => m.id === variables.id)!;
      row.handledAt = variables.handled ? '2026-11-22T08:00:00.000Z' : null;
      return { data: { setContactMessageHandled: { __typename: 'ContactMessage', id: row.id, handledAt: row.handledAt } } };
    }
    if (name === 'AdminDeleteContactMessage') {
      messages.splice(
        messages.findIndex((m) => m.id === variables.id),
        1,
      );
      return { data: { deleteContactMessage: { __typename: 'ContactMessage', id: variables.id } } };
    }
    throw new Error(`unexpected ${name}`);
  });
  render(
    withProviders(
      server.client,
      url,
      <Routes>
        <Route path="/dashboard/contact-messages" element={<InboxPage />} />
      </Routes>,
    ),
  );
  const lists = () => server.received.filter((r) => r.operationName === 'AdminContactMessages').map((r) => r.variables.options);
  return { ...server, lists };
}

let restore: () => void;
beforeAll(() => {
  restore = installDialogAndKeyboardFocus();
});
afterAll(() => restore());
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the contact messages inbox', () => {
  test('?handled=no (the notifications link) asks for the unread ones, newest first; they are bold with an Unread marker; the Read tab writes ?handled=yes', async () => {
    const user = userEvent.setup();
    const t = renderInbox('/dashboard/contact-messages?handled=no');
    const row = (await screen.findByText('Amara Okafor')).closest('tr')!;
    expect(t.lists()[0]).toEqual({ skip: 0, take: 5, search: null, handled: false, sortBy: 'createdAt', sortDirection: 'DESC' });
    expect(within(row).getAllByText('Unread')[0]).toBeInTheDocument();
    expect(row).toHaveClass('unread');
    expect(row).toHaveTextContent('support');
    expect(row).toHaveTextContent('21 November 2026');
    expect(screen.queryByText('Ben Hughes')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unread (2)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Read' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/contact-messages?handled=yes');
    const read = (await screen.findByText('Ben Hughes')).closest('tr')!;
    expect(within(read).getAllByText('Read')[0]).toBeInTheDocument();
    expect(read).not.toHaveClass('unread');
    expect(t.lists().at(-1)).toMatchObject({ handled: true });

    await user.click(screen.getByRole('link', { name: 'All' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/\/dashboard\/contact-messages$/);
    await screen.findByText('Cara Lewis');
    expect(t.lists().at(-1)).toMatchObject({ handled: null });
  });

  test('Mark as read sends setContactMessageHandled and the unread list no longer holds it', async () => {
    const user = userEvent.setup();
    const t = renderInbox('/dashboard/contact-messages?handled=no');
    await user.click(
      await screen.findByRole('button', { name: 'Mark as read: the message from Amara Okafor (21 November 2026, 10.05 am)' }),
    );
    await waitFor(() => expect(screen.queryByText('Amara Okafor')).not.toBeInTheDocument());
    expect(t.received.filter((r) => r.operationName === 'AdminSetContactMessageHandled').map((r) => r.variables)).toEqual([
      { id: 3, handled: true },
    ]);
    expect(screen.getByRole('link', { name: 'Unread (1)' })).toBeInTheDocument();
  });

  test('search and page size go to the URL and the server, back to page 1', async () => {
    const user = userEvent.setup();
    const t = renderInbox('/dashboard/contact-messages?page=2');
    await screen.findByText('Page 1 of 1');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/contact-messages?size=10');
    await user.type(screen.getByLabelText('Search by sender, e-mail or words'), 'ben{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/contact-messages?q=ben&size=10');
    await waitFor(() => expect(t.lists().at(-1)).toMatchObject({ search: 'ben', take: 10, skip: 0 }));
    expect(await screen.findByText('Ben Hughes')).toBeInTheDocument();
    expect(screen.queryByText('Amara Okafor')).not.toBeInTheDocument();
  });

  test('Open shows the whole message with a mailto link; its attachment downloads with the Bearer token; Mark as read there too', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'staff-token');
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    // jsdom has no Response: the part of one the download reads.
    const answer = {
      ok: true,
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="receipt-0123456789abcdef.pdf"' }),
      blob: async () => blob,
      json: async () => ({}),
    };
    const fetchMock = jest.fn(async (..._args: unknown[]) => answer);
    Object.assign(globalThis, { fetch: fetchMock });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:receipt'), revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const t = renderInbox('/dashboard/contact-messages');

    await user.click(await screen.findByRole('button', { name: 'Open the message from Amara Okafor (21 November 2026, 10.05 am)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/contact-messages?message=3');
    const dialog = await screen.findByRole('dialog', { name: 'Message from Amara Okafor' });
    expect(await within(dialog).findByText(/My parcel has not arrived\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'amara@example.co.uk' })).toHaveAttribute('href', 'mailto:amara@example.co.uk');
    expect(dialog).toHaveTextContent('Support');
    expect(dialog).toHaveTextContent('21 November 2026, 10.05 am');
    expect(dialog).toHaveTextContent('Unread');

    await user.click(within(dialog).getByRole('button', { name: 'Download receipt-0123456789abcdef.pdf' }));
    await waitFor(() => expect(clicked).toEqual(['receipt-0123456789abcdef.pdf blob:receipt']));
    expect(fetchMock).toHaveBeenCalledWith('/contact/attachments/receipt-0123456789abcdef.pdf', {
      headers: { authorization: 'Bearer staff-token' },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Mark as read' }));
    expect(await within(dialog).findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(t.received.filter((r) => r.operationName === 'AdminSetContactMessageHandled').map((r) => r.variables)).toEqual([
      { id: 3, handled: true },
    ]);
  });

  test('Delete asks first, naming the subject and the sender, then removes the message', async () => {
    const user = userEvent.setup();
    const t = renderInbox('/dashboard/contact-messages');
    await user.click(await screen.findByRole('button', { name: 'Delete the message from Ben Hughes (20 November 2026, 9.00 am)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete message' });
    expect(dialog).toHaveTextContent('Delete the message ‘Sales’ from Ben Hughes (20 November 2026)?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ben Hughes')).not.toBeInTheDocument());
    expect(t.received.filter((r) => r.operationName === 'AdminDeleteContactMessage').map((r) => r.variables)).toEqual([{ id: 2 }]);
  });

  test("the file name comes from the server's Content-Disposition", () => {
    expect(fileNameFrom('attachment; filename="a.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf', 'x')).toBe('résumé.pdf');
    expect(fileNameFrom('attachment; filename="photo-1.jpg"', 'x')).toBe('photo-1.jpg');
    expect(fileNameFrom(null, 'stored.png')).toBe('stored.png');
  });
});
