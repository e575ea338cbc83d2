import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks.ts';
import { createdAt } from './columns.ts';
import { files } from './files.ts';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export type MailKind =
  | 'lead-notification'
  | 'quote-confirmation'
  | 'reservation-hold'
  | 'reservation-confirmation'
  | 'reservation-notification'
  | 'reservation-refund'
  | 'reservation-approved'
  | 'reservation-declined'
  | 'account-welcome'
  | 'account-verification'
  | 'account-password-reset'
  | 'account-password-changed'
  | 'account-sign-in-link'
  | 'client-message-notification'
  | 'client-upload-notification'
  | 'office-message'
  | 'office-file'
  | 'document-share'
  | 'lead-reply'
  | 'invoice-receipt'
  | 'lease-signing-request'
  | 'lease-signed-copy'
  | 'lease-signing-code'
  | 'storm-notice'
  | 'haul-out-receipt'
  | 'storm-plan-reminder'
  | 'insurance-reminder'
  | 'storm-vessel-note';

/**
 * Account mail someone is waiting for at the screen (an address to verify, a password reset, a
 * sign-in link): the outbox sends it before everything else, so a flood of lead confirmations or
 * notifications cannot hold it up. The welcome mail is not waited for. Changing this list changes
 * a stored column's expression, so it takes a migration (`npm run db:generate`).
 */
export const sentFirstMailKinds = [
  'account-verification',
  'account-password-reset',
  'account-sign-in-link',
] as const satisfies readonly MailKind[];

const sentFirstLiterals = sentFirstMailKinds.map((kind) => `'${kind}'`).join(', ');

/**
 * Mail waiting to be sent. A message is written in the same transaction as the record it is about,
 * so a stored lead always has its notification and a rolled-back one never sends any; the mail
 * worker delivers it afterwards and retries while the mail server is unreachable.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    // Where the recipient's answer goes when it is not the sender (the no-reply From): a staff reply names the office.
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').$type<MailKind>().notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    // One stored file sent with the message (a signed lease's PDF), and the name it is sent under.
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'no action' }),
    attachmentName: text('attachment_name'),
    /** 0 for the kinds sent first, 1 for the rest; the claim takes messages in this order. */
    sendOrder: smallint('send_order')
      .notNull()
      .generatedAlwaysAs(sql.raw(`case when kind in (${sentFirstLiterals}) then 0 else 1 end`)),
  },
  (table) => [
    // Serves the claim in its order, and every read by status (the overview's failed mail).
    index('mail_outbox_claim_idx').on(table.status, table.sendOrder, table.nextAttemptAt),
    // The office's Sent mail list, newest first, and each client's mail on their timeline.
    index('mail_outbox_created_idx').on(table.createdAt, table.id),
    index('mail_outbox_recipient_idx').on(sql`lower(${table.to})`, table.createdAt),
    check('mail_outbox_status_check', isOneOf(table.status, mailStatuses)),
  ],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = typeof mailOutbox.$inferInsert;
