import type { Customer } from '#api/db/schema/index.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

// For the client: the office sent something to the client portal. Like the staff notices, the mail
// says that something arrived and where to read it (the part of the account that holds it); the
// content stays behind the portal's sign-in.

export function officeMessageMail(
  client: Pick<Customer, 'firstName'>,
  subject: string,
  messagesUrl: string,
  office: MarinaOffice,
): MailContent {
  return {
    subject: oneLine(`New message from ${office.name}: ${subject}`),
    text: letter(
      `Hello ${client.firstName},`,
      [
        `The marina office sent you a message, "${oneLine(subject)}". Read it in the Messages of your account:\n${messagesUrl}`,
        `Questions? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}

export function officeFileMail(
  client: Pick<Customer, 'firstName'>,
  file: { fileName: string; category: string },
  filesUrl: string,
  office: MarinaOffice,
): MailContent {
  return {
    subject: oneLine(`New file from ${office.name}: ${file.fileName}`),
    text: letter(
      `Hello ${client.firstName},`,
      [
        `The marina office filed a document for you (${file.category}): ${oneLine(file.fileName)}. ` +
          `Download it from the Files of your account:\n${filesUrl}`,
        `Questions? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
