import type { MailedLinkRequest } from '#shared/schemas/customer-account.ts';
import { sql } from 'drizzle-orm';
import { consumeRateLimit } from '#api/auth/rate-limit.ts';
import { customers, mailOutbox } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { accountLink, accountLinkPaths } from './account-mail.ts';
import { issueMailedToken, mailedTokenExpiry } from './mailed-tokens.ts';
import { noAccountSignInLinkMail, signInLinkMail } from './sign-in-link-mail.ts';

const signInLinkSentMessage = 'If an account uses that email, we have sent it a sign-in link. The link works once, for 15 minutes.';

/** Link mails one address may be sent in an hour; past it, requests are answered alike and send nothing. */
const signInLinkMailsPerEmail = { limit: 3, windowMs: 60 * 60_000 };

export interface SignInLinkMailing {
  linkOrigin: string;
  /** False with RATE_LIMIT=off (never in production). */
  limitMails: boolean;
}

/**
 * Mails a single-use sign-in link when an account uses the address, and a note that none does
 * otherwise: the same answer, the same lookups and one outbox row of the same kind either way, so
 * neither the answer nor its time tells which addresses have accounts (decision 084).
 */
export async function requestSignInLink(ctx: ServiceContext, input: MailedLinkRequest, mailing: SignInLinkMailing): Promise<string> {
  const email = input.email.toLowerCase();
  if (mailing.limitMails && !(await consumeRateLimit(ctx, `sign-in-link-mail:email:${email}`, signInLinkMailsPerEmail)).allowed) {
    return signInLinkSentMessage;
  }
  const [customer] = await ctx.db.select().from(customers).where(sql`lower(${customers.email}) = ${email}`);
  const office = marinaOffice();

  await ctx.db.transaction(async (tx) => {
    if (!customer) {
      const createAccountUrl = new URL(accountLinkPaths.createAccount, mailing.linkOrigin).href;
      await tx
        .insert(mailOutbox)
        .values({ to: input.email, kind: 'account-sign-in-link', ...noAccountSignInLinkMail(createAccountUrl, office) });
      return;
    }
    const token = await issueMailedToken(tx, ctx.clock, { customerId: customer.id, email: customer.email, purpose: 'sign-in-link' });
    const signInUrl = accountLink(mailing.linkOrigin, accountLinkPaths.signInLink, token);
    const expiresAt = mailedTokenExpiry('sign-in-link', ctx.clock.now());
    await tx
      .insert(mailOutbox)
      .values({ to: customer.email, kind: 'account-sign-in-link', ...signInLinkMail(customer, signInUrl, expiresAt, office) });
  });
  return signInLinkSentMessage;
}
