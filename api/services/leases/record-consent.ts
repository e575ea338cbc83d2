import { and, eq } from 'drizzle-orm';
import type { LeaseView } from '#shared/berth-views.ts';
import type { ElectronicConsentBody } from '#shared/schemas/lease.ts';
import { loadElectronicConsent } from '#api/content/electronic-consent.ts';
import { leases } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { toLeaseView } from '#api/services/reservations/reservation-view.ts';
import { recordLeaseEvent } from './evidence/record-lease-event.ts';
import { findAccessibleLease } from './lease-access.ts';
import { leaseAlreadySignedMessage } from './lease-rules.ts';
import type { SignerBrowser } from './signer-browser.ts';

const consentChangedMessage = 'The consent to electronic records has changed since you read it. Read it again, then agree to continue.';

/**
 * Records that the reservation's holder agreed to do business electronically for this lease, under
 * the exact consent text now served (its version and SHA-256), with the agreement's event.
 */
export async function recordConsent(
  ctx: ServiceContext,
  input: { leaseId: string; consent: ElectronicConsentBody; browser: SignerBrowser },
): Promise<LeaseView> {
  const { lease } = await findAccessibleLease(ctx, input.leaseId, 'hold');
  if (lease.status === 'signed') throw new AppError('conflict', leaseAlreadySignedMessage);
  const current = loadElectronicConsent();
  if (input.consent.consentVersion !== current.version || input.consent.consentSha256 !== current.sha256) {
    throw new AppError('conflict', consentChangedMessage);
  }
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    await recordLeaseEvent(tx, {
      leaseId: lease.id,
      kind: 'consented',
      occurredAt: now,
      actor: 'Signer',
      clientIp: input.browser.clientIp,
      userAgent: input.browser.userAgent,
      details: { consentVersion: current.version },
    });
    const [row] = await tx
      .update(leases)
      .set({ consentVersion: current.version, consentSha256: current.sha256, consentedAt: now })
      .where(and(eq(leases.id, lease.id), eq(leases.status, 'draft')))
      .returning();
    // Signed meanwhile: the event is rolled back with the refusal.
    if (!row) throw new AppError('conflict', leaseAlreadySignedMessage);
    return row;
  });
  return toLeaseView(updated);
}
