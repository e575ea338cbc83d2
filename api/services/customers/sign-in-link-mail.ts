import type { Customer } from '#api/db/schema/index.ts';
import { hello, letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';

/** Sent when a sign-in link is asked for an account's address: the link works once, until `expiresAt`. */
export function signInLinkMail(
  customer: Pick<Customer, 'firstName'>,
  signInUrl: string,
  expiresAt: Date,
  office: MarinaOffice,
): MailContent {
  return {
    subject: oneLine(`Your sign-in link — ${office.name}`),
    text: letter(
      hello(customer.firstName),
      [
        'To sign in to your account, open this link and press Sign in. ' +
          `It works once, until ${formatFacilityDateTime(expiresAt)}:\n${signInUrl}`,
        'The browser you sign in with is remembered, so it can sign in with your password later even while someone ' +
          'else is trying to guess it.',
        'If you did not ask for this, ignore this email: the link stops working on its own, and your password stays as it is. ' +
          `Questions? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}

/**
 * Sent when a sign-in link is asked for an address no account uses: the same kind of mail as for an
 * account, so the answer and the work tell nobody which addresses have one. It quotes nothing typed.
 */
export function noAccountSignInLinkMail(createAccountUrl: string, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(`Your sign-in link — ${office.name}`),
    text: letter(
      hello(null),
      [
        `Someone asked for a link to sign in to ${office.name} with this email address, but no account uses it.`,
        `To create an account with this address, open:\n${createAccountUrl}`,
        `If you did not ask for this, ignore this email. Questions? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
