import { eq } from 'drizzle-orm';
import type { LeaseView } from '#shared/berth-views.ts';
import type { LeaseInfoBody } from '#shared/schemas/lease.ts';
import { standardInsuranceAmount } from '#shared/lease-insurance.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { loadCompany } from '#api/content/company.ts';
import { loadLeaseTemplate } from '#api/content/lease-template.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { berths, leases } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { findAccessibleReservation } from '#api/services/reservations/access.ts';
import { toLeaseView } from '#api/services/reservations/reservation-view.ts';
import { recordLeaseEvent } from './evidence/record-lease-event.ts';
import { leaseGenerationRefusal, signedLeaseLockedMessage } from './lease-rules.ts';
import { renderLeaseText } from './lease-text.ts';
import { leaseValues } from './lease-values.ts';

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

/**
 * Draws up the lease of a reservation from the template in content/, or replaces the text and
 * details of its draft. A signed lease never changes: the upsert only touches a draft, so a
 * signature that lands while this runs wins and this answers 409.
 */
export async function generateLease(ctx: ServiceContext, input: GenerateLeaseInput): Promise<GeneratedLease> {
  return ctx.db.transaction(async (tx) => {
    const reservation = await findAccessibleReservation(inTransaction(ctx, tx), input.reservationId, 'hold');
    const [existing] = await tx.select().from(leases).where(eq(leases.reservationId, reservation.id)).limit(1);
    const refusal = leaseGenerationRefusal(reservation.status, existing?.status ?? null);
    if (refusal) throw new AppError('conflict', refusal);

    const [berth] = await tx.select().from(berths).where(eq(berths.id, reservation.berthId)).limit(1);
    if (!berth) throw new Error(`berth ${reservation.berthId} of reservation ${reservation.id} is missing`);

    const { info } = input;
    const insuranceAmount = existing?.insuranceAmount ?? standardInsuranceAmount;
    const specialTerms = info.specialTerms || null;
    const template = loadLeaseTemplate();
    const templateValues = leaseValues({
      company: loadCompany(),
      reservation,
      berth,
      lessee: {
        name: reservation.contactName,
        company: reservation.company,
        email: reservation.contactEmail,
        phone: reservation.contactPhone,
        address: info.lesseeAddress,
        city: info.lesseeCity,
        state: info.lesseeState,
        zip: info.lesseeZip,
      },
      insuranceAmount,
      specialTerms,
      today: facilityToday(ctx.clock.now()),
    });
    const leaseDocument = renderLeaseText(template.text, templateValues);
    const fields = {
      leaseDocument,
      templateVersion: template.version,
      templateValues,
      lesseeName: reservation.contactName,
      lesseeCompany: reservation.company,
      lesseeEmail: reservation.contactEmail,
      lesseeAddress: info.lesseeAddress,
      lesseeCity: info.lesseeCity,
      lesseeState: info.lesseeState,
      lesseeZip: info.lesseeZip,
      insuranceAmount,
      specialTerms,
    };

    const [lease] = await tx
      .insert(leases)
      .values({ reservationId: reservation.id, ...fields })
      .onConflictDoUpdate({
        target: leases.reservationId,
        set: { ...fields, updatedAt: ctx.clock.now() },
        setWhere: eq(leases.status, 'draft'),
      })
      .returning();
    if (!lease) throw new AppError('conflict', signedLeaseLockedMessage);
    // Only the reservation's holder reaches this (findAccessibleReservation 'hold'): the one who will sign.
    await recordLeaseEvent(tx, {
      leaseId: lease.id,
      kind: 'prepared',
      occurredAt: ctx.clock.now(),
      actor: 'Signer',
      clientIp: input.browser.clientIp,
      userAgent: input.browser.userAgent,
      details: { leaseTextSha256: sha256Hex(leaseDocument) },
    });
    return { lease: toLeaseView(lease), created: existing === undefined };
  });
}
