import type { DocumentShareView } from '#shared/document-views.ts';
import { eq } from 'drizzle-orm';
import { documentShares } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { staffDocument } from './shared-document.ts';
import { shareRecords } from './share-records.ts';
import { toDocumentShareView } from './share-view.ts';

/** Every share of a document, trashed ones' included, newest first, with who opened each and when. */
export async function listShares(ctx: ServiceContext, documentId: string): Promise<DocumentShareView[]> {
  const document = await staffDocument(ctx.db, documentId);
  const records = await shareRecords(ctx.db, eq(documentShares.documentId, document.id));
  const now = ctx.clock.now();
  return records.map((record) => toDocumentShareView(record, document.status, now));
}
