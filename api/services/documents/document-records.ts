import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, documentCategories, documents, documentShares, type Document } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { toDocumentView, type DocumentRecord } from './document-view.ts';

/**
 * The documents with their category, linked customer and open share count, in the given order.
 * Fetched beside the documents rather than joined: the search expression names the documents'
 * columns unqualified, so their query stays on the one table.
 */
export async function documentRecords(db: Database, rows: Document[], now: Date): Promise<DocumentRecord[]> {
  if (rows.length === 0) return [];
  const categoryIds = rows.flatMap((row) => (row.categoryId ? [row.categoryId] : []));
  const customerIds = rows.flatMap((row) => (row.customerId ? [row.customerId] : []));
  const [categories, linked, shareCounts] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db
          .select({ id: documentCategories.id, name: documentCategories.name })
          .from(documentCategories)
          .where(inArray(documentCategories.id, categoryIds)),
    customerIds.length === 0
      ? []
      : db
          .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
          .from(customers)
          .where(inArray(customers.id, customerIds)),
    db
      .select({ documentId: documentShares.documentId, open: count() })
      .from(documentShares)
      .where(
        and(
          inArray(
            documentShares.documentId,
            rows.map((row) => row.id),
          ),
          eq(documentShares.isActive, true),
          gt(documentShares.expiresAt, now),
        ),
      )
      .groupBy(documentShares.documentId),
  ]);
  return rows.map((document) => {
    const customer = linked.find((row) => row.id === document.customerId);
    return {
      document,
      category: categories.find((row) => row.id === document.categoryId) ?? null,
      customer: customer ? { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email } : null,
      activeShares: shareCounts.find((row) => row.documentId === document.id)?.open ?? 0,
    };
  });
}

/** The card of one document as the caller may see it, read afresh (after a change, within its transaction). */
export async function documentViewFor(ctx: ServiceContext, id: string) {
  const [row] = await ctx.db.select().from(documents).where(eq(documents.id, id));
  if (!row) throw new Error(`document ${id} not found after its change`);
  const [record] = await documentRecords(ctx.db, [row], ctx.clock.now());
  if (!record) throw new Error(`document ${id} has no record`);
  return toDocumentView(record, { staff: ctx.actor.staff !== null });
}
