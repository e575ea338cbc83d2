import { eq } from 'drizzle-orm';
import { loadCompany } from '#api/content/company.ts';
import { customers, mailOutbox, type MailKind } from '#api/db/schema/index.ts';
import type { MailContent } from '#api/mail/letter.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { adminAreaUrl, type PortalClient } from './staff-notification-mail.ts';

/**
 * Client portal traffic goes to the support address: the one the portal names as its help line,
 * so the client's messages and files reach the people they were told would answer.
 */
const portalStaffEmail = () => loadCompany().emails.support;

/**
 * Queues the staff notification of something the caller just sent, in the caller's transaction
 * (`ctx.db`), so the notification exists exactly when the message or upload does.
 */
export async function queueStaffNotification(
  ctx: ServiceContext,
  customerId: string,
  kind: Extract<MailKind, `client-${string}`>,
  compose: (client: PortalClient, adminUrl: string) => MailContent,
): Promise<void> {
  const [client] = await ctx.db
    .select({ firstName: customers.firstName, lastName: customers.lastName, company: customers.company, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!client) throw new Error(`customer ${customerId} not found while notifying staff`);
  await ctx.db.insert(mailOutbox).values({ to: portalStaffEmail(), kind, ...compose(client, adminAreaUrl(ctx.mail.siteUrl)) });
}
