import type { ClientMessageView } from '#shared/customer-views.ts';
import type { ClientMessageInput } from '#shared/schemas/client-portal.ts';
import { clientMessages } from '#api/db/schema/index.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { toClientMessageView } from './client-message-view.ts';
import { queueStaffNotification } from './notify-staff.ts';
import { clientMessageNotification } from './staff-notification-mail.ts';

/** Stores the caller's message to the office and queues the staff notification with it. */
export async function sendClientMessage(ctx: ServiceContext, input: ClientMessageInput): Promise<ClientMessageView> {
  const customerId = signedInCustomerId(ctx);
  return ctx.db.transaction(async (tx) => {
    const [message] = await tx.insert(clientMessages).values({ customerId, subject: input.subject, message: input.message }).returning();
    if (!message) throw new Error('client message insert returned no row');
    await queueStaffNotification(inTransaction(ctx, tx), customerId, 'client-message-notification', (client, adminUrl) =>
      clientMessageNotification(client, message, adminUrl),
    );
    return toClientMessageView(message);
  });
}
