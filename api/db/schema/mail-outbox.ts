import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks.ts';
import { createdAt } from './columns.ts';

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
  | 'account-sign-in-link'
  | 'client-message-notification'
  | 'client-upload-notification'
  | 'office-message'
  | 'office-file'
  | 'document-share';

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
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').$type<MailKind>().notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_outbox_status_next_attempt_at_idx').on(table.status, table.nextAttemptAt),
    check('mail_outbox_status_check', isOneOf(table.status, mailStatuses)),
  ],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = typeof mailOutbox.$inferInsert;
