import { eq } from 'drizzle-orm';
import { createSession, customerSessionPolicy } from '#api/auth/sessions.ts';
import { hashToken, newToken } from '#api/auth/tokens.ts';
import { berthBlocks, berthReservations, clientNotifications, customerVessels, leases, mailOutbox } from '#api/db/schema/index.ts';
import { createdShareSchema } from '#shared/document-views.ts';
import { signedInStaff } from '#tests/setup/signed-in.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, reserve, seedBerths, stay } from '#tests/api/berth-booking-fixtures.ts';
import { customerWithRecords } from '#tests/api/customer-portal-fixtures.ts';
import { call, siteOrigin, type Harness } from '#tests/api/document-shares-fixtures.ts';
import { upload } from '#tests/api/documents-fixtures.ts';
import { createReservation } from '#tests/api/payments-fixtures.ts';

/** The callers every route is tried as, in the order the matrix calls them. */
export const actorNames = ['anonymous', 'holder', 'customerA', 'customerB', 'staff'] as const;
export type ActorName = (typeof actorNames)[number];

/**
 * Real records, nearly all of them customer B's, so that customer A, the checkout holder and
 * staff are each tried on something that exists and belongs to someone else.
 */
export interface WorldIds {
  customerB: string;
  /** B's live hold with a draft lease, made by a browser none of the actors holds. */
  reservationOfB: string;
  leaseOfB: string;
  /** The emailed link's token that reopens `reservationOfB` in whichever browser follows it. */
  resumeTokenOfB: string;
  /** B's live hold whose lease is signed: ready to pay. */
  payableReservationOfB: string;
  /** A guest hold made in B's browser before B signed in: B may claim it. */
  guestHoldOfB: string;
  invoiceOfB: string;
  customerDocumentOfB: string;
  uploadOfB: string;
  officeMessageToB: string;
  messageFromB: string;
  notificationOfB: string;
  vesselOfB: string;
  /** A second signed-in device of B (not the one B calls from). */
  otherSessionOfB: string;
  serviceRequestOfB: string;
  /** A library document for B only (access level customer). */
  libraryDocumentOfB: string;
  shareOfB: string;
  shareTokenOfB: string;
  /** A berth a 120 ft vessel fits, free but for one maintenance block. */
  berth: string;
  blockOnBerth: string;
  /** A message mailed to B. */
  mailToB: string;
}

export interface SecurityWorld {
  harness: Harness;
  /** The Cookie header each actor sends; the anonymous visitor sends none. */
  cookies: Record<ActorName, string | undefined>;
  ids: WorldIds;
}

async function liveHoldOfB(harness: Harness, customerId: string, berthName: string, lease: 'draft' | 'signed', startInDays: number) {
  const { reservation } = await createReservation(harness.db, { berthName, lease, startInDays });
  const holdExpiresAt = new Date(harness.clock.now().getTime() + 60 * 60_000);
  await harness.db.update(berthReservations).set({ customerId, holdExpiresAt }).where(eq(berthReservations.id, reservation.id));
  return reservation.id;
}

// One app for every world: building it costs more than a world's rows.
let sharedHarness: Promise<Harness> | undefined;

/** A fresh database holding the five actors and their records; rate limits are off so only authorisation decides. */
export async function securityWorld(): Promise<SecurityWorld> {
  sharedHarness ??= createTestApp({ RATE_LIMIT: 'off', TRUST_PROXY: '1', SITE_URL: siteOrigin });
  const harness = await sharedHarness;
  const { db, clock } = harness;
  await resetDatabase(db);
  const staff = await signedInStaff(db, clock);
  const berthsByName = await seedBerths(db);
  const a = await customerWithRecords(harness, 'alice');
  const b = await customerWithRecords(harness, 'bernard');

  const holder = await reserve(harness, berthNamed(berthsByName, 'Outer 4').id);
  const guestHold = await reserve(harness, berthNamed(berthsByName, 'Outer 6').id, {
    ...stay(30, 33),
    // Another address than B's: one made with B's verified address would be B's already (decision 101).
    contactEmail: 'bernard.crew@example.com',
  });
  const reservationOfB = await liveHoldOfB(harness, b.customer.id, 'Outer 1', 'draft', 10);
  const payableReservationOfB = await liveHoldOfB(harness, b.customer.id, 'Outer 1', 'signed', 40);
  const resumeTokenOfB = newToken();
  await db
    .update(berthReservations)
    .set({ resumeTokenHash: hashToken(resumeTokenOfB) })
    .where(eq(berthReservations.id, reservationOfB));
  const [leaseOfB] = await db.select({ id: leases.id }).from(leases).where(eq(leases.reservationId, reservationOfB));

  const [notification] = await db
    .insert(clientNotifications)
    .values({ customerId: b.customer.id, type: 'message', title: 'New message', message: 'The office wrote to you.' })
    .returning();
  const otherSession = await createSession(db, clock, customerSessionPolicy, b.customer.id, {
    ipAddress: '198.51.100.9',
    userAgent: 'Tablet',
  });

  const libraryDocument = await upload(harness, staff.cookie, {
    title: 'Mooring plan for Bernard',
    accessLevel: 'customer',
    customerId: b.customer.id,
  });
  const shared = await call(harness, 'POST', `/api/documents/${libraryDocument.id}/shares`, { customerId: b.customer.id }, staff.cookie);
  const { share, url } = createdShareSchema.parse(await shared.json());

  const berth = berthNamed(berthsByName, 'Inner 5').id;
  const blockDays = stay(60, 62);
  const [block] = await db
    .insert(berthBlocks)
    .values({ berthId: berth, kind: 'maintenance', startsOn: blockDays.arrivalDate, endsOn: blockDays.departureDate })
    .returning();
  const [vessel] = await db
    .insert(customerVessels)
    .values({ customerId: b.customer.id, name: 'M/V Bernard', vesselType: 'Tugboat', length: 80, draft: 10 })
    .returning();
  const [mail] = await db
    .insert(mailOutbox)
    .values({
      to: 'bernard@example.com',
      subject: 'Your reservation is confirmed',
      text: 'Hello Bernard,',
      kind: 'reservation-confirmation',
    })
    .returning();
  if (!leaseOfB || !notification || !block || !vessel || !mail) throw new Error('security world not inserted');

  return {
    harness,
    cookies: {
      anonymous: undefined,
      holder: holder.cookie,
      customerA: a.customer.cookie,
      customerB: `${b.customer.cookie}; ${guestHold.cookie}`,
      staff: staff.cookie,
    },
    ids: {
      customerB: b.customer.id,
      reservationOfB,
      leaseOfB: leaseOfB.id,
      resumeTokenOfB,
      payableReservationOfB,
      guestHoldOfB: guestHold.id,
      invoiceOfB: b.invoiceId,
      customerDocumentOfB: b.documentId,
      uploadOfB: b.uploadId,
      officeMessageToB: b.officeMessageId,
      messageFromB: b.ownMessageId,
      notificationOfB: notification.id,
      vesselOfB: vessel.id,
      otherSessionOfB: otherSession.session.id,
      serviceRequestOfB: b.serviceRequestId,
      libraryDocumentOfB: libraryDocument.id,
      shareOfB: share.id,
      shareTokenOfB: new URL(url).pathname.split('/').at(-1) ?? '',
      berth,
      blockOnBerth: block.id,
      mailToB: mail.id,
    },
  };
}
