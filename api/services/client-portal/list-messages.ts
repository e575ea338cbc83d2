import { and, eq } from 'drizzle-orm';
import type { ClientMessageView } from '#shared/customer-views.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { clientMessages } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';
import { toClientMessageView } from './client-message-view.ts';

/** The caller's thread with the office, both directions, newest first. */
export async function listClientMessages(ctx: ServiceContext, query: PageQuery): Promise<Page<ClientMessageView>> {
  const page = newestFirst(clientMessages, query);
  const rows = await ctx.db
    .select()
    .from(clientMessages)
    .where(and(eq(clientMessages.customerId, signedInCustomerId(ctx)), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const { items, nextCursor } = pageOf(rows, query);
  return { items: items.map(toClientMessageView), nextCursor };
}
