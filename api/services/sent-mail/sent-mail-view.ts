import type { SentMail, SentMailSummary } from '#shared/sent-mail-views.ts';
import type { MailKind, OutboxMail } from '#api/db/schema/index.ts';
import { signingCodeLine } from '#api/services/leases/signing-code/signing-code-mail.ts';
import { mailKindWords } from './mail-kind-words.ts';

type SummaryRow = Pick<OutboxMail, 'id' | 'to' | 'subject' | 'kind' | 'status' | 'createdAt' | 'sentAt'>;

// A reset or sign-in link opens the customer's account to whoever follows it, a signing link the
// lease to be signed: the office reads that one was sent and to which page, never the working link
// (decisions 103, 108).
const accountOpeningKinds: ReadonlySet<MailKind> = new Set(['account-password-reset', 'account-sign-in-link', 'lease-signing-request']);
const tokenValue = /([?&](?:token|sign)=)[^\s&#]+/g;
// A signing code vouches for the lessee's address while it works: the office sees that one was sent, not the code.
const signingCodeValue = new RegExp(`(${signingCodeLine}) \\d+`, 'g');

function shownText(row: OutboxMail): string {
  if (row.kind === 'lease-signing-code') return row.text.replace(signingCodeValue, '$1 hidden');
  return accountOpeningKinds.has(row.kind) ? row.text.replace(tokenValue, '$1hidden') : row.text;
}

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
  return {
    ...sentMailSummary(row),
    replyTo: row.replyTo,
    text: shownText(row),
    attachment: row.attachmentFileId ? (row.attachmentName ?? 'attachment') : null,
    lastError: row.status === 'sent' ? null : row.lastError,
  };
}
