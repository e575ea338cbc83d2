import type { SentMail, SentMailSummary } from '#shared/sent-mail-views.ts';
import type { OutboxMail } from '#api/db/schema/index.ts';
import { mailKindWords } from './mail-kind-words.ts';

type SummaryRow = Pick<OutboxMail, 'id' | 'to' | 'subject' | 'kind' | 'status' | 'createdAt' | 'sentAt'>;

export function sentMailSummary({ id, to, subject, kind, status, createdAt, sentAt }: SummaryRow): SentMailSummary {
  return {
    id,
    to,
    subject,
    kind: mailKindWords[kind],
    status,
    createdAt: createdAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
  };
}

export function sentMailView(row: OutboxMail): SentMail {
  return { ...sentMailSummary(row), replyTo: row.replyTo, text: row.text, lastError: row.status === 'sent' ? null : row.lastError };
}
