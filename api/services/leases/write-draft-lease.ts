import { eq } from 'drizzle-orm';
import type { LeaseInfoBody } from '#shared/schemas/lease.ts';
import { standardInsuranceAmount } from '#shared/lease-insurance.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { loadCompany } from '#api/content/company.ts';
import { loadLeaseTemplate } from '#api/content/lease-template.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { berths, leases, type Berth, type BerthReservation, type Lease } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { recordLeaseEvent } from './evidence/record-lease-event.ts';
import { leaseGenerationRefusal, signedLeaseLockedMessage } from './lease-rules.ts';
import { renderLeaseText } from './lease-text.ts';
import { leaseValues } from './lease-values.ts';

/** Who drew the lease up, as its 'prepared' event records them. */
export interface LeasePreparer {
  actor: string;
  clientIp: string | null;
  userAgent: string | null;
}

export interface WrittenDraft {
  lease: Lease;
  /** False when an existing draft was replaced. */
  created: boolean;
}

export interface DraftLeaseFacts {
  reservation: BerthReservation;
  berth: Berth;
  info: LeaseInfoBody;
  /** Cents of liability cover the lessee must carry. */
  insuranceAmount: number;
  /** The facility's date the lease is drawn up, `YYYY-MM-DD`. */
  today: string;
}

/** The lease's text from the template in content/, and the values and lessee details it was written with. */
export function draftLeaseFields({ reservation, berth, info, insuranceAmount, today }: DraftLeaseFacts) {
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
    today,
  });
  return {
    leaseDocument: renderLeaseText(template.text, templateValues),
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
}

/**
 * Draws up the lease of a reservation from the template in content/, or replaces the text and
 * details of its draft, and logs its preparation. Run it in the caller's transaction (`ctx.db`),
 * once the caller has checked who may do so: the holder in the checkout, or the office sending it
 * for signature. A signed lease never changes: the upsert only touches a draft, so a signature
 * that lands while this runs wins and this answers 409.
 */
export async function writeDraftLease(
  ctx: ServiceContext,
  reservation: BerthReservation,
  info: LeaseInfoBody,
  preparer: LeasePreparer,
): Promise<WrittenDraft> {
  const tx = ctx.db;
  const [existing] = await tx.select().from(leases).where(eq(leases.reservationId, reservation.id)).limit(1);
  const refusal = leaseGenerationRefusal(reservation.status, existing?.status ?? null);
  if (refusal) throw new AppError('conflict', refusal);

  const [berth] = await tx.select().from(berths).where(eq(berths.id, reservation.berthId)).limit(1);
  if (!berth) throw new Error(`berth ${reservation.berthId} of reservation ${reservation.id} is missing`);

  const fields = draftLeaseFields({
    reservation,
    berth,
    info,
    insuranceAmount: existing?.insuranceAmount ?? standardInsuranceAmount,
    today: facilityToday(ctx.clock.now()),
  });

  const [lease] = await tx
    .insert(leases)
    .values({ reservationId: reservation.id, ...fields })
    .onConflictDoUpdate({
      target: leases.reservationId,
      // New text has not been shown to the signer yet.
      set: { ...fields, viewedAt: null, updatedAt: ctx.clock.now() },
      setWhere: eq(leases.status, 'draft'),
    })
    .returning();
  if (!lease) throw new AppError('conflict', signedLeaseLockedMessage);
  await recordLeaseEvent(tx, {
    leaseId: lease.id,
    kind: 'prepared',
    occurredAt: ctx.clock.now(),
    actor: preparer.actor,
    clientIp: preparer.clientIp,
    userAgent: preparer.userAgent,
    details: { leaseTextSha256: sha256Hex(fields.leaseDocument) },
  });
  return { lease, created: existing === undefined };
}
