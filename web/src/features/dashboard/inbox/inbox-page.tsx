import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import {
  AdminContactMessageDocument,
  AdminContactMessagesDocument,
  AdminDeleteContactMessageDocument,
  AdminSetContactMessageHandledDocument,
  type AdminContactMessagesQuery,
} from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { Dialog } from '../dialog';
import { formatDate } from '../../../lib/format';
import { downloadAttachment } from './attachment-download';
import { inboxOptions, readInboxState, writeInboxState, type HandledFilter } from './inbox-url';
import s from '../admin.module.css';
import m from './inbox.module.css';
import { ListTable, ListTabs, Loading } from '../kit/list-parts';
import { ListScreen } from '../kit/list-screen';
import { useListPage } from '../kit/use-list-page';
import { ConfirmDeleteDialog } from '../kit/confirm-delete-dialog';
import { BusyButton } from '../../../components/ui/busy-button';

type Message = AdminContactMessagesQuery['contactMessages']['items'][number];

const FILTERS: { value: HandledFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'no', label: 'Unread' },
  { value: 'yes', label: 'Read' },
];

/** "20 November 2026, 10.05 am" (docs/design.md: dates in words, times as "1.00 pm"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Europe/London' })
    .format(date)
    .replace(':', '.')
    .replace(/\s*([ap])\.?m\.?$/i, (_, half: string) => ` ${half.toLowerCase()}m`);
  return `${formatDate(iso)}, ${time}`;
}

/** The table's columns; below 768 px the 'wide' ones fold into the sender's cell. */
const COLUMNS = [
  { label: 'Status', className: m.wide },
  { label: 'From' },
  { label: 'Subject', className: m.wide },
  { label: 'Received', className: m.wide },
  { label: 'Files', numeric: true, className: m.wide },
];

const subjectLabel = (subject: string) => subject.charAt(0).toUpperCase() + subject.slice(1);

/** After a message is marked or deleted: the list and the top bar's notifications are asked again. */
function refreshAfterChange(client: ApolloClient) {
  return client.refetchQueries({
    include: 'active',
    onQueryUpdated: (query) =>
      query.queryName === 'AdminContactMessages' || query.queryName === 'AdminNotifications' ? query.refetch() : false,
  });
}

/** Marks a message read (handled) or unread; a toast says which, or the server's refusal. */
async function markHandled(client: ApolloClient, message: { id: number }, handled: boolean): Promise<void> {
  try {
    await client.mutate({ mutation: AdminSetContactMessageHandledDocument, variables: { id: message.id, handled } });
    void notify(handled ? 'Message marked as read' : 'Message marked as unread', { type: 'success' });
    await refreshAfterChange(client);
  } catch (err) {
    void notify(requestFailure(err, adminFailed('update', 'contact message')).message, { type: 'error' });
  }
}

/**
 * /dashboard/contact-messages: the Contact Us inbox, newest first, with the sender-name search, the
 * read / unread filter (?handled=no|yes, where the notifications link points), Prev / Next and the page
 * size in the URL. Unread messages are bold and carry an 'Unread' pill. Opening one (?message=ID) shows
 * the whole message and its attachments, downloaded with the staff member's token.
 */
