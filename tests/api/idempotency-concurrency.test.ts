import { beforeEach, expect, test } from 'vitest';
import { berthReservations, idempotencyKeys, mailOutbox, quotes } from '#api/db/schema/index.ts';
import type { Berth } from '#api/db/schema/index.ts';
import { required } from '#tests/setup/required.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, checkoutCookie, reservationForm, reserve, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';
import { minimalQuoteForm } from './lead-fixtures.ts';

// On PostgreSQL these requests run at once on the pool's connections, so the primary key of the
// idempotency key is what keeps duplicates out; the embedded database runs them one after another.
const duplicates = 6;

let harness: TestHarness;
let outer1: Berth;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  outer1 = berthNamed(await seedBerths(harness.db), 'Outer 1');
});

test('duplicates of a quote sent at once with one key store one quote and answer it to each', async () => {
  const responses = await Promise.all(
    Array.from({ length: duplicates }, () =>
      sendJson(harness.app, 'POST', '/api/quotes', minimalQuoteForm, { 'Idempotency-Key': 'quote-burst' }),
    ),
  );

  const bodies = await Promise.all(responses.map((response) => response.json()));
  expect(responses.map((response) => response.status)).toEqual(Array(duplicates).fill(201));
  for (const body of bodies) expect(body).toEqual(bodies[0]);
  expect(await harness.db.$count(quotes)).toBe(1);
  expect(await harness.db.$count(mailOutbox)).toBe(2);
  expect(await harness.db.$count(idempotencyKeys)).toBe(1);
});

test('duplicates of a reservation sent at once from one browser store one reservation, not a refusal of the berth', async () => {
  // The browser already holds a checkout cookie from an earlier stay, as a retrying browser does.
  const { cookie } = await reserve(harness, outer1.id, stay(40, 47));
  const headers = { 'Idempotency-Key': 'stay-burst', Cookie: cookie };

  const responses = await Promise.all(
    Array.from({ length: duplicates }, () => sendJson(harness.app, 'POST', '/api/berth-reservations', reservationForm(outer1.id), headers)),
  );

  const bodies = (await Promise.all(responses.map((response) => response.json()))) as { id: string }[];
  expect(responses.map((response) => response.status)).toEqual(Array(duplicates).fill(201));
  expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
  expect(await harness.db.$count(berthReservations)).toBe(2);
  expect(checkoutCookie(responses.find((response) => response.headers.has('set-cookie')) ?? required(responses[0], 'a response'))).toBe(
    cookie,
  );
});
