import { documentTypeLabel } from '#shared/document-type-labels.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { MailContent } from '#api/mail/letter.ts';
import { fieldTable, oneLine } from '#api/mail/plain-text.ts';

// For staff: something arrived in the client portal. The mail says who and what, and where to
// read it; the content itself stays in the portal (a file is never attached, a message's text is
// read in the admin area), so a forwarded or misdelivered mail discloses no more than that.

export interface PortalClient {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
}

const byteCount = new Intl.NumberFormat('en-US');
const clientName = (client: PortalClient) => `${client.firstName} ${client.lastName}`.trim();

/** The admin area, as a full address when the site's public address is known. */
export function adminAreaUrl(siteUrl: URL | undefined): string {
  return siteUrl ? new URL('/admin', siteUrl).href : '/admin';
}

export function clientMessageNotification(
  client: PortalClient,
  message: { subject: string; createdAt: Date },
  adminUrl: string,
): MailContent {
  return {
    subject: oneLine(`Client portal message: ${message.subject} — ${client.company}`),
    text: [
      'A client sent a message through the client portal.',
      fieldTable([
        ['Client', clientName(client)],
        ['Company', client.company],
        ['Email', client.email],
        ['Subject', oneLine(message.subject)],
        ['Sent', formatFacilityDateTime(message.createdAt)],
      ]),
      `Read and answer it in the admin area:\n${adminUrl}`,
    ].join('\n\n'),
  };
}

export interface UploadedFileFacts {
  originalName: string;
  fileSize: number;
  category: string;
  description: string | null;
  createdAt: Date;
}

export function clientUploadNotification(client: PortalClient, upload: UploadedFileFacts, adminUrl: string): MailContent {
  return {
    subject: oneLine(`Client portal upload: ${upload.originalName} — ${client.company}`),
    text: [
      'A client uploaded a file through the client portal. It is not attached to this mail.',
      fieldTable([
        ['Client', clientName(client)],
        ['Company', client.company],
        ['Email', client.email],
        ['File', oneLine(upload.originalName)],
        ['Size', `${byteCount.format(upload.fileSize)} bytes`],
        ['Category', documentTypeLabel(upload.category)],
        ['Description', upload.description && oneLine(upload.description)],
        ['Uploaded', formatFacilityDateTime(upload.createdAt)],
      ]),
      `Download and process it in the admin area:\n${adminUrl}`,
    ].join('\n\n'),
  };
}
