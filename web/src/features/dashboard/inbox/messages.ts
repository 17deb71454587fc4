import type { ApolloClient } from '@apollo/client';
import { AdminSetContactMessageHandledDocument } from '../../../generated/graphql';
import { notify } from '../../../lib/notify';
import { requestFailure } from '../../../lib/request-error';
import { adminFailed } from '../../../config/messages';

/** 'delivery' → 'Delivery': a message's subject as a heading says it. */
export const subjectLabel = (subject: string) => subject.charAt(0).toUpperCase() + subject.slice(1);

/** After a message is marked or deleted: the list and the top bar's notifications are asked again. */
export function refreshAfterChange(client: ApolloClient) {
  return client.refetchQueries({
    include: 'active',
    onQueryUpdated: (query) =>
      query.queryName === 'AdminContactMessages' || query.queryName === 'AdminNotifications' ? query.refetch() : false,
  });
}

/** Marks a message read (handled) or unread; a toast says which, or the server's refusal. */
export async function markHandled(client: ApolloClient, message: { id: number }, handled: boolean): Promise<void> {
  try {
    await client.mutate({ mutation: AdminSetContactMessageHandledDocument, variables: { id: message.id, handled } });
    void notify(handled ? 'Message marked as read' : 'Message marked as unread', { type: 'success' });
    await refreshAfterChange(client);
  } catch (err) {
    void notify(requestFailure(err, adminFailed('update', 'contact message')).message, { type: 'error' });
  }
}
