import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { AdminContactMessageDocument, AdminDeleteContactMessageDocument, type AdminContactMessagesQuery } from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';
import { formatDate } from '../../../lib/format';
import { formatDateTime } from '../../../lib/order-words';
import { BusyButton } from '../../../components/ui/busy-button';
import { Dialog } from '../dialog';
import { Loading } from '../kit/list-parts';
import { ConfirmDeleteDialog } from '../kit/confirm-delete-dialog';
import { downloadAttachment } from './attachment-download';
import { markHandled, subjectLabel } from './messages';
import s from '../admin.module.css';
import m from './inbox.module.css';

type Message = AdminContactMessagesQuery['contactMessages']['items'][number];

/** The open message: sender, e-mail, subject, date, the message and its attachments; mark read / unread, reply, delete. */
export function MessageReader({
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
export function ConfirmDeleteMessage({
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
