import { desc, eq } from 'drizzle-orm';
import type { LeaseEventKind } from '#shared/lease-events.ts';
import type { Database } from '#api/db/client.ts';
import { leaseEvents, leases, type LeaseEvent } from '#api/db/schema/index.ts';
import { genesisHash, leaseEventHash } from './event-chain.ts';

export interface LeaseEventInput {
  leaseId: string;
  kind: LeaseEventKind;
  occurredAt: Date;
  actor: string;
  clientIp?: string | null | undefined;
  userAgent?: string | null | undefined;
  details?: Readonly<Record<string, string>>;
}

/**
 * Appends the next event to a lease's chain. Call it inside the transaction that does what the
 * event records, so the two stand or fall together; the lease row is locked first, so two events
 * of one lease are chained one after the other and never both numbered alike.
 */
export async function recordLeaseEvent(tx: Database, input: LeaseEventInput): Promise<LeaseEvent> {
  await tx.select({ id: leases.id }).from(leases).where(eq(leases.id, input.leaseId)).for('update');
  const [last] = await tx
    .select({ sequence: leaseEvents.sequence, hash: leaseEvents.hash })
    .from(leaseEvents)
    .where(eq(leaseEvents.leaseId, input.leaseId))
    .orderBy(desc(leaseEvents.sequence))
    .limit(1);
  const fields = {
    leaseId: input.leaseId,
    sequence: (last?.sequence ?? 0) + 1,
    kind: input.kind,
    // The database keeps microseconds, a Date milliseconds: hash what reads back.
    occurredAt: new Date(input.occurredAt.getTime()),
    actor: input.actor,
    clientIp: input.clientIp ?? null,
    userAgent: input.userAgent ?? null,
    details: { ...input.details },
  };
  const previousHash = last?.hash ?? genesisHash;
  const [event] = await tx
    .insert(leaseEvents)
    .values({ ...fields, previousHash, hash: leaseEventHash(previousHash, fields) })
    .returning();
  if (!event) throw new Error(`lease event ${fields.sequence} of lease ${input.leaseId} was not stored`);
  return event;
}
