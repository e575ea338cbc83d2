import type { Customer } from '#api/db/schema/index.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

// For the client: the office sent something to the client portal. Like the staff notices, the mail
// says that something arrived and where to read it; the content stays behind the portal's sign-in.

/** The client portal, as a full address when the site's public address is known. */
export function clientPortalUrl(siteUrl: URL | undefined): string {
  return siteUrl ? new URL('/client', siteUrl).href : '/client';
}

export function officeMessageMail(
  client: Pick<Customer, 'firstName'>,
  subject: string,
  portalUrl: string,
  office: MarinaOffice,
): MailContent {
  return {
    subject: oneLine(`New message from ${office.name}: ${subject}`),
    text: letter(
      `Hello ${client.firstName},`,
      [
        `The marina office sent you a message, "${oneLine(subject)}". Sign in to the client portal to read it:\n${portalUrl}`,
        `Questions? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}

export function officeFileMail(
  client: Pick<Customer, 'firstName'>,
  file: { fileName: string; category: string },
  portalUrl: string,
  office: MarinaOffice,
): MailContent {
  return {
    subject: oneLine(`New file from ${office.name}: ${file.fileName}`),
    text: letter(
      `Hello ${client.firstName},`,
      [
        `The marina office filed a document for you (${file.category}): ${oneLine(file.fileName)}. ` +
          `Sign in to the client portal to download it:\n${portalUrl}`,
        `Questions? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
