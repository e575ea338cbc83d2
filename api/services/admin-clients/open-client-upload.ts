import { eq } from 'drizzle-orm';
import { clientUploads } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { uploadNotFound } from '#api/services/client-portal/client-upload-view.ts';
import type { NamedFile } from '#api/services/customer-area/named-file.ts';

/** Any client's upload, opened for staff to download under the name it was sent with. */
export async function openUploadForStaff(ctx: ServiceContext, uploadId: string): Promise<NamedFile> {
  const [upload] = await ctx.db
    .select({ fileId: clientUploads.filePath, fileName: clientUploads.fileName })
    .from(clientUploads)
    .where(eq(clientUploads.id, uploadId));
  const opened = upload && (await ctx.files.open(upload.fileId));
  if (!upload || !opened) throw uploadNotFound();
  return { opened, fileName: upload.fileName };
}
