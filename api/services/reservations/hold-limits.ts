import { and, count, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { HoldPolicy } from '#shared/hold-policy.ts';
import { berthReservations, berths } from '#api/db/schema/index.ts';
import type { Database } from '#api/db/client.ts';
import { busiestNight, stayNights, unpaidHoldsPerNight, type StayDates } from '#api/services/holds/berth-nights.ts';
import { isLongStay } from '#api/services/holds/hold-length.ts';
import { requesterDomain } from '#api/services/holds/mail-domain.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { liveHold } from './hold-conditions.ts';
import { longStayHeldAlready, marinaShareHeld, tooManyBerthNights, tooManyHolds } from './hold-refusals.ts';

/**
 * Live unpaid holds allowed at once. A guest is counted by contact email and by client network; a
 * signed-in customer whose email is verified (an account that proved its address) by email and
 * account, with room for a fleet. An unverified account costs a script nothing to make, so it is
 * counted as a guest.
 */
const liveHoldLimits = { guest: 3, customer: 5 } as const;

/** Who is asking for one more hold. */
export interface HoldRequester {
  contactEmail: string;
  /** The network the request came from (`addressNetwork`): an IPv4 address or an IPv6 /64. */
  network: string;
  customer: { customerId: string; emailVerified: boolean } | null;
}

/** One way of counting a requester: which reservations are theirs, and how a refusal names them. */
interface Counted {
  lock: string;
  whose: SQL;
  words: string;
}

/**
 * Refuses a new hold of `stay` when it would take more than the requester or the marina may hold
 * unpaid: per email or account and per network, the number of holds and their berth-nights; per
 * email domain that is not a common provider, the berth-nights; a long stay once in the policy's
 * window; and for the whole marina, the policy's share of any night's berths. Run it in the
 * transaction that inserts the hold: transaction-scoped advisory locks make concurrent requests
 * count one after another, so a burst cannot pass a cap together. Locks are always taken in one
 * order (email, account, network, domain, then the marina's), so two requests never wait on each
 * other in a cycle; a request refused for its own caps never waits on the marina's lock.
 */
export async function enforceHoldLimits(
  tx: Database,
  requester: HoldRequester,
  stay: StayDates,
  now: Date,
  policy: HoldPolicy,
): Promise<void> {
  const phone = marinaOffice().phone;
  const nights = stayNights(stay);
  const caps = policy.berthNightCaps;
  const email = requester.contactEmail.toLowerCase();
  const byEmail = sql`lower(${berthReservations.contactEmail}) = ${email}`;
  const verified = requester.customer?.emailVerified ? requester.customer.customerId : null;

  await lockKey(tx, `holds:email:${email}`);
  const contact: Counted = verified
    ? {
        lock: `holds:account:${verified}`,
        whose: or(byEmail, eq(berthReservations.customerId, verified)) as SQL,
        words: 'for your account',
      }
    : { lock: `holds:email:${email}`, whose: byEmail, words: 'for this email address' };
  if (verified) await lockKey(tx, contact.lock);
  const limit = verified ? liveHoldLimits.customer : liveHoldLimits.guest;
  if ((await liveHolds(tx, contact.whose, now)) >= limit) throw tooManyHolds(limit, contact.words, phone);
  await refuseBeyondNights(tx, contact, nights, caps.account, now, phone);

  // A verified account counts toward the network it holds from too, so accounts cannot add up.
  const network: Counted = {
    lock: `holds:ip:${requester.network}`,
    whose: eq(berthReservations.clientIp, requester.network),
    words: 'from this network',
  };
  await lockKey(tx, network.lock);
  if (!verified && (await liveHolds(tx, network.whose, now)) >= liveHoldLimits.guest) {
    throw tooManyHolds(liveHoldLimits.guest, network.words, phone);
  }
  await refuseBeyondNights(tx, network, nights, caps.address, now, phone);

  const domain = requesterDomain(email, policy.commonMailProviders);
  if (domain) {
    const byDomain: Counted = {
      lock: `holds:domain:${domain}`,
      whose: sql`lower(split_part(${berthReservations.contactEmail}, '@', 2)) = ${domain}`,
      words: `for addresses at ${domain}`,
    };
    await lockKey(tx, byDomain.lock);
    await refuseBeyondNights(tx, byDomain, nights, caps.emailDomain, now, phone);
  }

  if (isLongStay(nights, policy)) {
    for (const counted of [contact, network]) {
      if (await heldLongStayLately(tx, counted.whose, now, policy)) throw longStayHeldAlready(policy, counted.words, phone);
    }
  }

  await lockKey(tx, 'holds:marina');
  const berthCount = await tx.$count(berths);
  const holds = await overlappingLiveHolds(tx, stay, now);
  if (busiestNight(stay, holds) + 1 > unpaidHoldsPerNight(berthCount, policy.unpaidShareOfBerths)) throw marinaShareHeld(phone);
}

async function lockKey(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

async function liveHolds(tx: Database, whose: SQL, now: Date): Promise<number> {
  const [row] = await tx
    .select({ holds: count() })
    .from(berthReservations)
    .where(and(whose, liveHold(now)));
  return row?.holds ?? 0;
}

const nightsOf = sql`${berthReservations.departureDate} - ${berthReservations.arrivalDate}`;

async function refuseBeyondNights(tx: Database, counted: Counted, nights: number, cap: number, now: Date, phone: string): Promise<void> {
  const [row] = await tx
    .select({ nights: sql`coalesce(sum(${nightsOf}), 0)`.mapWith(Number) })
    .from(berthReservations)
    .where(and(counted.whose, liveHold(now)));
  if ((row?.nights ?? 0) + nights > cap) throw tooManyBerthNights(cap, counted.words, phone);
}

/**
 * Whether these reservations include an unpaid long stay whose hold is live or ended within the
 * policy's window: a long stay is held once in it, so letting it run out and holding it again does
 * not keep a berth. Approved and paid reservations have no hold end, so they do not count.
 */
async function heldLongStayLately(tx: Database, whose: SQL, now: Date, policy: HoldPolicy): Promise<boolean> {
  const since = new Date(now.getTime() - policy.longStay.unpaidHoldsPerHours * 3_600_000);
  const [row] = await tx
    .select({ holds: count() })
    .from(berthReservations)
    .where(
      and(
        whose,
        eq(berthReservations.paymentStatus, 'unpaid'),
        gt(berthReservations.holdExpiresAt, since),
        sql`${nightsOf} > ${policy.longStay.moreThanNights}`,
      ),
    );
  return (row?.holds ?? 0) > 0;
}

/** The dates of every live hold that shares a night with the stay, whoever holds it. */
function overlappingLiveHolds(tx: Database, stay: StayDates, now: Date): Promise<StayDates[]> {
  return tx
    .select({ arrivalDate: berthReservations.arrivalDate, departureDate: berthReservations.departureDate })
    .from(berthReservations)
    .where(
      and(liveHold(now), lt(berthReservations.arrivalDate, stay.departureDate), gt(berthReservations.departureDate, stay.arrivalDate)),
    );
}
