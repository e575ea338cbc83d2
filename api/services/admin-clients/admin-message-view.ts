import type { AdminClientMessageView, AdminClientUploadView } from '#shared/admin-client-views.ts';
import type { ClientMessage, ClientUpload, Customer } from '#api/db/schema/index.ts';
import { hasOfficeAttachment } from '#api/services/client-portal/client-message-view.ts';
import { officeAttachmentUrl } from './open-office-attachment.ts';

/** Who a message or upload belongs to, as the office's lists name them. */
export type ClientNameFields = Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email' | 'company'>;

function clientName(client: ClientNameFields) {
  return {
    customerId: client.id,
    customerName: `${client.firstName} ${client.lastName}`.trim(),
    customerEmail: client.email,
    company: client.company,
  };
}

export function toAdminClientMessageView({
  message,
  client,
  sentBy,
}: {
  message: ClientMessage;
  client: ClientNameFields;
  sentBy: string | null;
}): AdminClientMessageView {
  return {
    ...clientName(client),
    id: message.id,
    fromAdmin: message.fromAdmin,
    subject: message.subject,
    message: message.message,
    priority: message.priority,
    isRead: message.isRead,
    attachmentName: message.attachmentName,
    attachmentUrl: hasOfficeAttachment(message) ? officeAttachmentUrl(message.id) : null,
    sentBy,
    createdAt: message.createdAt.toISOString(),
  };
}

/** Where staff download a client's upload. */
const adminUploadDownloadUrl = (id: string) => `/api/admin/client-uploads/${id}/download`;

export function toAdminClientUploadView({ upload, client }: { upload: ClientUpload; client: ClientNameFields }): AdminClientUploadView {
  return {
    ...clientName(client),
    id: upload.id,
    originalName: upload.originalName,
    fileSize: upload.fileSize,
    mimeType: upload.mimeType,
    description: upload.description,
    category: upload.category,
    isProcessed: upload.isProcessed,
    expiresAt: upload.expiresAt,
    processedBy: upload.processedBy,
    processedAt: upload.processedAt?.toISOString() ?? null,
    notes: upload.notes,
    createdAt: upload.createdAt.toISOString(),
    downloadUrl: adminUploadDownloadUrl(upload.id),
  };
}
