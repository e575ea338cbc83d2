import { eq } from 'drizzle-orm';
import { stayCost } from '#shared/pricing.ts';
import type { BerthReservationBody } from '#shared/schemas/berth-reservation.ts';
import type { ReservationView } from '#shared/berth-views.ts';
import { misfitField, misfitMessage, vesselMisfit, type VesselMisfit } from '#shared/vessel-fit.ts';
import { hashToken, newToken } from '#api/auth/tokens.ts';
import { berthReservations, berths, mailOutbox, type Berth } from '#api/db/schema/index.ts';
import { loadHoldPolicy } from '#api/content/hold-policy.ts';
import { addressNetwork } from '#api/lib/address-network.ts';
import { AppError } from '#api/lib/errors.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { withVesselOnRecord } from '#api/services/customer-vessels/booked-vessel.ts';
import { refuseLapsedVessel } from '#api/services/insurance/uninsured-refusal.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { blocksOverlapping, stayRange } from '#api/services/berths/berth-calendar.ts';
import { berthBlockedMessage } from '#api/services/berths/block-wording.ts';
import { isExclusionViolation } from './database-errors.ts';
import { announceLinkedReservation, verifiedAccountFor } from './verified-account.ts';
import { enforceHoldLimits } from './hold-limits.ts';
import { holdConfirmation, resumeUrl } from './hold-mail.ts';
import { cancelExpiredHolds, overlappingStay } from './lifecycle/reservation-lifecycle.ts';
import { toReservationView } from './reservation-view.ts';
import { berthCalendarChanged } from '#api/services/berths/berth-calendar-changes.ts';
import { stayNights } from '#api/services/holds/berth-nights.ts';
import { holdMinutesFor } from '#api/services/holds/hold-length.ts';

const berthAlreadyBookedMessage = 'This berth is already booked for some of those dates. Please choose other dates or another berth.';

/** How the request came, and the hold rules it is booked under. */
export interface HoldRequest {
  clientIp: string;
  holdMinutes: number;
  /** False with RATE_LIMIT=off (never in production): no cap on live holds or on the marina's share. */
  limitHolds: boolean;
}

/**
 * Books a berth for a stay at the price the server computes from the berth's stored rates (any
 * total the client sent is ignored). The reservation belongs to the signed-in customer, if any (else
 * to the verified account of its contact email, told by a notice), and to the browser's checkout
 * cookie. The database's exclusion constraint is what stops two live stays of one berth from
 * overlapping, so concurrent requests for the same dates get one winner.
 * Unpaid, it is a hold that ends `holdMinutes` from now (a long stay's sooner, by the hold policy);
 * the contact is mailed a link to resume it. The hold is counted against its network (an IPv6
 * address's /64), which is what the reservation keeps of the caller's address. Booked for a vessel
 * on record, it keeps that vessel's figures as they are now.
 */
export async function createReservation(ctx: ServiceContext, body: BerthReservationBody, request: HoldRequest): Promise<ReservationView> {
  const { checkoutTokenHash, customer } = ctx.actor;
  if (!checkoutTokenHash) throw new Error('a reservation is made by a browser holding a checkout cookie');
  const now = ctx.clock.now();
  const resumeToken = newToken();
  const policy = loadHoldPolicy();
  const network = addressNetwork(request.clientIp);
  const holdMinutes = holdMinutesFor(stayNights(body), request.holdMinutes, policy);
  try {
    const view = await ctx.db.transaction(async (tx) => {
      const input = await withVesselOnRecord(tx, customer, body);
      if (input.vesselId) await refuseLapsedVessel({ db: tx, clock: ctx.clock }, { id: input.vesselId, name: input.vesselName });
      if (request.limitHolds) {
        await enforceHoldLimits(tx, { contactEmail: input.contactEmail, network, customer }, input, now, policy);
      }
      // A shared row lock keeps staff from blocking these dates (which takes it exclusively) between
      // the block check and the insert; bookings of one berth still run side by side.
      const [berth] = await tx.select().from(berths).where(eq(berths.id, input.berthId)).for('share');
      if (!berth) throw new AppError('validation_failed', 'Choose a berth', { errors: { berthId: 'Choose a berth' } });
      const [block] = await blocksOverlapping(tx, stayRange(input), berth.id);
      if (block) throw new AppError('conflict', berthBlockedMessage(berth.name, block));
      const misfit = vesselMisfit(berth, { length: input.vesselLength, draft: input.vesselDraft });
      if (misfit) throw misfitError(berth, misfit);
      await cancelExpiredHolds(
        tx,
        overlappingStay({ berthId: berth.id, arrivalDate: input.arrivalDate, departureDate: input.departureDate }),
        now,
      );

      // Made signed out with a verified account's address, the booking is that account's; the
      // booker learns nothing of the account (decision 101).
      const emailOwner = customer ? null : await verifiedAccountFor(inTransaction(ctx, tx), input.contactEmail);
      const [reservation] = await tx
        .insert(berthReservations)
        .values({
          berthId: berth.id,
          vesselName: input.vesselName,
          vesselLength: input.vesselLength,
          vesselBeam: input.vesselBeam ?? null,
          vesselDraft: input.vesselDraft,
          contactName: input.contactName,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone || null,
          company: input.company,
          arrivalDate: input.arrivalDate,
          departureDate: input.departureDate,
          purpose: input.purpose ?? null,
          specialRequirements: input.specialRequirements || null,
          totalCost: stayCost(berth, input).totalCents,
          checkoutTokenHash,
          customerId: customer?.customerId ?? emailOwner,
          vesselId: input.vesselId,
          holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
          resumeTokenHash: hashToken(resumeToken),
          clientIp: network,
        })
        .returning();
      if (!reservation) throw new Error('reservation insert returned no row');
      if (emailOwner) await announceLinkedReservation(inTransaction(ctx, tx), emailOwner, reservation);
      const held = { reservation, berthName: berth.name, resumeUrl: resumeUrl(ctx.mail.siteUrl, reservation.id, resumeToken) };
      await tx
        .insert(mailOutbox)
        .values({ to: reservation.contactEmail, kind: 'reservation-hold', ...holdConfirmation(held, marinaOffice()) });
      return toReservationView(reservation, berth, null, ctx.actor);
    });
    berthCalendarChanged();
    return view;
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError('conflict', berthAlreadyBookedMessage);
    throw error;
  }
}

function misfitError(berth: Berth, misfit: VesselMisfit): AppError {
  const message = misfitMessage(berth.name, misfit);
  return new AppError('validation_failed', message, { errors: { [misfitField(misfit)]: message } });
}
