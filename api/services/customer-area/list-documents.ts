import type { CustomerDocument } from '#shared/customer-views.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { pageOf, type Page } from '#api/services/paging.ts';
import { toCustomerDocument } from './customer-area-views.ts';
import { listCustomerFiles } from './customer-files.ts';

/**
 * The caller's documents, newest first: what the office filed for them and the library documents
 * meant for them (signed leases, certificates, documents shared with them).
 */
export async function listCustomerDocuments(ctx: ServiceContext, query: PageQuery): Promise<Page<CustomerDocument>> {
  const { items, nextCursor } = pageOf(await listCustomerFiles(ctx, query), query);
  return { items: items.map(toCustomerDocument), nextCursor };
}
