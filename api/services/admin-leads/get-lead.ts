import { eq } from 'drizzle-orm';
import type { AdminLeadDetail } from '#shared/admin-lead-views.ts';
import type { LeadKind } from '#shared/schemas/admin-leads.ts';
import { quotes, serviceRequests } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { lastVisit } from './leads-seen.ts';
import { repliesOf } from './lead-replies.ts';
import { quoteLeadDetail, serviceLeadDetail } from './lead-views.ts';

export const leadNotFound = () => notFound('Lead not found');

/** One lead with everything the visitor sent, where they came from and what the office wrote back. */
export async function getLead(ctx: ServiceContext, kind: LeadKind, id: string): Promise<AdminLeadDetail> {
  const seenAt = await lastVisit(ctx);
  const replies = await repliesOf(ctx.db, kind, id);
  if (kind === 'service') {
    const [row] = await ctx.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    if (!row) throw leadNotFound();
    return serviceLeadDetail(row, seenAt, replies);
  }
  const [row] = await ctx.db.select().from(quotes).where(eq(quotes.id, id));
  if (!row) throw leadNotFound();
  return quoteLeadDetail(row, seenAt, replies);
}
