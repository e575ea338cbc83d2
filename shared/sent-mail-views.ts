import { z } from 'zod';

// What the office's Sent mail endpoints (`/api/admin/mail`) answer: every message the server mailed
// or is about to, as the office reads it. Dates are ISO strings.

const sentMailStatuses = ['pending', 'sent', 'failed'] as const;

/** One message of `GET /api/admin/mail` (`{mail}`, newest first, paged). */
const sentMailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What the message is, in words (e.g. "Address verification"). */
  kind: z.string(),
  status: z.enum(sentMailStatuses),
  /** When it was written to the outbox. */
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type SentMailSummary = z.infer<typeof sentMailSummarySchema>;
export const sentMailListAnswerSchema = z.object({ mail: z.array(sentMailSummarySchema) });

/** `GET /api/admin/mail/:id` (`{mail}`): the message as its recipient reads it, and why it was not sent when it was not. */
const sentMailSchema = sentMailSummarySchema.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
  /** The file name of the one file sent with it (a signed lease's PDF); null for none. */
  attachment: z.string().nullable(),
  /** The last delivery failure, in the mail server's words; null once sent or before any. */
  lastError: z.string().nullable(),
});
export type SentMail = z.infer<typeof sentMailSchema>;
export const sentMailAnswerSchema = z.object({ mail: sentMailSchema });
