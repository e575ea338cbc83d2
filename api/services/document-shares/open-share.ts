import type { DocumentShareAccessLevel } from '#shared/document-options.ts';
import { and, eq, exists, gt, sql } from 'drizzle-orm';
import { hashToken, isWellFormedToken } from '#api/auth/tokens.ts';
import { documents, documentShareOpens, documentShares } from '#api/db/schema/index.ts';
import type { Database } from '#api/db/client.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { NamedFile } from '#api/services/customer-area/named-file.ts';
import { ShareRefusal } from './share-refusal.ts';

/** User agents are kept to this length: enough to tell browsers apart, too little to fill the log. */
export const keptUserAgentLength = 500;

export interface ShareOpener {
  ipAddress: string;
  userAgent: string | undefined;
}

export interface OpenedShare extends NamedFile {
  access: DocumentShareAccessLevel;
}

/** Why the link with this token hash did not open: revoked outranks a trashed document, which outranks the expiry. */
async function refusalOf(db: Database, tokenHash: string): Promise<ShareRefusal> {
  const [known] = await db
    .select({ isActive: documentShares.isActive, expiresAt: documentShares.expiresAt, documentStatus: documents.status })
    .from(documentShares)
    .innerJoin(documents, eq(documents.id, documentShares.documentId))
    .where(eq(documentShares.shareToken, tokenHash));
  if (!known) return new ShareRefusal('unknown');
  if (!known.isActive) return new ShareRefusal('revoked');
  if (known.documentStatus !== 'active') return new ShareRefusal('removed');
  return new ShareRefusal('expired', known.expiresAt);
}

/**
 * Opens a shared file by its link's token and logs the open. The counters move in one conditional
 * update that also decides whether the link still opens, so an open racing a revoke or a trash is
 * either logged and served or refused, never half of each.
 */
export async function openShare(ctx: ServiceContext, token: string, opener: ShareOpener): Promise<OpenedShare> {
  if (!isWellFormedToken(token)) throw new ShareRefusal('unknown');
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
    if (!share) throw await refusalOf(tx, tokenHash);
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
    if (!document) throw new ShareRefusal('removed');
    return { ...document, access: share.access };
  });
  // The store reads outside the transaction (its own connection), so the file is opened once the open is logged.
  const opened = await ctx.files.open(opening.fileId);
  if (!opened) throw new ShareRefusal('removed');
  return { opened, fileName: opening.fileName, access: opening.access };
}
