import { consumeRateLimit, tooManyRequests } from '#api/auth/rate-limit.ts';
import { mailOutbox } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { accountLink, accountLinkPaths, verificationMail } from './account-mail.ts';
import { requireSignedInAccount } from './signed-in-account.ts';
import { issueMailedToken } from './mailed-tokens.ts';

const alreadyVerifiedMessage = 'Your email address is already confirmed.';
const verificationSentMessage = 'We have sent you a new link to confirm your email address. It works for 7 days.';

/** Verification mails one account may ask for in an hour. */
const verificationMailsPerAccount = { limit: 5, windowMs: 60 * 60_000 };

export interface ResendVerificationRequest {
  linkOrigin: string;
  /** False with RATE_LIMIT=off (never in production). */
  limitMails: boolean;
}

/** Mails the signed-in customer a new verification link, unless the address is already verified. */
export async function resendVerification(ctx: ServiceContext, request: ResendVerificationRequest): Promise<string> {
  const customer = await requireSignedInAccount(ctx);
  if (customer.emailVerifiedAt) return alreadyVerifiedMessage;
  if (request.limitMails) {
    const decision = await consumeRateLimit(ctx, `verification-mail:customer:${customer.id}`, verificationMailsPerAccount);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  }
  await ctx.db.transaction(async (tx) => {
    const token = await issueMailedToken(tx, ctx.clock, { customerId: customer.id, email: customer.email, purpose: 'verify-email' });
    const verifyUrl = accountLink(request.linkOrigin, accountLinkPaths.verifyEmail, token);
    await tx
      .insert(mailOutbox)
      .values({ to: customer.email, kind: 'account-verification', ...verificationMail(customer, verifyUrl, marinaOffice()) });
  });
  return verificationSentMessage;
}
