import type { CustomerView } from '#shared/customer-views.ts';
import type { VerifyEmail } from '#shared/schemas/customer-account.ts';
import { eq } from 'drizzle-orm';
import { customers } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { toCustomerView } from './customer-view.ts';
import { linkVerifiedRecords } from './link-verified-records.ts';
import { redeemMailedToken, retireMailedTokens } from './mailed-tokens.ts';
import { sameEmail } from './same-email.ts';

const verifyLinkDeadMessage = 'This link has expired or was already used. Sign in and ask for a new one.';
const emailVerifiedMessage =
  'Your email address is confirmed. Earlier requests, quotes and reservations made with it are now in your account.';

export interface VerifiedEmail {
  message: string;
  /** The account, when the browser that opened the link is signed in to it. */
  customer?: CustomerView;
}

/**
 * Records that the customer opened the link mailed to their address and, in the same transaction,
 * links the records made earlier with that address. The token is bound to the address it was sent
 * to: once the account's email has changed, a link sent to the old one verifies nothing.
 */
export async function verifyEmail(ctx: ServiceContext, input: VerifyEmail): Promise<VerifiedEmail> {
  const customer = await ctx.db.transaction(async (tx) => {
    const redeemed = await redeemMailedToken(tx, ctx.clock, 'verify-email', input.token);
    if (!redeemed) throw new AppError('bad_request', verifyLinkDeadMessage);
    const [account] = await tx.select().from(customers).where(eq(customers.id, redeemed.customerId)).for('update');
    if (!account || !sameEmail(account.email, redeemed.email)) throw new AppError('bad_request', verifyLinkDeadMessage);
    const now = ctx.clock.now();
    const [verified] = await tx
      .update(customers)
      .set({ emailVerifiedAt: account.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(customers.id, account.id))
      .returning();
    if (!verified) throw new Error('customer update returned no row');
    await retireMailedTokens(tx, ctx.clock, account.id, 'verify-email');
    await linkVerifiedRecords(inTransaction(ctx, tx), account.id, account.email);
    return verified;
  });
  const signedInHere = ctx.actor.customer?.customerId === customer.id;
  return { message: emailVerifiedMessage, ...(signedInHere && { customer: toCustomerView(customer) }) };
}
