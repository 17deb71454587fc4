import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import {
  AdminContactMessageDocument,
  AdminContactMessagesDocument,
  AdminDeleteContactMessageDocument,
  AdminSetContactMessageHandledDocument,
  type AdminContactMessagesQuery,
} from '../../../generated/graphql';
import { notify } from '../../../app/notify';
import { PageMeta } from '../../../app/page-meta';
import { requestFailure } from '../../../app/request-error';
import { adminFailed } from '../../../config/messages';
import { Dialog } from '../dialog';
import { formatDate } from '../format';
import { PAGE_SIZES } from '../list-url';
import { downloadAttachment } from './attachment-download';
import { inboxOptions, readInboxState, writeInboxState, type HandledFilter, type InboxState } from './inbox-url';
import s from '../admin.module.css';
import p from '../prices.module.css';
import m from './inbox.module.css';
import { Pager, useTypedSearch } from '../list-parts';

type Message = AdminContactMessagesQuery['contactMessages']['items'][number];

const FILTERS: { value: HandledFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'no', label: 'Unread' },
  { value: 'yes', label: 'Read' },
];

/** "20 November 2026, 10.05 am" (DESIGN.md: dates in words, times as "1.00 pm"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Europe/London' })
    .format(date).replace(':', '.').replace(/\s*([ap])\.?m\.?$/i, (_, half: string) => ` ${half.toLowerCase()}m`);
  return `${formatDate(iso)}, ${time}`;
}

const subjectLabel = (subject: string) => subject.charAt(0).toUpperCase() + subject.slice(1);

/** After a message is marked or deleted: the list and the top bar's notifications are asked again. */
function refreshAfterChange(client: ApolloClient) {
  return client.refetchQueries({
    include: 'active',
    onQueryUpdated: (query) => (query.queryName === 'AdminContactMessages' || query.queryName === 'AdminNotifications' ? query.refetch() : false),
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
  const [params, setParams] = useSearchParams();
  const state = readInboxState(params);
  const go = (next: Partial<InboxState>) => setParams(writeInboxState({ ...state, ...next }));

  // The box follows the URL (back / forward); typing asks the server once the typing pauses.
  const { typed, setTyped, now } = useTypedSearch(state.search, (text) => go({ search: text, page: 1 }));

  const { data, loading, error } = useQuery(AdminContactMessagesDocument, {
    variables: { options: inboxOptions(state) },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const result = data?.contactMessages ?? null;
  const failure = error ? requestFailure(error, adminFailed('fetch', 'contact messages')).message : '';
  const pages = Math.max(1, Math.ceil((result?.totalItems ?? 0) / state.size));
  useEffect(() => {
    if (result && state.page > pages) go({ page: pages });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go is a new function each render; the clamp follows the answer and the page only
  }, [result, pages, state.page]);

  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Pick<Message, 'id' | 'fullName' | 'subject' | 'createdAt'> | null>(null);
  const titleId = useId();
  const searchId = useId();
  const sizeId = useId();

  const mark = async (message: Message, handled: boolean) => {
    setBusy(message.id);
    await markHandled(client, message, handled);
    setBusy(null);
  };
  const unread = data?.unread.totalItems;
  const empty = state.handled === 'no' ? 'No unread messages.' : state.handled === 'yes' ? 'No read messages.' : 'No contact messages found.';

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <PageMeta title="Contact Messages · Dashboard" index={false} />
      <div className={s.listHead}><h1 id={titleId}>Contact Messages</h1></div>
      <nav className={p.tabs} aria-label="Read or unread">
        {FILTERS.map((filter) => (
          <Link
            key={filter.value}
            className={p.tab}
            to={{ search: `?${writeInboxState({ ...state, handled: filter.value, page: 1, message: null })}` }}
            aria-current={filter.value === state.handled ? 'page' : undefined}
          >
            {filter.label}{filter.value === 'no' && unread !== undefined ? ` (${unread})` : ''}
          </Link>
        ))}
      </nav>
      <div className={s.toolbar}>
        <label htmlFor={searchId} className="visually-hidden">Search by sender, e-mail or words</label>
        <input
          id={searchId}
          type="search"
          className={`${s.input} ${s.search}`}
          placeholder="Search by sender, e-mail or words"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && now()}
        />
        <label htmlFor={sizeId} className={s.sizeLabel}>Rows per page</label>
        <select id={sizeId} className={s.input} value={state.size} onChange={(e) => go({ size: Number(e.target.value), page: 1 })}>
          {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </div>

      {loading && !result ? (
        <div className={s.loading} role="status"><span className={s.spinner} aria-hidden="true" />Loading…</div>
      ) : error ? (
        <p className={`error ${s.loadError}`} role="alert">{failure}</p>
      ) : result && result.items.length === 0 ? (
        <p className={s.empty}>{empty}</p>
      ) : result ? (
        <div className={s.tableWrap} aria-busy={loading || undefined}>
          <table className={s.table}>
            <caption className="visually-hidden">Contact messages, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className={m.wide}>Status</th>
                <th scope="col">From</th>
                <th scope="col" className={m.wide}>Subject</th>
                <th scope="col" className={m.wide}>Received</th>
                <th scope="col" className={`${s.numeric} ${m.wide}`}>Files</th>
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((message) => {
                const isUnread = !message.handledAt;
                const who = `${message.fullName} (${formatDateTime(message.createdAt)})`;
                const status = isUnread ? <span className={m.pillUnread}>Unread</span> : <span className={s.pillOff}>Read</span>;
                return (
                  <tr key={message.id} className={isUnread ? m.unread : undefined}>
                    <td className={m.wide}>{status}</td>
                    <td>
                      <span className={m.from}>
                        {message.fullName}<span className={m.email}>{message.email}</span>
                        {/* Below 768 px the other columns fold into this line. */}
                        <span className={m.narrow}>
                          {status} <span className={m.subject}>{message.subject}</span> · {formatDate(message.createdAt)}
                          {message.attachments.length > 0 ? ` · ${message.attachments.length} ${message.attachments.length === 1 ? 'file' : 'files'}` : ''}
                        </span>
                      </span>
                    </td>
                    <td className={`${m.subject} ${m.wide}`}>{message.subject}</td>
                    <td className={`${m.wide} ${m.date}`}>{formatDate(message.createdAt)}</td>
                    <td className={`${s.numeric} ${m.files} ${m.wide}`}>
                      {message.attachments.length > 0 ? <span aria-label={`${message.attachments.length} attached`}>{message.attachments.length}</span> : <span aria-label="None">—</span>}
                    </td>
                    <td className={s.actions}>
                      <div className={m.rowActions}>
                        <button type="button" className={s.primary} aria-label={`Open the message from ${who}`} onClick={() => go({ message: message.id })}>Open</button>
                        <button type="button" className={`${s.secondary} ${m.rowOnlyWide}`} disabled={busy === message.id} aria-label={`${isUnread ? 'Mark as read' : 'Mark as unread'}: the message from ${who}`} onClick={() => mark(message, isUnread)}>
                          {isUnread ? 'Mark as read' : 'Mark as unread'}
                        </button>
                        <button type="button" className={`${s.danger} ${m.rowOnlyWide}`} aria-label={`Delete the message from ${who}`} onClick={() => setDeleting(message)}>Delete</button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      <Pager page={state.page} pages={pages} onPage={(page) => go({ page })} />

      <MessageReader
        id={state.message}
        onClose={() => go({ message: null })}
        onDelete={(message) => setDeleting(message)}
      />
      <ConfirmDeleteMessage
        message={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          setDeleting(null);
          if (state.message === id) go({ message: null });
          void refreshAfterChange(client);
        }}
      />
    </section>
  );
}

/** The open message: sender, e-mail, subject, date, the message and its attachments; mark read / unread, reply, delete. */
function MessageReader({ id, onClose, onDelete }: {
  id: number | null;
  onClose: () => void;
  onDelete: (message: Pick<Message, 'id' | 'fullName' | 'subject' | 'createdAt'>) => void;
}) {
  const client = useApolloClient();
  const { data, error } = useQuery(AdminContactMessageDocument, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
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
        <p className="error" role="alert">{requestFailure(error, adminFailed('fetch', 'contact message')).message}</p>
      ) : !message ? (
        <div className={s.loading} role="status"><span className={s.spinner} aria-hidden="true" />Loading…</div>
      ) : (
        <div className={m.reader}>
          <dl className={m.meta}>
            <dt>From</dt><dd>{message.fullName}</dd>
            <dt>Email</dt><dd><a href={`mailto:${message.email}`}>{message.email}</a></dd>
            <dt>Subject</dt><dd>{subjectLabel(message.subject)}</dd>
            <dt>Received</dt><dd>{formatDateTime(message.createdAt)}</dd>
            <dt>Status</dt>
            <dd>{message.handledAt ? <><span className={s.pillOff}>Read</span> (marked {formatDate(message.handledAt)})</> : <span className={m.pillUnread}>Unread</span>}</dd>
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
                    <button type="button" className={s.secondary} disabled={downloading === name} aria-busy={downloading === name || undefined} aria-label={`Download ${name}`} onClick={() => download(name)}>
                      {downloading === name ? 'Downloading…' : 'Download'}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className={m.readerActions}>
            <a className={s.secondary} href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: your ${message.subject} message`)}`}>Reply by email</a>
            <button type="button" className={s.secondary} disabled={busy} onClick={() => mark(!message.handledAt)}>
              {message.handledAt ? 'Mark as unread' : 'Mark as read'}
            </button>
            <button type="button" className={s.danger} onClick={() => onDelete(message)}>Delete</button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** "Delete the support message from Amara Okafor (20 November 2026)?" — its attachments go with it. */
function ConfirmDeleteMessage({ message, onClose, onDeleted }: {
  message: Pick<Message, 'id' | 'fullName' | 'subject' | 'createdAt'> | null;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const shown = useRef(message);
  if (message) shown.current = message;
  useEffect(() => setFailure(''), [message]);
  const remove = async () => {
    if (!message || busy) return;
    setBusy(true);
    try {
      await client.mutate({ mutation: AdminDeleteContactMessageDocument, variables: { id: message.id } });
      void notify('Message deleted', { type: 'success' });
      onDeleted(message.id);
    } catch (err) {
      setFailure(requestFailure(err, adminFailed('delete', 'contact message')).message);
    } finally {
      setBusy(false);
    }
  };
  const what = shown.current;
  return (
    <Dialog open={message !== null} title="Delete message" onClose={onClose}>
      <p>Delete the message &lsquo;{what ? subjectLabel(what.subject) : ''}&rsquo; from {what?.fullName} ({what ? formatDate(what.createdAt) : ''})? Its attachments are deleted with it. This cannot be undone.</p>
      <div role="alert">{failure && <p className={s.alert}>{failure}</p>}</div>
      <div className={s.formActions}>
        <button type="button" className={s.secondary} onClick={onClose}>Cancel</button>
        <button type="button" className={s.danger} onClick={remove} disabled={busy} aria-busy={busy}>{busy ? 'Deleting…' : 'Delete'}</button>
      </div>
    </Dialog>
  );
}
