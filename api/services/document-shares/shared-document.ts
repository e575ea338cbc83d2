import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { documents, documentShares, type Document, type DocumentShare } from '#api/db/schema/index.ts';
import { AppError, notFound } from '#api/lib/errors.ts';

const documentNotFound = () => notFound('Document not found');
const shareNotFound = () => notFound('Share not found');
export const shareRevoked = () => new AppError('conflict', 'This share was revoked. Share the document again to send a new link.');

/**
 * A document as staff find it to manage its shares: staff see every document until it is purged,
 * so this needs no visibility rule. `active` refuses one in the trash, as if it were gone.
 */
export async function staffDocument(db: Database, id: string, { active = false, forUpdate = false } = {}): Promise<Document> {
  const query = db.select().from(documents).where(eq(documents.id, id));
  const [document] = forUpdate ? await query.for('update') : await query;
  if (!document || (active && document.status !== 'active')) throw documentNotFound();
  return document;
}

/** One share of the document, locked for a change. */
export async function shareOfDocument(db: Database, documentId: string, shareId: string): Promise<DocumentShare> {
  const [share] = await db
    .select()
    .from(documentShares)
    .where(and(eq(documentShares.id, shareId), eq(documentShares.documentId, documentId)))
    .for('update');
  if (!share) throw shareNotFound();
  return share;
}
