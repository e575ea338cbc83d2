import { hello, letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

/**
 * Sent when a new password is asked for an address no account uses: the same kind and subject as
 * the reset mail, so neither the answer nor the work tells which addresses have an account. It
 * quotes nothing typed.
 */
export function noAccountResetMail(createAccountUrl: string, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(`Choose a new password — ${office.name}`),
    text: letter(
      hello(null),
      [
        `Someone asked to choose a new password for an account at ${office.name} with this email address, but no account uses it.`,
        `To create an account with this address, open:\n${createAccountUrl}`,
        `If you did not ask for this, ignore this email. Questions? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
