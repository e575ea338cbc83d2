import type { ClientMessageView } from '#shared/customer-views.ts';
import type { ClientMessage } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';

export const messageNotFound = () => notFound('Message not found');

const messageAttachmentUrl = (id: string) => `/api/client/messages/${id}/attachment`;

/** Only the office attaches files to messages; a client's message never offers one. */
export const hasOfficeAttachment = (message: Pick<ClientMessage, 'fromAdmin' | 'attachmentPath'>) =>
  message.fromAdmin && message.attachmentPath !== null;

export function toClientMessageView(message: ClientMessage): ClientMessageView {
  const attached = hasOfficeAttachment(message);
  return {
    id: message.id,
    fromAdmin: message.fromAdmin,
    subject: message.subject,
    message: message.message,
    priority: message.priority,
    isRead: message.isRead,
    attachmentName: attached ? message.attachmentName : null,
    attachmentUrl: attached ? messageAttachmentUrl(message.id) : null,
    createdAt: message.createdAt.toISOString(),
  };
}
