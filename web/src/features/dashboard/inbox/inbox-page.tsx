import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AdminContactMessagesDocument, type AdminContactMessagesQuery } from '../../../generated/graphql';
import { formatDate } from '../../../lib/format';
import { formatDateTime } from '../../../lib/order-words';
import { BusyButton } from '../../../components/ui/busy-button';
import { ListTable, ListTabs } from '../kit/list-parts';
import { ListScreen } from '../kit/list-screen';
import { useListPage } from '../kit/use-list-page';
import { inboxOptions, readInboxState, writeInboxState, type HandledFilter } from './inbox-url';
import { markHandled, refreshAfterChange } from './messages';
import { ConfirmDeleteMessage, MessageReader } from './message-reader';
import s from '../admin.module.css';
import m from './inbox.module.css';

type Message = AdminContactMessagesQuery['contactMessages']['items'][number];

const FILTERS: { value: HandledFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'no', label: 'Unread' },
  { value: 'yes', label: 'Read' },
];

/** The table's columns; below 768 px the 'wide' ones fold into the sender's cell. */
const COLUMNS = [
  { label: 'Status', className: m.wide },
  { label: 'From' },
  { label: 'Subject', className: m.wide },
  { label: 'Received', className: m.wide },
  { label: 'Files', numeric: true, className: m.wide },
];

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
