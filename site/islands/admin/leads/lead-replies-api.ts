import { apiRequest } from '#shared/api-client.ts';
import type { AdminLeadAnswer, AdminLeadDetail } from '#shared/admin-lead-views.ts';
import type { LeadKind } from '#shared/schemas/admin-leads.ts';
import type { LeadReply } from '#shared/schemas/lead-reply.ts';

/**
 * Sends the office's reply to a lead by email; answers the lead with its history. The same key for
 * the same words makes a retry or a doubled send one mail.
 */
export async function sendLeadReply(kind: LeadKind, id: string, reply: LeadReply, idempotencyKey: string): Promise<AdminLeadDetail> {
  const path = `/api/admin/leads/${kind}/${encodeURIComponent(id)}/replies`;
  return (await apiRequest<AdminLeadAnswer>('POST', path, reply, { idempotencyKey })).lead;
}
