import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { SignerEmailVerification } from '#shared/lease-events.ts';
import { leaseSigningCodes, type Lease } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

// A code confirmed longer ago than this no longer vouches for the browser that signs.
const codeConfirmationValidMs = 60 * 60 * 1000;

/**
 * How the signer showed the lease's email address is theirs: signed in to an account whose verified
 * email it is, or by a one-time code mailed to it and confirmed for this lease in the last hour.
 */
export async function signerEmailVerification(ctx: ServiceContext, lease: Lease): Promise<SignerEmailVerification | null> {
  const email = lease.lesseeEmail;
  if (!email) return null;
  const customer = ctx.actor.customer;
  if (customer?.emailVerified && customer.email.toLowerCase() === email.toLowerCase()) return 'account';
  const since = new Date(ctx.clock.now().getTime() - codeConfirmationValidMs);
  const [confirmed] = await ctx.db
    .select({ id: leaseSigningCodes.id })
    .from(leaseSigningCodes)
    .where(
      and(
        eq(leaseSigningCodes.leaseId, lease.id),
        eq(leaseSigningCodes.email, email),
        isNotNull(leaseSigningCodes.confirmedAt),
        gte(leaseSigningCodes.confirmedAt, since),
      ),
    )
    .orderBy(desc(leaseSigningCodes.confirmedAt))
    .limit(1);
  return confirmed ? 'code' : null;
}
