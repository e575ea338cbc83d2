import type { AdminClientMessageView, AdminClientUploadView } from '#shared/admin-client-views.ts';
import { asc, desc, eq } from 'drizzle-orm';
import { clientMessages, clientUploads, customers, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../context.ts';
import { toAdminClientMessageView, toAdminClientUploadView } from './admin-message-view.ts';
import { staffDisplayName } from './staff-name.ts';

// The office's inboxes list everything, what still needs someone first: the portal's traffic is a
// working queue, small next to the records it concerns.

const clientColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  company: customers.company,
};

/** Every portal message, both ways: unread first, then newest. */
export async function listOfficeMessages(ctx: ServiceContext): Promise<AdminClientMessageView[]> {
  const rows = await ctx.db
    .select({ message: clientMessages, client: clientColumns, sender: { username: users.username, firstName: users.firstName, lastName: users.lastName } })
    .from(clientMessages)
    .innerJoin(customers, eq(customers.id, clientMessages.customerId))
    .leftJoin(users, eq(users.id, clientMessages.sentByUserId))
    .orderBy(asc(clientMessages.isRead), desc(clientMessages.createdAt), desc(clientMessages.id));
  return rows.map(({ message, client, sender }) => toAdminClientMessageView({ message, client, sentBy: sender && staffDisplayName(sender) }));
}

/** Every file clients uploaded: unprocessed first, then newest. */
export async function listOfficeUploads(ctx: ServiceContext): Promise<AdminClientUploadView[]> {
  const rows = await ctx.db
    .select({ upload: clientUploads, client: clientColumns })
    .from(clientUploads)
    .innerJoin(customers, eq(customers.id, clientUploads.customerId))
    .orderBy(asc(clientUploads.isProcessed), desc(clientUploads.createdAt), desc(clientUploads.id));
  return rows.map(toAdminClientUploadView);
}
