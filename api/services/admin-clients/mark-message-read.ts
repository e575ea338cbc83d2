import type { AdminClientMessageView } from '#shared/admin-client-views.ts';
import { and, eq } from 'drizzle-orm';
import { clientMessages, users } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { messageNotFound } from '#api/services/client-portal/client-message-view.ts';
import { findClient } from './admin-client-view.ts';
import { toAdminClientMessageView } from './admin-message-view.ts';
import { staffDisplayName } from './staff-name.ts';

/**
 * Marks a client's message read by the office. Only the client's own messages: whether an office
 * message was read is the client's to say. Reading changes nothing the client sees, so it is not
 * audited.
 */
export async function markOfficeMessageRead(ctx: ServiceContext, id: string): Promise<AdminClientMessageView> {
  const [message] = await ctx.db
    .update(clientMessages)
    .set({ isRead: true })
    .where(and(eq(clientMessages.id, id), eq(clientMessages.fromAdmin, false)))
    .returning();
  if (!message) throw messageNotFound();
  const [sender] = message.sentByUserId
    ? await ctx.db
        .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, message.sentByUserId))
    : [];
  return toAdminClientMessageView({
    message,
    client: await findClient(ctx.db, message.customerId),
    sentBy: sender ? staffDisplayName(sender) : null,
  });
}
