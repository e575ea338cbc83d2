import { accountPartPath, accountPartUrl } from '#shared/account-parts.ts';
import type { AdminClientMessageView } from '#shared/admin-client-views.ts';
import type { AdminMessage } from '#shared/schemas/admin-clients.ts';
import { clientMessages, mailOutbox } from '#api/db/schema/index.ts';
import type { StoredFile } from '#api/storage/file-store.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { notifyCustomer } from '#api/services/notifications/notify-customer.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { findClient } from './admin-client-view.ts';
import { toAdminClientMessageView } from './admin-message-view.ts';
import { officeMessageMail } from './office-mail.ts';
import { staffName, staffUserId } from './staff-name.ts';

export interface MessageAttachment {
  file: StoredFile;
  /** The name as sent, cleaned for display. */
  fileName: string;
}

/**
 * The office writes to a client: the message, its audit row, the client's notification and the
 * mail telling them, in one transaction. An attachment was stored before it; when the message
 * cannot be written the stored bytes are removed, so no file is left that nothing names.
 */
export async function sendOfficeMessage(
  ctx: ServiceContext,
  input: AdminMessage,
  attachment?: MessageAttachment,
): Promise<AdminClientMessageView> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const txCtx = inTransaction(ctx, tx);
      const client = await findClient(tx, input.customerId);
      const [message] = await tx
        .insert(clientMessages)
        .values({
          customerId: client.id,
          fromAdmin: true,
          subject: input.subject,
          message: input.message,
          priority: input.priority,
          attachmentPath: attachment?.file.id ?? null,
          attachmentName: attachment?.fileName ?? null,
          sentByUserId: staffUserId(ctx),
          createdAt: ctx.clock.now(),
        })
        .returning();
      if (!message) throw new Error('client message insert returned no row');
      await recordAudit(txCtx, {
        action: 'message.sent',
        entityType: 'client-message',
        entityId: message.id,
        customerId: client.id,
        after: { subject: message.subject, priority: message.priority, attachmentName: message.attachmentName },
      });
      await notifyCustomer(txCtx, {
        customerId: client.id,
        type: 'message',
        title: 'New message from the marina office',
        message: message.subject,
        actionUrl: accountPartPath('messages'),
      });
      const mail = officeMessageMail(client, message.subject, accountPartUrl('messages', ctx.mail.siteUrl), marinaOffice());
      await tx.insert(mailOutbox).values({ to: client.email, kind: 'office-message', ...mail });
      return toAdminClientMessageView({ message, client, sentBy: await staffName(txCtx) });
    });
  } catch (error) {
    if (attachment) await ctx.files.delete(attachment.file.id);
    throw error;
  }
}
