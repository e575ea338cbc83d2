import { and, eq } from 'drizzle-orm';
import type { ClientMessageView } from '#shared/customer-views.ts';
import { clientMessages } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { messageNotFound, toClientMessageView } from './client-message-view.ts';

/** Marks a message from the office to the caller read; `isRead` is the recipient's, so the caller's own messages are not theirs to mark. */
export async function markClientMessageRead(ctx: ServiceContext, messageId: string): Promise<ClientMessageView> {
  const [message] = await ctx.db
    .update(clientMessages)
    .set({ isRead: true })
    .where(
      and(eq(clientMessages.id, messageId), eq(clientMessages.customerId, signedInCustomerId(ctx)), eq(clientMessages.fromAdmin, true)),
    )
    .returning();
  if (!message) throw messageNotFound();
  return toClientMessageView(message);
}
