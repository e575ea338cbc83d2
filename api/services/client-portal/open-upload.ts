import { and, eq } from 'drizzle-orm';
import { clientUploads } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { NamedFile } from '#api/services/customer-area/named-file.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { uploadNotFound } from './client-upload-view.ts';

/** One of the caller's own uploads, opened for download under the name it was sent with. */
export async function openClientUpload(ctx: ServiceContext, uploadId: string): Promise<NamedFile> {
  const [upload] = await ctx.db
    .select({ fileId: clientUploads.filePath, fileName: clientUploads.fileName })
    .from(clientUploads)
    .where(and(eq(clientUploads.id, uploadId), eq(clientUploads.customerId, signedInCustomerId(ctx))));
  const opened = upload && (await ctx.files.open(upload.fileId));
  if (!upload || !opened) throw uploadNotFound();
  return { opened, fileName: upload.fileName };
}
