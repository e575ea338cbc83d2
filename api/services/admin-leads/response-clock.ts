import { and, eq, isNull } from 'drizzle-orm';
import type { LeadKind } from '#shared/schemas/admin-leads.ts';
import { quotes, serviceRequests } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** The first answer to a lead stops its response clock now (decision 086); later ones never move it. */
export async function stopResponseClock(ctx: ServiceContext, kind: LeadKind, id: string): Promise<void> {
  const table = kind === 'service' ? serviceRequests : quotes;
  await ctx.db
    .update(table)
    .set({ firstResponseAt: ctx.clock.now() })
    .where(and(eq(table.id, id), isNull(table.firstResponseAt)));
}
