import { and, isNotNull, sql } from 'drizzle-orm';
import { accountPartPath } from '#shared/account-parts.ts';
import { customers } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { notifyCustomer } from '#api/services/notifications/notify-customer.ts';

/**
 * The account whose owner has proved they read `email` (any letter case), if there is one. A
 * booking made with that address belongs there at once, as it would once an unverified owner
 * proves it (decision 101).
 */
export async function verifiedAccountFor(ctx: ServiceContext, email: string): Promise<string | null> {
  const [account] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email.toLowerCase()}`, isNotNull(customers.emailVerifiedAt)))
    .limit(1);
  return account?.id ?? null;
}

/** Tells the account that a booking made with its address, by someone not signed in to it, is now in it. */
export async function announceLinkedReservation(
  ctx: ServiceContext,
  customerId: string,
  reservation: { reservationNumber: string; vesselName: string },
): Promise<void> {
  await notifyCustomer(ctx, {
    customerId,
    type: 'reservation-linked',
    title: 'Reservation added to your account',
    message: `A reservation made with your email was added to your account: ${reservation.reservationNumber} for ${reservation.vesselName}.`,
    actionUrl: accountPartPath('reservations'),
  });
}
