import type { DocumentView } from '#shared/document-views.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { documentRecords } from './document-records.ts';
import { toDocumentView } from './document-view.ts';
import { documentNotFound, findVisibleDocument } from './visibility.ts';

/** One document's card, if the caller may see it. */
export async function readDocument(ctx: ServiceContext, id: string): Promise<DocumentView> {
  const [record] = await documentRecords(ctx.db, [await findVisibleDocument(ctx, id)], ctx.clock.now());
  if (!record) throw documentNotFound();
  return toDocumentView(record, { staff: ctx.actor.staff !== null });
}
