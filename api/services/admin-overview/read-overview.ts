import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminOverview, OverviewStay } from '#shared/admin-overview-views.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import type { Database } from '#api/db/client.ts';
import { berthReservations, berths, mailOutbox, quotes, serviceRequests } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { liveHold, liveReservation } from '#api/services/reservations/hold-conditions.ts';
import { approvalAgeBuckets, countByAge, leadAgeBuckets } from './age-buckets.ts';
import { readExpiring } from './read-expiring.ts';
import { readOccupancy } from './read-occupancy.ts';
import { readSignInFailures } from './read-sign-in-failures.ts';
import { readUninsured } from './read-uninsured.ts';

const occupancyDays = 30;
const weekDays = 7;
const failedMailShown = 10;

/**
 * The day at a glance for the admin dashboard: this week's arrivals and departures, berth
 * occupancy over the next 30 days from the calendar, leads and approvals waiting by age, live
 * unpaid holds, mail that failed, documents and certificates expiring within 30 days, staff
 * accounts failing to sign in again and again, and vessels with a stay whose insurance ran out.
 */
export async function readOverview({ db, clock }: Pick<ServiceContext, 'db' | 'clock'>): Promise<AdminOverview> {
  const now = clock.now();
  const today = facilityToday(now);
  const afterWeek = addDays(today, weekDays);
  const [
    arrivals,
    departures,
    occupancy,
    leadsSince,
    approvalsSince,
    unpaidHolds,
    failedCount,
    failedLatest,
    expiring,
    signInFailures,
    uninsured,
  ] = await Promise.all([
    staysOnDays(db, now, berthReservations.arrivalDate, today, afterWeek),
    staysOnDays(db, now, berthReservations.departureDate, today, afterWeek),
    readOccupancy(db, now, today, occupancyDays),
    waitingLeadsSince(db),
    db
      .select({
        since: sql<Date>`coalesce(${berthReservations.paidAt}, ${berthReservations.createdAt})`.mapWith(berthReservations.createdAt),
      })
      .from(berthReservations)
      .where(and(eq(berthReservations.status, 'pending'), eq(berthReservations.paymentStatus, 'paid'))),
    db.$count(berthReservations, liveHold(now)),
    db.$count(mailOutbox, eq(mailOutbox.status, 'failed')),
    db.select().from(mailOutbox).where(eq(mailOutbox.status, 'failed')).orderBy(desc(mailOutbox.createdAt)).limit(failedMailShown),
    readExpiring(db, today),
    readSignInFailures(db, now),
    readUninsured({ db, clock }),
  ]);
  return {
    today,
    week: { from: today, to: addDays(today, weekDays - 1) },
    arrivals,
    departures,
    occupancy,
    leadsWaiting: countByAge(leadsSince, now, leadAgeBuckets),
    approvalsWaiting: countByAge(
      approvalsSince.map(({ since }) => since),
      now,
      approvalAgeBuckets,
    ),
    unpaidHolds,
    failedMail: {
      count: failedCount,
      latest: failedLatest.map(({ id, to, subject, attempts, lastError, createdAt }) => ({
        id,
        to,
        subject,
        attempts,
        lastError,
        createdAt: createdAt.toISOString(),
      })),
    },
    expiring,
    signInFailures,
    uninsured,
  };
}

/** Live stays whose arrival (or departure) falls on a day in [from, to), earliest first. */
async function staysOnDays(db: Database, now: Date, day: PgColumn, from: string, to: string): Promise<OverviewStay[]> {
  const rows = await db
    .select({
      id: berthReservations.id,
      reservationNumber: berthReservations.reservationNumber,
      vesselName: berthReservations.vesselName,
      berthName: berths.name,
      date: sql<string>`${day}::text`,
    })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .where(and(liveReservation(now), gte(day, from), lt(day, to)))
    .orderBy(asc(day), asc(berthReservations.reservationNumber));
  return rows;
}

/** When each lead nobody has acted on arrived: pending, with no first response. */
async function waitingLeadsSince(db: Database): Promise<Date[]> {
  const waiting = (table: typeof serviceRequests | typeof quotes): SQL | undefined =>
    and(eq(table.status, 'pending'), isNull(table.firstResponseAt));
  const [requests, quoteRows] = await Promise.all([
    db.select({ createdAt: serviceRequests.createdAt }).from(serviceRequests).where(waiting(serviceRequests)),
    db.select({ createdAt: quotes.createdAt }).from(quotes).where(waiting(quotes)),
  ]);
  return [...requests, ...quoteRows].map(({ createdAt }) => createdAt);
}
