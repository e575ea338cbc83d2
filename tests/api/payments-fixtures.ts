import { eq } from 'drizzle-orm';
import { hashToken, newToken } from '#api/auth/tokens.ts';
import type { Database } from '#api/db/client.ts';
import { berthReservations, berths, leases, mailOutbox, type BerthReservation } from '#api/db/schema/index.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { stayCost } from '#shared/pricing.ts';
import type { LeaseStatus } from '#shared/berth-options.ts';
import { expect } from 'vitest';
import { sendJson } from '#tests/setup/test-app.ts';

export interface PayableReservation {
  reservation: BerthReservation;
  /** The checkout cookie of the browser that made it. */
  cookie: string;
}

export const contactEmail = 'dispatch@gulfrunner.example';

/**
 * A reservation as a browser would have it after the earlier checkout steps: made with that
 * browser's checkout token, priced from the berth's rates, with a lease in the given state.
 */
export async function createReservation(
  db: Database,
  {
    berthName = 'Outer 1',
    lease = 'signed',
    startInDays = 10,
  }: { berthName?: string; lease?: LeaseStatus | null; startInDays?: number } = {},
): Promise<PayableReservation> {
  const [berth] = await db.select().from(berths).where(eq(berths.name, berthName));
  if (!berth) throw new Error(`no berth ${berthName}: seed the reference data first`);
  const token = newToken();
  const stay = {
    arrivalDate: addDays(facilityToday(), startInDays),
    departureDate: addDays(facilityToday(), startInDays + 9),
    vesselLength: 120,
  };
  const [reservation] = await db
    .insert(berthReservations)
    .values({
      berthId: berth.id,
      vesselName: 'M/V Gulf Runner',
      vesselBeam: 30,
      vesselDraft: 12,
      contactName: 'Danielle Guidry',
      contactEmail,
      contactPhone: '(985) 555-0166',
      company: 'Gulf Runner Offshore',
      ...stay,
      purpose: 'crew-change',
      totalCost: stayCost(berth, stay).totalCents,
      checkoutTokenHash: hashToken(token),
    })
    .returning();
  if (!reservation) throw new Error('reservation insert returned no row');
  if (lease) {
    await db.insert(leases).values({
      reservationId: reservation.id,
      leaseDocument: 'BERTH LEASE AGREEMENT\n…',
      status: lease,
      ...(lease === 'signed' && {
        signedAt: new Date(),
        signerName: 'Danielle Guidry',
        signerTitle: 'Operations Manager',
        digitalSignature: 'Danielle Guidry',
      }),
    });
  }
  return { reservation, cookie: `berth_checkout=${token}` };
}

export async function storedReservation(db: Database, id: string): Promise<BerthReservation> {
  const [row] = await db.select().from(berthReservations).where(eq(berthReservations.id, id));
  if (!row) throw new Error(`reservation ${id} not found`);
  return row;
}

export function outbox(db: Database) {
  return db.select().from(mailOutbox);
}

type TestApp = Parameters<typeof sendJson>[0];

export const reservationActionPath = (reservationId: string, action: string) => `/api/berth-reservations/${reservationId}/${action}`;

/** The checkout's payment calls, as the browser holding `cookie` makes them, on the current test app. */
export function paymentCalls(currentApp: () => TestApp) {
  const createIntent = (reservationId: string, cookie: string) =>
    sendJson(currentApp(), 'POST', reservationActionPath(reservationId, 'create-payment-intent'), undefined, { Cookie: cookie });
  const confirm = (reservationId: string, cookie: string, paymentIntentId: string) =>
    sendJson(currentApp(), 'POST', reservationActionPath(reservationId, 'confirm-payment'), { paymentIntentId }, { Cookie: cookie });
  async function openIntent(
    reservationId: string,
    cookie: string,
  ): Promise<{ clientSecret: string; paymentIntentId: string; amount: number }> {
    const response = await createIntent(reservationId, cookie);
    expect(response.status).toBe(200);
    return response.json();
  }
  /** Pays the reservation as its browser would in the test mode: an intent, the test card, the confirmation. */
  async function payInTestMode(booking: PayableReservation) {
    const intent = await openIntent(booking.reservation.id, booking.cookie);
    const card = { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' };
    expect((await sendJson(currentApp(), 'POST', '/api/payments/test/confirm', card)).status).toBe(200);
    expect((await confirm(booking.reservation.id, booking.cookie, intent.paymentIntentId)).status).toBe(200);
    return { ...booking, intent };
  }
  return { createIntent, confirm, openIntent, payInTestMode };
}
