import { and, desc, eq, isNull } from 'drizzle-orm';
import type { LeaseViewedBody } from '#shared/schemas/lease.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { leaseEvents, leases } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { recordLeaseEvent } from './evidence/record-lease-event.ts';
import { findAccessibleLease } from './lease-access.ts';
import { leaseChangedMessage } from './lease-rules.ts';
import type { SignerBrowser } from './signer-browser.ts';

// Reloading the Review page again and again is one viewing, not one event each.
const repeatViewMs = 10 * 60 * 1000;

/**
 * Logs that the signer's page showed the lease text, and when it first did; the same text seen again
 * from the same address and browser within ten minutes is not logged twice.
 */
export async function recordLeaseView(
  ctx: ServiceContext,
  input: { leaseId: string; viewed: LeaseViewedBody; browser: SignerBrowser },
): Promise<void> {
  const { lease } = await findAccessibleLease(ctx, input.leaseId, 'hold');
  if (lease.status !== 'draft') return;
  if (sha256Hex(lease.leaseDocument) !== input.viewed.leaseTextSha256) throw new AppError('lease_changed', leaseChangedMessage);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select()
      .from(leaseEvents)
      .where(and(eq(leaseEvents.leaseId, lease.id), eq(leaseEvents.kind, 'viewed')))
      .orderBy(desc(leaseEvents.sequence))
      .limit(1);
    const repeat =
      last &&
      last.details.leaseTextSha256 === input.viewed.leaseTextSha256 &&
      last.clientIp === input.browser.clientIp &&
      last.userAgent === input.browser.userAgent &&
      now.getTime() - last.occurredAt.getTime() < repeatViewMs;
    if (repeat) return;
    await recordLeaseEvent(tx, {
      leaseId: lease.id,
      kind: 'viewed',
      occurredAt: now,
      actor: 'Signer',
      clientIp: input.browser.clientIp,
      userAgent: input.browser.userAgent,
      details: { leaseTextSha256: input.viewed.leaseTextSha256 },
    });
    await tx
      .update(leases)
      .set({ viewedAt: now })
      .where(and(eq(leases.id, lease.id), isNull(leases.viewedAt)));
  });
}
