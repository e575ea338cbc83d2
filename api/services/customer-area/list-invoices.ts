import { and, eq } from 'drizzle-orm';
import type { CustomerInvoice } from '#shared/customer-views.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { invoices } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';
import { toCustomerInvoice } from './customer-area-views.ts';
import { signedInCustomerId } from './signed-in-customer.ts';

/** The caller's invoices, newest first; a paid berth reservation is among them once filed. */
export async function listCustomerInvoices(ctx: ServiceContext, query: PageQuery): Promise<Page<CustomerInvoice>> {
  const page = newestFirst(invoices, query);
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.customerId, signedInCustomerId(ctx)), page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const { items, nextCursor } = pageOf(rows, query);
  const today = facilityToday(ctx.clock.now());
  return { items: items.map((invoice) => toCustomerInvoice(invoice, today)), nextCursor };
}
