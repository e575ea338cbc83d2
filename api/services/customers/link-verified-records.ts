import { and, isNull, sql, type Column } from 'drizzle-orm';
import { berthReservations, quotes, serviceRequests } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { fileCustomerRecords } from '#api/services/customer-records/file-customer-records.ts';

/**
 * Gives a customer the service requests, quotes and berth reservations made with an address they
 * have just proved is theirs (any letter case) that no account holds yet, then files what those
 * reservations produced (paid invoices, signed leases). Call it only with a verified address, in
 * the transaction that records the verification: an unverified address links nothing, ever.
 */
export async function linkVerifiedRecords(ctx: ServiceContext, customerId: string, verifiedEmail: string): Promise<void> {
  const email = verifiedEmail.toLowerCase();
  const madeWithEmail = (column: Column) => sql`lower(${column}) = ${email}`;
  await ctx.db
    .update(serviceRequests)
    .set({ customerId })
    .where(and(madeWithEmail(serviceRequests.email), isNull(serviceRequests.customerId)));
  await ctx.db
    .update(quotes)
    .set({ customerId })
    .where(and(madeWithEmail(quotes.contactEmail), isNull(quotes.customerId)));
  await ctx.db
    .update(berthReservations)
    .set({ customerId })
    .where(and(madeWithEmail(berthReservations.contactEmail), isNull(berthReservations.customerId)));
  await fileCustomerRecords(ctx, customerId);
}
