import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { Customer } from '#api/db/schema/index.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

/** The site pages that open a mailed link. */
export const accountLinkPaths = {
  createAccount: '/customer/login?tab=create-account',
  verifyEmail: '/customer/verify-email',
  resetPassword: '/customer/reset-password',
  forgotPassword: '/customer/forgot-password',
  signInLink: '/customer/sign-in-link',
} as const;

/** A mailed link: the page on the site's public origin, carrying the token. */
export function accountLink(origin: string, path: (typeof accountLinkPaths)[keyof typeof accountLinkPaths], token: string): string {
  const url = new URL(path, origin);
  url.searchParams.set('token', token);
  return url.href;
}

type Addressee = Pick<Customer, 'firstName'>;

/** Sent at registration: the account works at once; the link proves the address. */
export function welcomeMail(customer: Addressee, verifyUrl: string, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(`Welcome to ${office.name}: please confirm your email address`),
    text: letter(
      `Hello ${customer.firstName},`,
      [
        'Thank you for creating your account. You can sign in and use it right away, on our customer area and on our client portal alike.',
        `Please confirm that this email address is yours by opening this link within 7 days:\n${verifyUrl}`,
        'Once it is confirmed, the service requests, quotes and berth reservations you made earlier with this address ' +
          'appear in your account.',
        `If you did not create this account, ignore this email, or call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}

/** Sent when a signed-in customer asks for a new verification link. */
export function verificationMail(customer: Addressee, verifyUrl: string, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(`Confirm your email address — ${office.name}`),
    text: letter(
      `Hello ${customer.firstName},`,
      [
        `To confirm that this email address is yours, open this link within 7 days:\n${verifyUrl}`,
        'Once it is confirmed, the service requests, quotes and berth reservations you made earlier with this address ' +
          'appear in your account.',
        `If you did not ask for this, ignore this email, or call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}

/** Sent on a forgotten password: the link works for one hour, once. */
export function passwordResetMail(customer: Addressee, resetUrl: string, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(`Choose a new password — ${office.name}`),
    text: letter(
      `Hello ${customer.firstName},`,
      [
        `Someone asked to choose a new password for your account. To do so, open this link within one hour; it works once:\n${resetUrl}`,
        'Choosing a new password signs your account out on every device.',
        'If you did not ask for this, ignore this email: your password stays as it is. ' +
          `Questions? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}

/**
 * Sent when a signed-in customer changes their password: the owner learns of a change they did not
 * make, and how to take the account back (a reset link signs every device out).
 */
export function passwordChangedMail(customer: Addressee, changedAt: Date, forgotPasswordUrl: string, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(`Your password was changed — ${office.name}`),
    text: letter(
      `Hello ${customer.firstName},`,
      [
        `Your account's password was changed on ${formatFacilityDateTime(changedAt, 'long')}. ` +
          'Every other device signed in to your account was signed out.',
        'If you made this change, there is nothing more to do.',
        `If you did not, call the marina office at ${office.phone}, and choose a new password at once on this page ` +
          `(doing so signs out every device):\n${forgotPasswordUrl}`,
      ],
      office,
    ),
  };
}
