import type { CustomerRegistration } from '#shared/schemas/customer-account.ts';
import { sql } from 'drizzle-orm';
import { hashPassword } from '#api/auth/password.ts';
import { customers, mailOutbox } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { isUniqueViolation } from '#api/services/reservations/database-errors.ts';
import { accountLink, accountLinkPaths, welcomeMail } from './account-mail.ts';
import { issueMailedToken } from './mailed-tokens.ts';
import { startCustomerSession, type SigningInBrowser, type StartedSession } from './start-session.ts';

const emailTakenMessage = 'An account with this email already exists. Sign in, or reset your password.';
const emailTaken = () => new AppError('conflict', emailTakenMessage, { errors: { email: emailTakenMessage } });

/**
 * Creates an account, signed in at once, and queues the welcome mail with its verification link in
 * the same transaction. The account works before the address is verified; only what the address
 * alone would prove (earlier records made with it, the customer hold limit) waits for the link.
 */
export async function registerCustomer(
  ctx: ServiceContext,
  input: CustomerRegistration,
  browser: SigningInBrowser & { linkOrigin: string },
): Promise<StartedSession> {
  const [existing] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${input.email.toLowerCase()}`);
  if (existing) throw emailTaken();

  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company,
          phone: input.phone || null,
          address: input.address || null,
          city: input.city || null,
          state: input.state || null,
          zipCode: input.zipCode || null,
          lastLogin: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!customer) throw new Error('customer insert returned no row');
      const token = await issueMailedToken(tx, ctx.clock, { customerId: customer.id, email: customer.email, purpose: 'verify-email' });
      const verifyUrl = accountLink(browser.linkOrigin, accountLinkPaths.verifyEmail, token);
      await tx
        .insert(mailOutbox)
        .values({ to: customer.email, kind: 'account-welcome', ...welcomeMail(customer, verifyUrl, marinaOffice()) });
      return startCustomerSession(tx, ctx.clock, customer, browser);
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index on lower(email) lets one through.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
