import type { SignInWithLink } from '#shared/schemas/customer-account.ts';
import { eq } from 'drizzle-orm';
import { customers } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { signInRefusal } from './account-status.ts';
import { redeemMailedToken, retireMailedTokens } from './mailed-tokens.ts';
import { sameEmail } from './same-email.ts';
import { startCustomerSession, type SigningInBrowser, type StartedSession } from './start-session.ts';

const signInLinkDeadMessage = 'This sign-in link has expired or was already used. We can email you a new one.';

/**
 * Signs a browser in with a mailed sign-in link, whatever the sign-in limits say: the link proves the
 * mailbox, which a guesser does not have. In one transaction the token is used up (two presses of one
 * link cannot both pass), the customer's other sign-in links die, and the browser gets a session and
 * becomes a known device, so its password sign-ins are never blocked by failures elsewhere.
 */
export async function signInWithLink(ctx: ServiceContext, input: SignInWithLink, browser: SigningInBrowser): Promise<StartedSession> {
  return ctx.db.transaction(async (tx) => {
    const redeemed = await redeemMailedToken(tx, ctx.clock, 'sign-in-link', input.token);
    if (!redeemed) throw new AppError('bad_request', signInLinkDeadMessage);
    const [customer] = await tx
      .update(customers)
      .set({ lastLogin: ctx.clock.now() })
      .where(eq(customers.id, redeemed.customerId))
      .returning();
    // A link mailed to an address the account no longer has opens nothing.
    if (!customer || !sameEmail(customer.email, redeemed.email)) throw new AppError('bad_request', signInLinkDeadMessage);
    if (customer.accountStatus !== 'active') throw new AppError('forbidden', signInRefusal(customer.accountStatus, marinaOffice()));
    await retireMailedTokens(tx, ctx.clock, customer.id, 'sign-in-link');
    return startCustomerSession(tx, ctx.clock, customer, browser);
  });
}
