import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { leases, type Lease } from '#api/db/schema/index.ts';
import type { FileOwner } from '#api/storage/file-store.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { loadCompletionCertificate } from './evidence/lease-certificate.ts';
import { renderLeasePdf } from './lease-pdf.ts';

export const leasePdfMimeType = 'application/pdf';

/**
 * Renders a signed lease as a PDF ending with its completion certificate, keeps it in the file
 * store and links it (with the SHA-256 of its bytes) from the lease, so every download after that
 * streams the same bytes instead of rendering again. Of two requests storing
 * it at once, the first link wins and the other's copy is removed. Answers the stored file's id.
 */
export async function storeSignedLeasePdf(ctx: Pick<ServiceContext, 'db' | 'files'>, lease: Lease, owner: FileOwner): Promise<string> {
  const pdf = await renderLeasePdf(lease, await loadCompletionCertificate(ctx.db, lease));
  const file = await ctx.files.put(Readable.from([pdf]), { mimeType: leasePdfMimeType, owner });
  const [linked] = await ctx.db
    .update(leases)
    .set({ signedPdfFileId: file.id, signedPdfSha256: createHash('sha256').update(pdf).digest('hex') })
    .where(and(eq(leases.id, lease.id), eq(leases.status, 'signed'), isNull(leases.signedPdfFileId)))
    .returning({ fileId: leases.signedPdfFileId });
  if (linked) return file.id;

  await ctx.files.delete(file.id);
  const [current] = await ctx.db.select({ fileId: leases.signedPdfFileId }).from(leases).where(eq(leases.id, lease.id));
  if (!current?.fileId) throw new Error(`lease ${lease.id} is not signed, so it has no stored PDF`);
  return current.fileId;
}
