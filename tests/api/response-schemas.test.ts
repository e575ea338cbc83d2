import { beforeEach, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  berthViewSchema,
  leaseAnswerSchema,
  leaseViewSchema,
  paymentIntentResponseSchema,
  reservationAnswerSchema,
  reservationViewSchema,
} from '#shared/berth-views.ts';
import { quoteCreatedSchema, serviceRequestCreatedSchema } from '#shared/lead-views.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, checkoutCookie, leaseInfo, leaseSignature, reservationForm, seedBerths, stay } from './berth-booking-fixtures.ts';
import { minimalContactForm, minimalQuoteForm } from './lead-fixtures.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
});

/**
 * The answer's body is exactly what its shared schema describes: it parses, and parsing (which
 * drops unknown keys) loses nothing, so the API sends no field the schema does not name.
 */
async function answerOf<T>(response: Response, schema: z.ZodType<T>, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  const body: unknown = await response.json();
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
  return parsed.data as T;
}

describe('the answers the browser reads match the response schemas in shared/', () => {
  test('the berth list, without and with dates', async () => {
    await seedBerths(harness.db);
    const plain = await answerOf(await harness.app.request('/api/berths'), berthViewSchema.array());
    expect(plain).toHaveLength(15);
    const { arrivalDate, departureDate } = stay(10, 13);
    const withDates = await answerOf(
      await harness.app.request(`/api/berths?arrival=${arrivalDate}&departure=${departureDate}&length=120`),
      berthViewSchema.array(),
    );
    expect(withDates.every((berth) => berth.availability !== undefined)).toBe(true);
  });

  test('a reservation through its lease and payment', async () => {
    const seeded = await seedBerths(harness.db);
    const created = await sendJson(harness.app, 'POST', '/api/berth-reservations', reservationForm(berthNamed(seeded, 'Outer 1').id));
    const headers = { Cookie: checkoutCookie(created) };
    const reservation = await answerOf(created, reservationViewSchema, 201);
    const path = `/api/berth-reservations/${reservation.id}`;
    await answerOf(await harness.app.request(path, { headers }), reservationViewSchema);

    const { lease } = await answerOf(
      await sendJson(harness.app, 'POST', `${path}/generate-lease`, leaseInfo, headers),
      leaseAnswerSchema,
      201,
    );
    await answerOf(await harness.app.request(`/api/leases/${lease.id}`, { headers }), leaseViewSchema);
    await answerOf(await sendJson(harness.app, 'POST', `/api/leases/${lease.id}/sign`, leaseSignature, headers), leaseAnswerSchema);

    const intent = await answerOf(
      await sendJson(harness.app, 'POST', `${path}/create-payment-intent`, undefined, headers),
      paymentIntentResponseSchema,
    );
    const charged = await sendJson(harness.app, 'POST', '/api/payments/test/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(charged.status).toBe(200);
    const { reservation: paid } = await answerOf(
      await sendJson(harness.app, 'POST', `${path}/confirm-payment`, { paymentIntentId: intent.paymentIntentId }, headers),
      reservationAnswerSchema,
    );
    expect(paid).toMatchObject({ paymentStatus: 'paid', leaseId: lease.id, lease: { status: 'signed' } });
  });

  test('a quote request', async () => {
    const quote = { ...minimalQuoteForm, priority: 'standard' };
    await answerOf(await sendJson(harness.app, 'POST', '/api/quotes', quote), quoteCreatedSchema, 201);
  });

  test('a contact request', async () => {
    const created = await answerOf(
      await sendJson(harness.app, 'POST', '/api/service-requests', minimalContactForm),
      serviceRequestCreatedSchema,
      201,
    );
    expect(created.source).toBe('contact');
  });
});
