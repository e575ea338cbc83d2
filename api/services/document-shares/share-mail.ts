import type { DocumentShareAccessLevel } from '#shared/document-options.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { oneLine } from '#api/mail/plain-text.ts';
import type { MarinaOffice } from '#api/services/payments/payment-mail.ts';

export interface ShareMail {
  subject: string;
  text: string;
}

export interface SharedDocument {
  title: string;
  access: DocumentShareAccessLevel;
  url: string;
  expiresAt: Date;
  /** The customer's first name when the share is to an account; an address alone has no name. */
  firstName: string | null;
}

const signature = (office: MarinaOffice) => `${office.name}\nLarose, Louisiana`;

/** Sent to the recipient of a share: the link itself, what it does and until when, at the marina's clock. */
export function documentShareMail(shared: SharedDocument, office: MarinaOffice): ShareMail {
  const opens = shared.access === 'download' ? 'download it' : 'view it in your browser';
  return {
    subject: oneLine(`${office.name} shared a document with you: ${shared.title}`),
    text: [
      shared.firstName ? `Hello ${shared.firstName},` : 'Hello,',
      `The marina office shared "${oneLine(shared.title)}" with you. Open this link to ${opens}:\n${shared.url}`,
      `The link works until ${formatFacilityDateTime(shared.expiresAt, 'long')}. Anyone holding it can open the document, so please do not forward it.`,
      `Questions, or need more time? Call the marina office at ${office.phone}.`,
      signature(office),
    ].join('\n\n'),
  };
}
