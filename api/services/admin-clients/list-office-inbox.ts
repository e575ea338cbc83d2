import type { AdminClientMessageView, AdminClientUploadView } from '#shared/admin-client-views.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { eq, sql } from 'drizzle-orm';
import { clientMessages, clientUploads, customers, users } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { openFirst, openFirstPageOf, type Page } from '#api/services/paging.ts';
import { toAdminClientMessageView, toAdminClientUploadView } from './admin-message-view.ts';
import { staffDisplayName } from './staff-name.ts';

// The office's inboxes are working queues: what still needs someone comes first, then the rest,
// newest first, a page at a time (the traffic of years of clients).

const clientColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  company: customers.company,
};

/** Portal messages, both ways: unread first, then newest. */
export async function listOfficeMessages(ctx: ServiceContext, query: PageQuery): Promise<Page<AdminClientMessageView>> {
  const page = openFirst({ open: sql`(not ${clientMessages.isRead})`, createdAt: clientMessages.createdAt, id: clientMessages.id }, query);
  const rows = await ctx.db
    .select({
      message: clientMessages,
      client: clientColumns,
      sender: { username: users.username, firstName: users.firstName, lastName: users.lastName },
    })
    .from(clientMessages)
    .innerJoin(customers, eq(customers.id, clientMessages.customerId))
    .leftJoin(users, eq(users.id, clientMessages.sentByUserId))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const positioned = rows.map((row) => ({ row, open: !row.message.isRead, createdAt: row.message.createdAt, id: row.message.id }));
  const { items, nextCursor } = openFirstPageOf(positioned, query);
  return {
    items: items.map(({ row: { message, client, sender } }) =>
      toAdminClientMessageView({ message, client, sentBy: sender && staffDisplayName(sender) }),
    ),
    nextCursor,
  };
}

/** Files clients uploaded: unprocessed first, then newest. */
export async function listOfficeUploads(ctx: ServiceContext, query: PageQuery): Promise<Page<AdminClientUploadView>> {
  const page = openFirst(
    { open: sql`(not ${clientUploads.isProcessed})`, createdAt: clientUploads.createdAt, id: clientUploads.id },
    query,
  );
  const rows = await ctx.db
    .select({ upload: clientUploads, client: clientColumns })
    .from(clientUploads)
    .innerJoin(customers, eq(customers.id, clientUploads.customerId))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const positioned = rows.map((row) => ({ row, open: !row.upload.isProcessed, createdAt: row.upload.createdAt, id: row.upload.id }));
  const { items, nextCursor } = openFirstPageOf(positioned, query);
  return { items: items.map(({ row }) => toAdminClientUploadView(row)), nextCursor };
}