export function InboxPage() {
  const client = useApolloClient();
  const list = useListPage({
    read: readInboxState,
    write: writeInboxState,
    document: AdminContactMessagesDocument,
    variables: (state) => ({ options: inboxOptions(state) }),
    rows: (data) => data.contactMessages,
    failedWith: 'contact messages',
  });
  const { state, go } = list;

  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Pick<Message, 'id' | 'fullName' | 'subject' | 'createdAt'> | null>(null);

  const mark = async (message: Message, handled: boolean) => {
    setBusy(message.id);
    await markHandled(client, message, handled);
    setBusy(null);
  };
  const empty =
    state.handled === 'no' ? 'No unread messages.' : state.handled === 'yes' ? 'No read messages.' : 'No contact messages found.';

  return (
    <ListScreen
      title="Contact Messages"
      list={list}
      intro={
        <ListTabs
          label="Read or unread"
          tabs={FILTERS}
          current={state.handled}
          to={(handled) => ({ search: `?${writeInboxState({ ...state, handled, page: 1, message: null })}` })}
          counts={{ no: list.data?.unread.totalItems }}
        />
      }
      search={{ label: 'Search by sender, e-mail or words', placeholder: 'Search by sender, e-mail or words' }}
      empty={empty}
      after={
        <>
          <MessageReader id={state.message} onClose={() => go({ message: null })} onDelete={(message) => setDeleting(message)} />
          <ConfirmDeleteMessage
            message={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={(id) => {
              setDeleting(null);
              if (state.message === id) go({ message: null });
              void refreshAfterChange(client);
            }}
          />
        </>
      }
    >
      {(result) => (
        <ListTable columns={COLUMNS} busy={list.query.loading} className={s.table} caption="Contact messages, newest first">
          {result.items.map((message) => {
            const isUnread = !message.handledAt;
            const who = `${message.fullName} (${formatDateTime(message.createdAt)})`;
            const status = isUnread ? <span className={m.pillUnread}>Unread</span> : <span className={s.pillOff}>Read</span>;
            return (
              <tr key={message.id} className={isUnread ? m.unread : undefined}>
                <td className={m.wide}>{status}</td>
                <td>
                  <span className={m.from}>
                    {message.fullName}
                    <span className={m.email}>{message.email}</span>
                    {/* Below 768 px the other columns fold into this line. */}
                    <span className={m.narrow}>
                      {status} <span className={m.subject}>{message.subject}</span> · {formatDate(message.createdAt)}
                      {message.attachments.length > 0
                        ? ` · ${message.attachments.length} ${message.attachments.length === 1 ? 'file' : 'files'}`
                        : ''}
                    </span>
                  </span>
                </td>
                <td className={`${m.subject} ${m.wide}`}>{message.subject}</td>
                <td className={`${m.wide} ${m.date}`}>{formatDate(message.createdAt)}</td>
                <td className={`${s.numeric} ${m.files} ${m.wide}`}>
                  {message.attachments.length > 0 ? (
                    <span aria-label={`${message.attachments.length} attached`}>{message.attachments.length}</span>
                  ) : (
                    <span aria-label="None">—</span>
                  )}
                </td>
                <td className={s.actions}>
                  <div className={m.rowActions}>
                    <button
                      type="button"
                      className={s.primary}
                      aria-label={`Open the message from ${who}`}
                      onClick={() => go({ message: message.id })}
                    >
                      Open
                    </button>
                    <BusyButton
                      type="button"
                      className={`${s.secondary} ${m.rowOnlyWide}`}
                      busy={busy === message.id}
                      aria-label={`${isUnread ? 'Mark as read' : 'Mark as unread'}: the message from ${who}`}
                      onClick={() => mark(message, isUnread)}
                    >
                      {isUnread ? 'Mark as read' : 'Mark as unread'}
                    </BusyButton>
                    <button
                      type="button"
                      className={`${s.danger} ${m.rowOnlyWide}`}
                      aria-label={`Delete the message from ${who}`}
                      onClick={() => setDeleting(message)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </ListTable>
      )}
    </ListScreen>
  );
}

/** The open message: sender, e-mail, subject, date, the message and its attachments; mark read / unread, reply, delete. */
function MessageReader({
  id,
  onClose,
  onDelete,
}: {
  id: number | null;
  onClose: () => void;
  onDelete: (message: Pick<Message, 'id' | 'fullName' | 'subject' | 'createdAt'>) => void;
}) {
  const client = useApolloClient();
  const { data, error } = useQuery(AdminContactMessageDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const message = data?.contactMessage && data.contactMessage.id === id ? data.contactMessage : null;
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const title = message ? `Message from ${message.fullName}` : 'Message';

  const mark = async (handled: boolean) => {
    if (!message) return;
    setBusy(true);
    await markHandled(client, message, handled);
    setBusy(false);
  };
  const download = async (name: string) => {
    setDownloading(name);
    try {
      await downloadAttachment(name);
    } catch (err) {
      void notify(err instanceof Error ? err.message : `The attachment ${name} could not be downloaded`, { type: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Dialog open={id !== null} title={title} onClose={onClose} wide>
      {error && !message ? (
        <p className="error" role="alert">
          {requestFailure(error, adminFailed('fetch', 'contact message')).message}
        </p>
      ) : !message ? (
        <Loading />
      ) : (
        <div className={m.reader}>
          <dl className={m.meta}>
            <dt>From</dt>
            <dd>{message.fullName}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </dd>
            <dt>Subject</dt>
            <dd>{subjectLabel(message.subject)}</dd>
            <dt>Received</dt>
            <dd>{formatDateTime(message.createdAt)}</dd>
            <dt>Status</dt>
            <dd>
              {message.handledAt ? (
                <>
                  <span className={s.pillOff}>Read</span> (marked {formatDate(message.handledAt)})
                </>
              ) : (
                <span className={m.pillUnread}>Unread</span>
              )}
            </dd>
          </dl>
          {message.message ? <p className={m.body}>{message.message}</p> : <p className={m.noBody}>No message text.</p>}
          <section className={m.attachments} aria-label="Attachments">
            <h3>Attachments ({message.attachments.length})</h3>
            {message.attachments.length === 0 ? (
              <p className={m.noBody}>No attachments.</p>
            ) : (
              <ul>
                {message.attachments.map((name) => (
                  <li key={name}>
                    <span className={m.fileName}>{name}</span>
                    <BusyButton
                      type="button"
                      className={s.secondary}
                      busy={downloading === name}
                      aria-label={`Download ${name}`}
                      onClick={() => download(name)}
                    >
                      {downloading === name ? 'Downloading…' : 'Download'}
                    </BusyButton>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className={m.readerActions}>
            <a
              className={s.secondary}
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: your ${message.subject} message`)}`}
            >
              Reply by email
            </a>
            <BusyButton type="button" className={s.secondary} busy={busy} onClick={() => mark(!message.handledAt)}>
              {message.handledAt ? 'Mark as unread' : 'Mark as read'}
            </BusyButton>
            <button type="button" className={s.danger} onClick={() => onDelete(message)}>
              Delete
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** "Delete the support message from Amara Okafor (20 November 2026)?" — its attachments go with it. */
function ConfirmDeleteMessage({
  message,
  onClose,
  onDeleted,
}: {
  message: Pick<Message, 'id' | 'fullName' | 'subject' | 'createdAt'> | null;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  return (
    <ConfirmDeleteDialog
      item={message}
      title="Delete message"
      fallback={adminFailed('delete', 'contact message')}
      onClose={onClose}
      mutation={AdminDeleteContactMessageDocument}
      deleted={() => 'Message deleted'}
      onDeleted={(m) => onDeleted(m.id)}
      question={(m) => (
        <>
          Delete the message &lsquo;{subjectLabel(m.subject)}&rsquo; from {m.fullName} ({formatDate(m.createdAt)})? Its attachments are
          deleted with it. This cannot be undone.
        </>
      )}
    />
  );
}
