import { z } from 'zod';
import type { LeadKind } from '#shared/lead-list-options.ts';
import { requiredText } from './lead-common.ts';

/** `POST /api/admin/leads/:kind/:id/replies`: the office answers a lead by email. */
export const leadReplySchema = z.object({
  subject: requiredText('Subject', { max: 200 }),
  message: requiredText('Message', { max: 5000, lines: 'multi-line' }),
});
export type LeadReply = z.output<typeof leadReplySchema>;

/** The lead as its sender knows it: "your request S-2026-000004", "your quote Q-2026-000012". */
export function leadAsSenderKnowsIt(kind: LeadKind, reference: string | null): string {
  const noun = kind === 'quote' ? 'your quote' : 'your request';
  return reference ? `${noun} ${reference}` : noun;
}

/** The subject a reply starts from, which staff may change. */
export const replySubjectFor = (kind: LeadKind, reference: string | null) => `Re: ${leadAsSenderKnowsIt(kind, reference)}`;
