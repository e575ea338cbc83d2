import { z } from 'zod';

/**
 * `GET /api/customer/counts`: the dashboard's three counters, counted by the database over the
 * whole lists, which the tabs read a page at a time.
 */
export const customerCountsSchema = z.object({
  /** Service requests still pending or in progress. */
  activeProjects: z.number().int(),
  /** Invoices whose status is pending (an overdue one has its own status). */
  pendingInvoices: z.number().int(),
  /** Every document the Documents tab lists. */
  documents: z.number().int(),
});
export type CustomerCounts = z.infer<typeof customerCountsSchema>;
