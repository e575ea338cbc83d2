import type { CustomerSignIn } from '#shared/schemas/customer-account.ts';
import { eq } from 'drizzle-orm';
import { customerDevices, isKnownDevice } from '#api/auth/known-device.ts';
import { dummyPasswordHash, verifyPassword } from '#api/auth/password.ts';
import { countSignInAttempt } from '#api/auth/sign-in-limits.ts';
import { customers } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { signInRefusal } from './account-status.ts';
import { findSignInAccount } from './sign-in-account.ts';
import { startCustomerSession, type SigningInBrowser, type StartedSession } from './start-session.ts';

const invalidCredentialsMessage = 'Invalid email or password';

/**
 * Signs a customer in with their email (or admin-set username) and password. A wrong password and an
 * unknown account get one answer after the same argon2id work (a dummy hash stands in for the
 * missing account); an account that may not sign in is told so only after its password verified.
 * Failed attempts are counted against the sign-in limits; a success is not (decisions 032, 084).
 */
export async function signInCustomer(
  ctx: ServiceContext,
  input: CustomerSignIn,
  browser: SigningInBrowser & { limitAttempts: boolean },
): Promise<StartedSession> {
  const account = await findSignInAccount(ctx.db, input.email);
  const knownDevice = account !== undefined && (await isKnownDevice(ctx.db, customerDevices, account.id, browser.knownDeviceToken));
  const attempt = browser.limitAttempts
    ? await countSignInAttempt(ctx, {
        accountKey: account?.id ?? `name:${input.email.trim().toLowerCase()}`,
        clientIp: browser.clientIp,
        knownDeviceToken: knownDevice ? browser.knownDeviceToken : undefined,
      })
    : null;

  const passwordMatches = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!account || !passwordMatches) throw new AppError('unauthorized', invalidCredentialsMessage);
  await attempt?.refund();
  if (account.accountStatus !== 'active') throw new AppError('forbidden', signInRefusal(account.accountStatus, marinaOffice()));

  return ctx.db.transaction(async (tx) => {
    const [signedIn] = await tx.update(customers).set({ lastLogin: ctx.clock.now() }).where(eq(customers.id, account.id)).returning();
    if (!signedIn) throw new AppError('unauthorized', invalidCredentialsMessage);
    return startCustomerSession(tx, ctx.clock, signedIn, browser);
  });
}
