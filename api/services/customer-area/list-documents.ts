import { and, eq } from 'drizzle-orm';
import type { CustomerDocument } from '#shared/customer-views.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { customerDocuments } from '../../db/schema/index.ts';
import type { ServiceContext } from '../context.ts';
import { newestFirst, pageOf, type Page } from '../paging.ts';
import { toCustomerDocument } from './customer-area-views.ts';
import { signedInCustomerId } from './signed-in-customer.ts';

/** The documents filed for the caller (the office's uploads and the signed leases), newest first. */
export async function listCustomerDocuments(ctx: ServiceContext, query: PageQuery): Promise<Page<CustomerDocument>> {
  const page = newestFirst(customerDocuments, query);
  const rows = await ctx.db
    .select()
    .from(customerDocuments)
    .where(and(eq(customerDocuments.customerId, signedInCustomerId(ctx)), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const { items, nextCursor } = pageOf(rows, query);
  return { items: items.map(toCustomerDocument), nextCursor };
}
