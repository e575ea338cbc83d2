import { and, eq } from 'drizzle-orm';
import type { ClientCounts } from '#shared/client-counts.ts';
import { clientMessages, clientUploads } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';

/** The caller's client dashboard counters over their whole thread and their own uploads. */
export async function countClientLists(ctx: ServiceContext): Promise<ClientCounts> {
  const customerId = signedInCustomerId(ctx);
  const ownUploads = eq(clientUploads.customerId, customerId);
  const [messages, uploads, processedUploads] = await Promise.all([
    ctx.db.$count(clientMessages, eq(clientMessages.customerId, customerId)),
    ctx.db.$count(clientUploads, ownUploads),
    ctx.db.$count(clientUploads, and(ownUploads, eq(clientUploads.isProcessed, true))),
  ]);
  return { messages, uploads, processedUploads };
}
