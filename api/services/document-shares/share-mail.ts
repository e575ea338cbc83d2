import type { DocumentShareAccessLevel } from '#shared/document-options.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { hello, letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

export interface SharedDocument {
  title: string;
  access: DocumentShareAccessLevel;
  url: string;
  expiresAt: Date;
  /** The customer's first name when the share is to an account; an address alone has no name. */
  firstName: string | null;
}

/** Sent to the recipient of a share: the link itself, what it does and until when, at the marina's clock. */
export function documentShareMail(shared: SharedDocument, office: MarinaOffice): MailContent {
  const opens = shared.access === 'download' ? 'download it' : 'view it in your browser';
  return {
    subject: oneLine(`${office.name} shared a document with you: ${shared.title}`),
    text: letter(
      hello(shared.firstName),
      [
        `The marina office shared "${oneLine(shared.title)}" with you. Open this link to ${opens}:\n${shared.url}`,
        `The link works until ${formatFacilityDateTime(shared.expiresAt, 'long')}. ` +
          'Anyone holding it can open the document, so please do not forward it.',
        `Questions, or need more time? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
