import type { LeadKind } from '#shared/schemas/admin-leads.ts';
import { leadAsSenderKnowsIt, type LeadReply } from '#shared/schemas/lead-reply.ts';
import type { MailContent, MarinaOffice } from '#api/mail/letter.ts';
import { oneLine } from '#api/mail/plain-text.ts';

/**
 * The office's reply to a lead as its sender receives it: staff write the whole message, greeting
 * included, so it is sent as written; a line naming the S- or Q-number and the office's signature
 * follow. Answering the mail reaches the office (the outbox row's Reply-To).
 */
export function leadReplyMail(lead: { kind: LeadKind; reference: string | null }, reply: LeadReply, office: MarinaOffice): MailContent {
  return {
    subject: oneLine(reply.subject),
    text: [
      reply.message,
      `This is about ${leadAsSenderKnowsIt(lead.kind, lead.reference)}. To answer, reply to this email.`,
      office.signature,
    ].join('\n\n'),
  };
}
