import { eq } from 'drizzle-orm';
import { clientMessages } from '#api/db/schema/index.ts';
import { hasOfficeAttachment, messageNotFound } from '#api/services/client-portal/client-message-view.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { NamedFile } from '#api/services/customer-area/named-file.ts';

/** Where staff open a file the office attached to a message to a client. */
export const officeAttachmentUrl = (messageId: string) => `/api/admin/client-messages/${messageId}/attachment`;

/** The file the office attached to any client's message, opened for staff to see what was sent. */
export async function openOfficeAttachment(ctx: ServiceContext, messageId: string): Promise<NamedFile> {
  const [message] = await ctx.db.select().from(clientMessages).where(eq(clientMessages.id, messageId));
  const opened = message?.attachmentPath && hasOfficeAttachment(message) ? await ctx.files.open(message.attachmentPath) : null;
  if (!message || !opened) throw messageNotFound();
  return { opened, fileName: message.attachmentName ?? 'attachment' };
}
