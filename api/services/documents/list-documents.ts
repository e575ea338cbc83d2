import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DocumentView } from '#shared/document-views.ts';
import type { DocumentListQuery } from '#shared/schemas/documents.ts';
import { documents, documentSearchText } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';
import { documentRecords } from './document-records.ts';
import { toDocumentView } from './document-view.ts';
import { containsPattern } from './search-pattern.ts';
import { visibleDocumentParts } from './visibility.ts';

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
  const filters = and(
    eq(documents.status, query.status),
    query.categoryId === undefined ? undefined : eq(documents.categoryId, query.categoryId),
    query.accessLevel === undefined ? undefined : eq(documents.accessLevel, query.accessLevel),
    query.q === undefined ? undefined : sql`${documentSearchText} ilike ${containsPattern(query.q)}`,
    page.where,
  );
  // Each part the caller may see gives at most a page along its own index; the page is cut from
  // their merge, so a customer's search reads the public library by its index and their own
  // documents by theirs, never the whole library by date.
  const part = (visible: SQL) =>
    ctx.db
      .select()
      .from(documents)
      .where(and(visible, filters))
      .orderBy(...page.orderBy)
      .limit(page.limit);
  const [first, second, ...rest] = visibleDocumentParts(ctx.actor, ctx.clock.now());
  const rows =
    second === undefined
      ? await part(first)
      : await unionAll(part(first), part(second), ...rest.map(part))
          .orderBy(desc(sql.identifier(order.createdAt.name)), desc(sql.identifier(order.id.name)))
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
