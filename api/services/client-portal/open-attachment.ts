import { and, eq } from 'drizzle-orm';
import { clientMessages } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { NamedFile } from '#api/services/customer-area/named-file.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { hasOfficeAttachment, messageNotFound } from './client-message-view.ts';

/** The file the office attached to a message to the caller, opened for download. */
export async function openMessageAttachment(ctx: ServiceContext, messageId: string): Promise<NamedFile> {
  const [message] = await ctx.db
    .select()
    .from(clientMessages)
    .where(and(eq(clientMessages.id, messageId), eq(clientMessages.customerId, signedInCustomerId(ctx))));
  const opened = message?.attachmentPath && hasOfficeAttachment(message) ? await ctx.files.open(message.attachmentPath) : null;
  if (!message || !opened) throw messageNotFound();
  return { opened, fileName: message.attachmentName ?? 'attachment' };
}
