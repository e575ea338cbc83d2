import { and, eq, sql } from 'drizzle-orm';
import { documents, documentVersions } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import type { OpenedFile } from '#api/storage/file-store.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { documentNotFound, findVisibleDocument } from './visibility.ts';

export interface DocumentFile {
  opened: OpenedFile;
  fileName: string;
}

/** The latest file of a document the caller may see; each download counts, in one atomic update. */
export async function downloadDocument(ctx: ServiceContext, id: string): Promise<DocumentFile> {
  const document = await findVisibleDocument(ctx, id);
  const opened = await ctx.files.open(document.filePath);
  if (!opened) throw documentNotFound();
  await ctx.db
    .update(documents)
    .set({ downloadCount: sql`${documents.downloadCount} + 1` })
    .where(eq(documents.id, id));
  return { opened, fileName: document.fileName };
}

/** One version's file (the latest one included); opening an earlier version is not counted as a download. */
export async function downloadDocumentVersion(ctx: ServiceContext, id: string, version: number): Promise<DocumentFile> {
  const document = await findVisibleDocument(ctx, id);
  const [kept] =
    version === document.version
      ? [{ filePath: document.filePath, fileName: document.fileName }]
      : await ctx.db
          .select({ filePath: documentVersions.filePath, fileName: documentVersions.fileName })
          .from(documentVersions)
          .where(and(eq(documentVersions.documentId, id), eq(documentVersions.version, version)));
  const opened = kept && (await ctx.files.open(kept.filePath));
  if (!kept || !opened) throw notFound('Version not found');
  return { opened, fileName: kept.fileName };
}
