import { and, asc, eq, gt, inArray, isNotNull, max } from 'drizzle-orm';
import type { UninsuredVesselView } from '#shared/insurance-views.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { berthReservations, customers, customerVessels, vesselInsuranceCertificates } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { overridesInForce } from '#api/services/insurance/read-vessel-insurance.ts';
import { insuranceStatusOfVessels } from '#api/services/insurance/vessel-insurance-status.ts';
import { liveReservation } from '#api/services/reservations/hold-conditions.ts';

/** How many the overview lists; the count says how many there are in all. */
const uninsuredShown = 20;

/**
 * Vessels on record whose certificates have all run out while they have a live stay now or coming
 * (departing after today), the soonest stay first: how many, and the first few with whose they are.
 */
export async function readUninsured(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<{ count: number; vessels: UninsuredVesselView[] }> {
  const now = ctx.clock.now();
  const today = facilityToday(now);
  const stays = await ctx.db
    .selectDistinctOn([berthReservations.vesselId], {
      vesselId: berthReservations.vesselId,
      vesselName: customerVessels.name,
      reservationNumber: berthReservations.reservationNumber,
      arrivalDate: berthReservations.arrivalDate,
      departureDate: berthReservations.departureDate,
      customer: {
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        company: customers.company,
        email: customers.email,
      },
    })
    .from(berthReservations)
    .innerJoin(customerVessels, eq(customerVessels.id, berthReservations.vesselId))
    .innerJoin(customers, eq(customers.id, customerVessels.customerId))
    .where(and(isNotNull(berthReservations.vesselId), gt(berthReservations.departureDate, today), liveReservation(now)))
    .orderBy(berthReservations.vesselId, asc(berthReservations.arrivalDate));
  const booked = stays.flatMap((stay) => (stay.vesselId ? [{ ...stay, vesselId: stay.vesselId }] : []));
  const statuses = await insuranceStatusOfVessels(
    ctx,
    booked.map(({ vesselId }) => vesselId),
  );
  const lapsed = booked.filter(({ vesselId }) => statuses.get(vesselId) === 'lapsed');
  if (lapsed.length === 0) return { count: 0, vessels: [] };
  const lapsedIds = lapsed.map(({ vesselId }) => vesselId);
  const [endings, overrides] = await Promise.all([
    ctx.db
      .select({ vesselId: vesselInsuranceCertificates.vesselId, expiredOn: max(vesselInsuranceCertificates.expiresOn) })
      .from(vesselInsuranceCertificates)
      .where(inArray(vesselInsuranceCertificates.vesselId, lapsedIds))
      .groupBy(vesselInsuranceCertificates.vesselId),
    overridesInForce(ctx, lapsedIds),
  ]);
  const endedOn = new Map(endings.map(({ vesselId, expiredOn }) => [vesselId, expiredOn]));
  const vessels = lapsed
    .toSorted((a, b) => a.arrivalDate.localeCompare(b.arrivalDate))
    .slice(0, uninsuredShown)
    .map(({ vesselId, vesselName, reservationNumber, arrivalDate, departureDate, customer }) => ({
      vesselId,
      vesselName,
      customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`, company: customer.company, email: customer.email },
      // A lapsed vessel has certificates on file, so it has a last day of cover.
      expiredOn: endedOn.get(vesselId) ?? arrivalDate,
      stay: { reservationNumber, arrivalDate, departureDate },
      overrideThrough: overrides.get(vesselId)?.throughOn ?? null,
    }));
  return { count: lapsed.length, vessels };
}
