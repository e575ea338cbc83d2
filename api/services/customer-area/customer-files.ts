import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { CustomerDocumentSource } from '#shared/customer-views.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { customerDocuments, documentCategories, documents, files } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { customerDocumentReaches } from '#api/services/documents/visibility.ts';
import { newestFirst } from '#api/services/paging.ts';
import { signedInCustomer, signedInCustomerId } from './signed-in-customer.ts';

/** One file the office keeps for the customer, from either place it may live. */
export interface CustomerFile {
  id: string;
  source: CustomerDocumentSource;
  fileName: string;
  description: string | null;
  documentType: string;
  /** The size the record states, else the stored file's. */
  fileSize: number;
  mimeType: string;
  /** A dated document's last day (YYYY-MM-DD). */
  expiresAt: string | null;
  createdAt: Date;
}

/** How a library document reads as a customer's document type: a lease, else its category. */
const libraryDocumentType = sql<string>`case when ${documents.leaseId} is not null then 'lease'
  else coalesce(${documentCategories.name}, 'document') end`;

/**
 * The files the office keeps for the caller, newest first from the page's cursor: those it filed
 * for them (`customer_documents`) and the library documents meant for them, customer-level ones
 * linked to them or shared with them (not every public document, which the library lists for
 * everyone). One UNION ALL ordered by creation time then id, each part (filed, linked, shared) read
 * along its own index from the same keyset position, so paging runs through all as one list.
 * Answers up to `limit + 1` rows, as `newestFirst` does, for `pageOf`.
 */
export async function listCustomerFiles(ctx: ServiceContext, query: PageQuery): Promise<CustomerFile[]> {
  const customerId = signedInCustomerId(ctx);
  const office = newestFirst(customerDocuments, query);
  const library = newestFirst(documents, query);
  const filed = ctx.db
    .select({
      id: customerDocuments.id,
      source: sql<CustomerDocumentSource>`'office'`.as('source'),
      fileName: customerDocuments.fileName,
      description: customerDocuments.description,
      documentType: customerDocuments.documentType,
      fileSize: sql<number>`coalesce(${customerDocuments.fileSize}, ${files.size})`.mapWith(Number).as('file_size'),
      mimeType: files.mimeType,
      expiresAt: sql<string | null>`null::date`.as('expires_at'),
      createdAt: customerDocuments.createdAt,
    })
    .from(customerDocuments)
    .innerJoin(files, eq(files.id, customerDocuments.fileUrl))
    .where(and(eq(customerDocuments.customerId, customerId), office.where))
    .orderBy(...office.orderBy)
    .limit(office.limit);
  const [linked, shared] = customerDocumentReaches(signedInCustomer(ctx), ctx.clock.now());
  const libraryDocuments = (reach: SQL) =>
    ctx.db
      .select({
        id: documents.id,
        source: sql<CustomerDocumentSource>`'library'`.as('source'),
        fileName: documents.fileName,
        description: documents.description,
        documentType: libraryDocumentType.as('document_type'),
        fileSize: documents.fileSize,
        mimeType: documents.mimeType,
        expiresAt: documents.expiresAt,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .leftJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .where(and(reach, library.where))
      .orderBy(...library.orderBy)
      .limit(library.limit);
  return unionAll(filed, libraryDocuments(linked), libraryDocuments(shared))
    .orderBy(desc(sql`created_at`), desc(sql`id`))
    .limit(office.limit);
}
