import { and, asc, eq } from 'drizzle-orm';
import type { LeadReplyView } from '#shared/admin-lead-views.ts';
import type { LeadKind } from '#shared/schemas/admin-leads.ts';
import type { Database } from '#api/db/client.ts';
import { leadReplies } from '#api/db/schema/index.ts';

/** The lead's replies by email, oldest first, as its history shows them. */
export async function repliesOf(db: Database, kind: LeadKind, id: string): Promise<LeadReplyView[]> {
  const rows = await db
    .select()
    .from(leadReplies)
    .where(and(eq(leadReplies.leadKind, kind), eq(leadReplies.leadId, id)))
    .orderBy(asc(leadReplies.createdAt), asc(leadReplies.id));
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    message: row.body,
    sentAt: row.createdAt.toISOString(),
    sentBy: row.sentBy,
  }));
}
