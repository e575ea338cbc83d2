import type { MailedLinkRequest } from '#shared/schemas/customer-account.ts';
import { consumeRateLimit } from '#api/auth/rate-limit.ts';
import { customers, mailOutbox } from '#api/db/schema/index.ts';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { accountLink, accountLinkPaths, passwordResetMail } from './account-mail.ts';
import { noAccountResetMail } from './no-account-reset-mail.ts';
import { issueResetTokenForAddress } from './reset-token-for-address.ts';

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
 * Mails a single-use link to choose a new password when an account uses the address, and a note
 * that none does otherwise. Either way the answer is the same and so is the work: one lookup, one
 * token insert (which writes a row only for an account), one outbox row of the same kind, in one
 * transaction, so neither the answer nor its time tells which addresses have accounts (decision 082).
 */
export async function forgotPassword(ctx: ServiceContext, input: MailedLinkRequest, request: ForgotPasswordRequest): Promise<string> {
  const email = input.email.toLowerCase();
  if (request.limitMails && !(await consumeRateLimit(ctx, `reset-mail:email:${email}`, resetMailsPerEmail)).allowed) {
    return forgotPasswordMessage;
  }
  const office = marinaOffice();

  await ctx.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ firstName: customers.firstName, email: customers.email })
      .from(customers)
      .where(sql`lower(${customers.email}) = ${email}`);
    const token = await issueResetTokenForAddress(tx, ctx.clock, email);
    const mail = customer
      ? {
          to: customer.email,
          ...passwordResetMail(customer, accountLink(request.linkOrigin, accountLinkPaths.resetPassword, token), office),
        }
      : { to: input.email, ...noAccountResetMail(new URL(accountLinkPaths.createAccount, request.linkOrigin).href, office) };
    await tx.insert(mailOutbox).values({ kind: 'account-password-reset', ...mail });
  });
  return forgotPasswordMessage;
}
