import type { MailKind } from '#api/db/schema/index.ts';

/** What each kind of mail is, as the office reads it in Sent mail. */
export const mailKindWords: Record<MailKind, string> = {
  'lead-notification': 'New lead (to the office)',
  'quote-confirmation': 'Quote request received',
  'reservation-hold': 'Reservation held',
  'reservation-confirmation': 'Reservation confirmed',
  'reservation-notification': 'New reservation (to the office)',
  'reservation-refund': 'Reservation refund',
  'reservation-approved': 'Reservation approved',
  'reservation-declined': 'Reservation declined',
  'account-welcome': 'Welcome',
  'account-verification': 'Address verification',
  'account-password-reset': 'Password reset',
  'account-password-changed': 'Password changed',
  'account-sign-in-link': 'Sign-in link',
  'client-message-notification': 'Client message (to the office)',
  'client-upload-notification': 'Client upload (to the office)',
  'office-message': 'Message from the office',
  'office-file': 'File from the office',
  'document-share': 'Shared document',
  'lead-reply': 'Reply to a lead',
  'invoice-receipt': 'Invoice receipt',
  'lease-signing-request': 'Lease sent for signature',
  'lease-signed-copy': 'Signed lease copy',
  'lease-signing-code': 'Lease signing code',
  'storm-notice': 'Storm stage notice',
};
