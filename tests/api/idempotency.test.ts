import { beforeEach, describe, expect, test } from 'vitest';
import { berthReservations, idempotencyKeys, mailOutbox, quotes, serviceRequests } from '#api/db/schema/index.ts';
import type { Berth } from '#api/db/schema/index.ts';
import { keyReusedMessage, otherHolderMessage, pruneIdempotencyKeys } from '#api/services/idempotency.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, checkoutCookie, reservationForm, seedBerths, type TestHarness } from './berth-booking-fixtures.ts';
import { minimalContactForm, minimalQuoteForm } from './lead-fixtures.ts';

const dayMs = 24 * 60 * 60 * 1000;

let harness: TestHarness;
let outer1: Berth;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  outer1 = berthNamed(await seedBerths(harness.db), 'Outer 1');
});

const post = (path: string, body: unknown, key?: string, headers: Record<string, string> = {}) =>
  sendJson(harness.app, 'POST', path, body, { ...(key === undefined ? {} : { 'Idempotency-Key': key }), ...headers });

describe('a retry with the same Idempotency-Key', () => {
  test('of a service request answers the first result and stores the request and its mail once', async () => {
    const first = await post('/api/service-requests', minimalContactForm, 'contact-7f3a');
    const retry = await post('/api/service-requests', minimalContactForm, 'contact-7f3a');

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(await harness.db.$count(serviceRequests)).toBe(1);
    expect(await harness.db.$count(mailOutbox)).toBe(1);
  });

  test('of a quote answers the same quote number and queues its two mails once', async () => {
    const first = await post('/api/quotes', minimalQuoteForm, 'quote-1b9c');
    const retry = await post('/api/quotes', minimalQuoteForm, 'quote-1b9c');

    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(await harness.db.$count(quotes)).toBe(1);
    expect(await harness.db.$count(mailOutbox)).toBe(2);
  });

  test('of a reservation from the browser that made it answers the same reservation, stored once', async () => {
    const first = await post('/api/berth-reservations', reservationForm(outer1.id), 'stay-44d1');
    const cookie = checkoutCookie(first);
    const retry = await post('/api/berth-reservations', reservationForm(outer1.id), 'stay-44d1', { Cookie: cookie });

    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(await harness.db.$count(berthReservations)).toBe(1);
  });

  test('with its fields in another order is the same request', async () => {
    const reordered = Object.fromEntries(Object.entries(minimalContactForm).reverse());
    const first = await post('/api/service-requests', minimalContactForm, 'contact-order');
    const retry = await post('/api/service-requests', reordered, 'contact-order');

    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(await harness.db.$count(serviceRequests)).toBe(1);
  });
});

describe('the same Idempotency-Key', () => {
  test('with another body answers 422 and stores nothing more', async () => {
    await post('/api/quotes', minimalQuoteForm, 'quote-reused');
    const other = await post('/api/quotes', { ...minimalQuoteForm, projectTitle: 'Hull coating' }, 'quote-reused');

    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'idempotency_key_reused', message: keyReusedMessage });
    expect(await harness.db.$count(quotes)).toBe(1);
  });

  test('replayed from another browser refuses the reservation, sets no cookie and stores nothing more', async () => {
    const first = await post('/api/berth-reservations', reservationForm(outer1.id), 'stay-shared');
    expect(first.status).toBe(201);

    const withoutCookie = await post('/api/berth-reservations', reservationForm(outer1.id), 'stay-shared');
    const otherCookie = await post('/api/berth-reservations', reservationForm(outer1.id), 'stay-shared', {
      Cookie: 'berth_checkout=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });

    for (const refused of [withoutCookie, otherCookie]) {
      expect(refused.status).toBe(409);
      expect(refused.headers.get('set-cookie')).toBeNull();
      const body = (await refused.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ code: 'conflict', message: otherHolderMessage });
      expect(body).not.toHaveProperty('id');
    }
    expect(await harness.db.$count(berthReservations)).toBe(1);
  });

  test('on another endpoint is another request', async () => {
    await post('/api/service-requests', minimalContactForm, 'shared-key');
    const quote = await post('/api/quotes', minimalQuoteForm, 'shared-key');

    expect(quote.status).toBe(201);
    expect(await harness.db.$count(quotes)).toBe(1);
  });

  test('after a refusal runs again: only successful answers are kept', async () => {
    const refused = await post('/api/berth-reservations', reservationForm(outer1.id, { vesselLength: 400 }), 'stay-too-long');
    expect(refused.status).toBe(400);
    expect(await harness.db.$count(idempotencyKeys)).toBe(0);

    const again = await post('/api/berth-reservations', reservationForm(outer1.id, { vesselLength: 400 }), 'stay-too-long');
    expect(again.status).toBe(400);
  });
});

describe('an Idempotency-Key is kept 24 hours', () => {
  test('a retry within 24 hours answers the first result; after them the key is free and the request runs again', async () => {
    const first = (await (await post('/api/service-requests', minimalContactForm, 'contact-day')).json()) as { id: string };
    const [stored] = await harness.db.select().from(idempotencyKeys);
    expect(stored?.expiresAt.getTime()).toBe(harness.clock.now().getTime() + dayMs);

    harness.clock.advance(dayMs - 1000);
    const withinTheDay = await post('/api/service-requests', minimalContactForm, 'contact-day');
    expect(await withinTheDay.json()).toEqual(first);
    expect(await harness.db.$count(serviceRequests)).toBe(1);

    harness.clock.advance(1000);
    const nextDay = await post('/api/service-requests', minimalContactForm, 'contact-day');
    expect(nextDay.status).toBe(201);
    expect(((await nextDay.json()) as { id: string }).id).not.toBe(first.id);
    expect(await harness.db.$count(serviceRequests)).toBe(2);
    expect(await harness.db.$count(idempotencyKeys)).toBe(1);
  });

  test('pruning deletes only the keys past their 24 hours', async () => {
    await post('/api/service-requests', minimalContactForm, 'contact-old');
    harness.clock.advance(dayMs / 2);
    await post('/api/service-requests', minimalContactForm, 'contact-recent');

    harness.clock.advance(dayMs / 2);
    await pruneIdempotencyKeys(harness.db, harness.clock);

    expect((await harness.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['contact-recent']);
  });
});

describe('the Idempotency-Key header', () => {
  test.each([
    ['empty', ''],
    ['longer than 200 characters', 'k'.repeat(201)],
    ['with a space', 'two words'],
    ['with a character outside ASCII', 'clé-1'],
  ])('%s answers 400 and stores nothing', async (_case, key) => {
    const response = await post('/api/service-requests', minimalContactForm, key);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Idempotency-Key must be 1 to 200 visible ASCII characters' });
    expect(await harness.db.$count(serviceRequests)).toBe(0);
  });

  test('of 200 visible characters is accepted', async () => {
    const response = await post('/api/service-requests', minimalContactForm, '~'.repeat(200));
    expect(response.status).toBe(201);
  });

  test('without it every POST stores a new record', async () => {
    await post('/api/service-requests', minimalContactForm);
    await post('/api/service-requests', minimalContactForm);
    expect(await harness.db.$count(serviceRequests)).toBe(2);
    expect(await harness.db.$count(idempotencyKeys)).toBe(0);
  });
});
