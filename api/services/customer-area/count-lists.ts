import { and, count, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { CustomerCounts } from '#shared/customer-counts.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { customerDocuments, documents, files, invoices, serviceRequests } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { customerDocumentReaches } from '#api/services/documents/visibility.ts';
import { signedInCustomer, signedInCustomerId } from './signed-in-customer.ts';

const activeProjectStatuses = ['pending', 'in-progress'];

/**
 * The caller's dashboard counters over their whole lists. Documents add up the three parts the
 * Documents tab lists (filed by the office, linked, shared), which no document is in twice.
 */
export async function countCustomerLists(ctx: ServiceContext): Promise<CustomerCounts> {
  const customerId = signedInCustomerId(ctx);
  const [linked, shared] = customerDocumentReaches(signedInCustomer(ctx), ctx.clock.now());
  const [activeProjects, pendingInvoices, filed, linkedDocuments, sharedDocuments] = await Promise.all([
    ctx.db.$count(serviceRequests, and(eq(serviceRequests.customerId, customerId), inArray(serviceRequests.status, activeProjectStatuses))),
    // As the Invoices tab shows them: a pending invoice past its due date reads as overdue.
    ctx.db.$count(
      invoices,
      and(
        eq(invoices.customerId, customerId),
        eq(invoices.status, 'pending'),
        or(isNull(invoices.dueDate), gte(invoices.dueDate, facilityToday(ctx.clock.now()))),
      ),
    ),
    // As the tab lists them: with their stored file.
    ctx.db
      .select({ filed: count() })
      .from(customerDocuments)
      .innerJoin(files, eq(files.id, customerDocuments.fileUrl))
      .where(eq(customerDocuments.customerId, customerId))
      .then(([row]) => row?.filed ?? 0),
    ctx.db.$count(documents, linked),
    ctx.db.$count(documents, shared),
  ]);
  return { activeProjects, pendingInvoices, documents: filed + linkedDocuments + sharedDocuments };
}
