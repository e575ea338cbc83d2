import type { PasswordChange } from '#shared/schemas/password-change.ts';
import { eq } from 'drizzle-orm';
import { signInRequired } from '#api/auth/guards.ts';
import { customerDevices, isKnownDevice } from '#api/auth/known-device.ts';
import { hashPassword, verifyPassword } from '#api/auth/password.ts';
import { customerSessionPolicy, revokeOtherSessions } from '#api/auth/sessions.ts';
import { countSignInAttempt } from '#api/auth/sign-in-limits.ts';
import { customers, mailOutbox } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { accountLinkPaths, passwordChangedMail } from './account-mail.ts';
import { retireMailedTokens } from './mailed-tokens.ts';
import { requireSignedInAccount } from './signed-in-account.ts';

const wrongPasswordMessage = 'Your current password is not right';
const passwordChangedMessage = 'Your password has been changed. Every other device signed in to your account was signed out.';

/** The browser asking, as the route read it from the request. */
export interface ChangingBrowser {
  clientIp: string;
  knownDeviceToken: string | undefined;
  linkOrigin: string;
  /** False with RATE_LIMIT=off (never in production). */
  limitAttempts: boolean;
}

/**
 * Changes the signed-in customer's password once they have typed the current one. A wrong current
 * password counts against the sign-in limits (a stolen session must not become a way to guess the
 * password without them). In one transaction: the hash changes, every other session of the account
 * ends (this browser stays signed in), links mailed to reset the password or sign in die, and a mail
 * tells the owner (decision 098).
 */
export async function changePassword(ctx: ServiceContext, input: PasswordChange, browser: ChangingBrowser): Promise<string> {
  const signedIn = ctx.actor.customer;
  if (!signedIn) throw signInRequired();
  const customer = await requireSignedInAccount(ctx);
  const knownDevice = await isKnownDevice(ctx.db, customerDevices, customer.id, browser.knownDeviceToken);
  const attempt = browser.limitAttempts
    ? await countSignInAttempt(ctx, {
        accountKey: customer.id,
        clientIp: browser.clientIp,
        knownDeviceToken: knownDevice ? browser.knownDeviceToken : undefined,
      })
    : null;
  if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
    throw new AppError('bad_request', wrongPasswordMessage, { errors: { currentPassword: wrongPasswordMessage } });
  }
  await attempt?.refund();

  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  const forgotPasswordUrl = new URL(accountLinkPaths.forgotPassword, browser.linkOrigin).href;
  await ctx.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customer.id));
    await revokeOtherSessions(tx, customerSessionPolicy, customer.id, signedIn.sessionId);
    await retireMailedTokens(tx, ctx.clock, customer.id, 'reset-password');
    await retireMailedTokens(tx, ctx.clock, customer.id, 'sign-in-link');
    await tx.insert(mailOutbox).values({
      to: customer.email,
      kind: 'account-password-changed',
      ...passwordChangedMail(customer, now, forgotPasswordUrl, marinaOffice()),
    });
  });
  return passwordChangedMessage;
}
