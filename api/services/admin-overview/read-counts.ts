import { and, eq, isNull } from 'drizzle-orm';
import type { AdminCounts } from '#shared/admin-counts.ts';
import { berthReservations, clientMessages, clientUploads, quotes, serviceRequests } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** A lead nobody has acted on: pending, with no first response (as the overview's leads waiting). */
const leadWaiting = (table: typeof serviceRequests | typeof quotes) => and(eq(table.status, 'pending'), isNull(table.firstResponseAt));

/** What waits in each admin tab: unread client messages, unprocessed uploads, new leads, paid reservations to approve. */
export async function readCounts({ db }: Pick<ServiceContext, 'db'>): Promise<AdminCounts> {
  const [unreadMessages, unprocessedUploads, newRequests, newQuotes, reservationsToApprove] = await Promise.all([
    db.$count(clientMessages, and(eq(clientMessages.fromAdmin, false), eq(clientMessages.isRead, false))),
    db.$count(clientUploads, eq(clientUploads.isProcessed, false)),
    db.$count(serviceRequests, leadWaiting(serviceRequests)),
    db.$count(quotes, leadWaiting(quotes)),
    db.$count(berthReservations, and(eq(berthReservations.status, 'pending'), eq(berthReservations.paymentStatus, 'paid'))),
  ]);
  return { unreadMessages, unprocessedUploads, newLeads: newRequests + newQuotes, reservationsToApprove };
}
