import { and, eq, sql } from 'drizzle-orm';
import type { DocumentView } from '#shared/document-views.ts';
import type { DocumentListQuery } from '#shared/schemas/documents.ts';
import { documents, documentSearchText } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { newestFirst, pageOf, type Page } from '../paging.ts';
import { documentRecords } from './document-records.ts';
import { toDocumentView } from './document-view.ts';
import { containsPattern } from './search-pattern.ts';
import { visibleDocumentCondition } from './visibility.ts';

export const trashForStaffMessage = 'Only marina staff can open the trash.';

/**
 * The library as the caller may see it, newest first and filtered; `status=trashed` is the trash
 * (staff only), newest trashed first, paged by the time each was trashed.
 */
export async function listDocuments(ctx: ServiceContext, query: DocumentListQuery): Promise<Page<DocumentView>> {
  const staff = ctx.actor.staff !== null;
  const trash = query.status === 'trashed';
  if (trash && !staff) throw new AppError('forbidden', trashForStaffMessage);
  const order = trash ? { createdAt: documents.trashedAt, id: documents.id } : { createdAt: documents.createdAt, id: documents.id };
  const page = newestFirst(order, query);
  const rows = await ctx.db
    .select()
    .from(documents)
    .where(
      and(
        visibleDocumentCondition(ctx.actor, ctx.clock.now()),
        eq(documents.status, query.status),
        query.categoryId === undefined ? undefined : eq(documents.categoryId, query.categoryId),
        query.accessLevel === undefined ? undefined : eq(documents.accessLevel, query.accessLevel),
        query.q === undefined ? undefined : sql`${documentSearchText} ilike ${containsPattern(query.q)}`,
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(page.limit);
  // The trash pages by trash time: it stands in for the creation time the cursor carries.
  const positioned = rows.map((row) => ({ row, id: row.id, createdAt: trash && row.trashedAt ? row.trashedAt : row.createdAt }));
  const { items, nextCursor } = pageOf(positioned, query);
  const records = await documentRecords(
    ctx.db,
    items.map((item) => item.row),
    ctx.clock.now(),
  );
  return { items: records.map((record) => toDocumentView(record, { staff })), nextCursor };
}
