import type { ResetPassword } from '#shared/schemas/customer-account.ts';
import { eq } from 'drizzle-orm';
import { hashPassword } from '#api/auth/password.ts';
import { customerSessionPolicy, revokeAllSessions } from '#api/auth/sessions.ts';
import { customers } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { isLiveMailedToken, redeemMailedToken, retireMailedTokens } from './mailed-tokens.ts';
import { sameEmail } from './same-email.ts';

const resetLinkDeadMessage = 'This link has expired or was already used. Ask for a new one.';
const passwordResetMessage =
  'Your password has been changed, and every device signed in to your account has been signed out. Please sign in with your new password.';

/**
 * Sets a new password with a mailed reset link. In one transaction: the token is used up (a
 * conditional update, so two uses of one link cannot both pass), the password changes, the
 * customer's other reset links die, and every session of the account ends.
 */
export async function resetPassword(ctx: ServiceContext, input: ResetPassword): Promise<string> {
  // A made-up or dead link costs no hash; a live one is hashed before the transaction, so the rows
  // it locks are held for milliseconds, not the hash's work.
  if (!(await isLiveMailedToken(ctx.db, ctx.clock, 'reset-password', input.token))) throw new AppError('bad_request', resetLinkDeadMessage);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const redeemed = await redeemMailedToken(tx, ctx.clock, 'reset-password', input.token);
    if (!redeemed) throw new AppError('bad_request', resetLinkDeadMessage);
    const [customer] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: ctx.clock.now() })
      .where(eq(customers.id, redeemed.customerId))
      .returning({ email: customers.email });
    // A link mailed to an address the account no longer has opens nothing.
    if (!customer || !sameEmail(customer.email, redeemed.email)) throw new AppError('bad_request', resetLinkDeadMessage);
    await retireMailedTokens(tx, ctx.clock, redeemed.customerId, 'reset-password');
    await revokeAllSessions(tx, customerSessionPolicy, redeemed.customerId);
  });
  return passwordResetMessage;
}
