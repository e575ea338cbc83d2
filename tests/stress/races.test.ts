import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, berthReservations, quotes } from '#api/db/schema/index.ts';
import { createStripeProvider } from '#api/payments/stripe.ts';
import { refundedButChangedMessage } from '#api/services/reservations/lifecycle/decline.ts';
import { systemClock } from '#api/lib/clock.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { minimalQuoteForm } from '#tests/api/lead-fixtures.ts';
import { berthNamed, reservationForm, seedBerths } from '#tests/api/berth-booking-fixtures.ts';
import { createReservation, reservationActionPath, storedReservation } from '#tests/api/payments-fixtures.ts';
import { startFakeStripe, type FakeStripe } from '#tests/setup/fake-stripe-server.ts';
import { signedInStaff } from '#tests/setup/signed-in.ts';
import { sendJson, statusCounts } from './support/http-client.ts';
import { createStressDatabase, notePostgresMissing, postgresAvailable, type StressDatabase } from './support/postgres-server.ts';
import { serveApp } from './support/served-app.ts';

const webhookSecret = 'whsec_stress';
const stripeEnvironment = {
  STRIPE_SECRET_KEY: 'sk_test_stress',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_stress',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
};

notePostgresMissing('the race suite');
const databases = postgresAvailable ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

describe.each(databases)('races on the %s database', (kind) => {
  let fake: FakeStripe;
  let stressDatabase: StressDatabase | undefined;
  let served: Awaited<ReturnType<typeof serveApp>>;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stressDatabase = kind === 'postgres' ? await createStressDatabase('races') : undefined;
    served = await serveApp({
      databaseUrl: stressDatabase?.url,
      port: kind === 'postgres' ? 4441 : 4440,
      environment: stripeEnvironment,
      payments: createStripeProvider({ secretKey: stripeEnvironment.STRIPE_SECRET_KEY, webhookSecret, api: fake.api }),
    });
  });

  afterAll(async () => {
    await served?.close();
    await stressDatabase?.drop();
    await fake?.close();
  });

  test('200 overlapping reservations of one berth at once: exactly one is stored, the others a clean 409', async () => {
    const berth = berthNamed(await seedBerths(served.db), 'Outer 1');
    // Every stay covers day 20, each starting and ending on its own day around it.
    const forms = Array.from({ length: 200 }, (_, index) =>
      reservationForm(berth.id, {
        arrivalDate: addDays(facilityToday(), 20 - (index % 10)),
        departureDate: addDays(facilityToday(), 21 + (index % 7)),
        contactEmail: `captain${index}@race.example`,
      }),
    );
    const answers = await Promise.all(forms.map((form) => sendJson(served.baseUrl, 'POST', '/api/berth-reservations', form)));

    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 199 });
    const refusals = await Promise.all(answers.filter((answer) => answer.status === 409).map((answer) => answer.json()));
    expect(new Set(refusals.map((refusal) => (refusal as { code: string }).code))).toEqual(new Set(['conflict']));
    expect(await served.db.$count(berthReservations, eq(berthReservations.berthId, berth.id))).toBe(1);
  });

  test('200 quote requests at once: 200 stored, 200 distinct quote numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        sendJson(served.baseUrl, 'POST', '/api/quotes', { ...minimalQuoteForm, contactEmail: `buyer${index}@race.example` }),
      ),
    );

    expect(statusCounts(answers)).toEqual({ 201: 200 });
    const numbers = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { quoteNumber: string }).quoteNumber));
    expect(new Set(numbers).size).toBe(200);
    const stored = await served.db.select({ quoteNumber: quotes.quoteNumber }).from(quotes);
    expect(stored.map((row) => row.quoteNumber).toSorted()).toEqual(numbers.toSorted());
  });

  test('50 approvals and declines of one paid reservation at once: one transition, and a refund only with the decline', async () => {
    const { reservation, cookie } = await createReservation(served.db, { berthName: 'Outer 2' });
    const intentAnswer = await sendJson(served.baseUrl, 'POST', reservationActionPath(reservation.id, 'create-payment-intent'), undefined, {
      Cookie: cookie,
    });
    expect(intentAnswer.status).toBe(200);
    const { paymentIntentId } = (await intentAnswer.json()) as { paymentIntentId: string };
    fake.succeed(paymentIntentId);
    const paid = await sendJson(
      served.baseUrl,
      'POST',
      reservationActionPath(reservation.id, 'confirm-payment'),
      { paymentIntentId },
      { Cookie: cookie },
    );
    expect(paid.status).toBe(200);
    expect(await storedReservation(served.db, reservation.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });

    const staff = await signedInStaff(served.db, systemClock);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        sendJson(
          served.baseUrl,
          'PATCH',
          `/api/berth-reservations/${reservation.id}`,
          { status: index % 2 === 0 ? 'confirmed' : 'cancelled' },
          { Cookie: staff.cookie },
        ),
      ),
    );

    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 49 });
    const refusals = await Promise.all(
      answers.filter((answer) => answer.status === 409).map(async (answer) => ((await answer.json()) as { message: string }).message),
    );
    const decisions = await served.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, reservation.id));
    expect(decisions).toHaveLength(1);
    const stored = await storedReservation(served.db, reservation.id);
    const refunds = fake.refunds.filter((refund) => refund.paymentIntent === paymentIntentId);
    expect(refunds.length).toBeLessThanOrEqual(1);
    if (decisions[0]?.action === 'reservation.declined') {
      expect(stored).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(refunds).toHaveLength(1);
    } else {
      // An approval is refused while a decline refunds, so a confirmed stay keeps its payment.
      expect(stored).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect(refunds).toHaveLength(0);
    }
    expect(refusals).not.toContain(refundedButChangedMessage);
  });
});
