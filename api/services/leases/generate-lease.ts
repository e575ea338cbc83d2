import type { LeaseView } from '#shared/berth-views.ts';
import type { LeaseInfoBody } from '#shared/schemas/lease.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { findAccessibleReservation } from '#api/services/reservations/access.ts';
import { toLeaseView } from '#api/services/reservations/reservation-view.ts';
import { writeDraftLease } from './write-draft-lease.ts';

export interface GenerateLeaseInput {
  reservationId: string;
  info: LeaseInfoBody;
  /** Where the request came from, for the lease's event log. */
  browser: { clientIp: string; userAgent: string | null };
}

export interface GeneratedLease {
  lease: LeaseView;
  /** False when an existing draft was replaced. */
  created: boolean;
}

/** The holder draws up the lease of their reservation in the checkout's Lease Info step, or redraws its draft. */
export async function generateLease(ctx: ServiceContext, input: GenerateLeaseInput): Promise<GeneratedLease> {
  return ctx.db.transaction(async (tx) => {
    const txContext = inTransaction(ctx, tx);
    const reservation = await findAccessibleReservation(txContext, input.reservationId, 'hold');
    // Only the reservation's holder reaches this (findAccessibleReservation 'hold'): the one who will sign.
    const { lease, created } = await writeDraftLease(txContext, reservation, input.info, { actor: 'Signer', ...input.browser });
    return { lease: toLeaseView(lease), created };
  });
}
