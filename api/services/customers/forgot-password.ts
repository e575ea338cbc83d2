import type { ForgotPassword } from '#shared/schemas/customer-account.ts';
import { consumeRateLimit } from '#api/auth/rate-limit.ts';
import { customers, mailOutbox } from '#api/db/schema/index.ts';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { accountLink, accountLinkPaths, passwordResetMail } from './account-mail.ts';
import { issueMailedToken } from './mailed-tokens.ts';

const forgotPasswordMessage =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.';

/** Reset mails one address may be sent in an hour; past it, requests are answered alike and send nothing. */
const resetMailsPerEmail = { limit: 3, windowMs: 60 * 60_000 };

export interface ForgotPasswordRequest {
  linkOrigin: string;
  /** False with RATE_LIMIT=off (never in production). */
  limitMails: boolean;
}

/**
 * Mails a single-use link to choose a new password, when an account uses the address. The answer
 * is the same whether or not one does, and whether or not the address's hourly mails are used up,
 * so it tells nobody which addresses have accounts.
 */
export async function forgotPassword(ctx: ServiceContext, input: ForgotPassword, request: ForgotPasswordRequest): Promise<string> {
  const email = input.email.toLowerCase();
  if (request.limitMails && !(await consumeRateLimit(ctx, `reset-mail:email:${email}`, resetMailsPerEmail)).allowed) {
    return forgotPasswordMessage;
  }
  const [customer] = await ctx.db.select().from(customers).where(sql`lower(${customers.email}) = ${email}`);
  if (!customer) return forgotPasswordMessage;

  await ctx.db.transaction(async (tx) => {
    const token = await issueMailedToken(tx, ctx.clock, { customerId: customer.id, email: customer.email, purpose: 'reset-password' });
    const resetUrl = accountLink(request.linkOrigin, accountLinkPaths.resetPassword, token);
    await tx
      .insert(mailOutbox)
      .values({ to: customer.email, kind: 'account-password-reset', ...passwordResetMail(customer, resetUrl, marinaOffice()) });
  });
  return forgotPasswordMessage;
}
