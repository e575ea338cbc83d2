import type { Company } from '#shared/content/schemas.ts';

// The one template every mail is built on: a subject and a plain-text body; a customer's mail
// greets them, says its part and ends with the office's one signature.

/** A composed mail; the outbox row adds recipient and kind. */
export interface MailContent {
  subject: string;
  text: string;
}

/** The office as mails name it, every fact from content/company.json. */
export interface MarinaOffice {
  name: string;
  /** The main phone, as people dial it. */
  phone: string;
  /** The lines every customer mail ends with. */
  signature: string;
}

export function officeOf(company: Company): MarinaOffice {
  const { street, city, region, postalCode } = company.address;
  const phone = company.phones.main.display;
  return { name: company.name, phone, signature: [company.name, `${street}, ${city}, ${region} ${postalCode}`, phone].join('\n') };
}

/** A customer's mail body: the greeting, its paragraphs, and the signature. */
export function letter(greeting: string, paragraphs: string[], office: MarinaOffice): string {
  return [greeting, ...paragraphs, office.signature].join('\n\n');
}

/** A greeting by first name when there is one. */
export const hello = (firstName: string | null | undefined) => (firstName ? `Hello ${firstName},` : 'Hello,');
