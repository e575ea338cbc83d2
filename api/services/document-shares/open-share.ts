import type { DocumentShareAccessLevel } from '#shared/document-options.ts';
import { and, eq, exists, gt, sql } from 'drizzle-orm';
import { hashToken, isWellFormedToken } from '#api/auth/tokens.ts';
import { documents, documentShareOpens, documentShares } from '#api/db/schema/index.ts';
import { AppError, notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { NamedFile } from '#api/services/customer-area/named-file.ts';

const unknownShareMessage = 'This link is not valid. Check that you copied all of it, or ask the marina office for a new one.';
export const closedShareMessage = 'This link has expired or was revoked.';

/** User agents are kept to this length: enough to tell browsers apart, too little to fill the log. */
export const keptUserAgentLength = 500;

export interface ShareOpener {
  ipAddress: string;
  userAgent: string | undefined;
}

export interface OpenedShare extends NamedFile {
  access: DocumentShareAccessLevel;
}

/**
 * Opens a shared file by its link's token and logs the open. The counters move in one conditional
 * update that also decides whether the link still opens, so an open racing a revoke or a trash is
 * either logged and served or refused, never half of each.
 */
export async function openShare(ctx: ServiceContext, token: string, opener: ShareOpener): Promise<OpenedShare> {
  if (!isWellFormedToken(token)) throw notFound(unknownShareMessage);
  const tokenHash = hashToken(token);
  const opening = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [share] = await tx
      .update(documentShares)
      .set({ accessedAt: now, downloadCount: sql`${documentShares.downloadCount} + 1` })
      .where(
        and(
          eq(documentShares.shareToken, tokenHash),
          eq(documentShares.isActive, true),
          gt(documentShares.expiresAt, now),
          exists(
            tx
              .select({ id: documents.id })
              .from(documents)
              .where(and(eq(documents.id, documentShares.documentId), eq(documents.status, 'active'))),
          ),
        ),
      )
      .returning({ id: documentShares.id, documentId: documentShares.documentId, access: documentShares.accessLevel });
    if (!share) {
      const [known] = await tx.select({ id: documentShares.id }).from(documentShares).where(eq(documentShares.shareToken, tokenHash));
      throw known ? new AppError('gone', closedShareMessage) : notFound(unknownShareMessage);
    }
    await tx.insert(documentShareOpens).values({
      shareId: share.id,
      openedAt: now,
      ipAddress: opener.ipAddress,
      userAgent: opener.userAgent?.slice(0, keptUserAgentLength) ?? null,
    });
    const [document] = await tx
      .select({ fileId: documents.filePath, fileName: documents.fileName })
      .from(documents)
      .where(eq(documents.id, share.documentId));
    if (!document) throw new AppError('gone', closedShareMessage);
    return { ...document, access: share.access };
  });
  // The store reads outside the transaction (its own connection), so the file is opened once the open is logged.
  const opened = await ctx.files.open(opening.fileId);
  if (!opened) throw new AppError('gone', closedShareMessage);
  return { opened, fileName: opening.fileName, access: opening.access };
}
