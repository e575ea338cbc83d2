import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { processedPaymentEvents } from '#api/db/schema/index.ts';
import type { ProviderEvent } from '#api/payments/provider.ts';

/**
 * Marks a provider event handled; false when it already was. Concurrent claims of one id meet at
 * the primary key, so exactly one succeeds, and a claim made in a transaction that rolls back is
 * gone with it.
 */
export async function claimPaymentEvent(db: Database, event: ProviderEvent): Promise<boolean> {
  const claimed = await db
    .insert(processedPaymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: processedPaymentEvents.id })
    .returning({ id: processedPaymentEvents.id });
  return claimed.length > 0;
}

export async function isProcessedPaymentEvent(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: processedPaymentEvents.id })
    .from(processedPaymentEvents)
    .where(eq(processedPaymentEvents.id, eventId))
    .limit(1);
  return row !== undefined;
}
