import { and, eq } from 'drizzle-orm';
import type { CustomerServiceRequest } from '#shared/customer-views.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { serviceRequests } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';
import { toCustomerServiceRequest } from './customer-area-views.ts';
import { signedInCustomerId } from './signed-in-customer.ts';

/** The caller's service requests, newest first: those linked to the account, never matched by email here. */
export async function listCustomerServiceRequests(ctx: ServiceContext, query: PageQuery): Promise<Page<CustomerServiceRequest>> {
  const page = newestFirst(serviceRequests, query);
  const rows = await ctx.db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.customerId, signedInCustomerId(ctx)), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const { items, nextCursor } = pageOf(rows, query);
  return { items: items.map(toCustomerServiceRequest), nextCursor };
}
