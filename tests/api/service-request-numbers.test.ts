import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import { mailOutbox, serviceRequests } from '#api/db/schema/index.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { minimalContactForm } from './lead-fixtures.ts';

const requestNumber = /^S-\d{4}-\d{6}$/;
const migration = new URL('../../api/db/migrations/0020_service_request_numbers.sql', import.meta.url);

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
});

const numbers = async () =>
  (await harness.db.select({ email: serviceRequests.email, number: serviceRequests.requestNumber }).from(serviceRequests)).reduce(
    (byEmail, row) => byEmail.set(row.email, row.number),
    new Map<string, string>(),
  );

test('a new service request gets an S-number, told in the office notification', async () => {
  const response = await sendJson(harness.app, 'POST', '/api/service-requests', minimalContactForm);
  expect(response.status).toBe(201);
  const [row] = await harness.db.select().from(serviceRequests);
  expect(row?.requestNumber).toMatch(requestNumber);
  const [mail] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead-notification'));
  expect(mail?.text).toContain(String(row?.requestNumber));
});

test('40 requests at once get 40 distinct, well-formed S-numbers', async () => {
  const responses = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      sendJson(harness.app, 'POST', '/api/service-requests', { ...minimalContactForm, email: `crew${index}@gulftide.example` }),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(40).fill(201));
  const assigned = [...(await numbers()).values()];
  expect(new Set(assigned).size).toBe(40);
  for (const number of assigned) expect(number).toMatch(requestNumber);
});

test('migration 0020 numbers existing requests in the order they arrived, and new ones carry on after them', async () => {
  await harness.db.execute(sql`ALTER TABLE service_requests DROP COLUMN request_number`);
  await harness.db.execute(sql`DROP SEQUENCE service_request_number_seq`);
  const arrivals: [string, string][] = [
    ['second@gulftide.example', '2025-12-31T18:30:00Z'],
    ['third@gulftide.example', '2026-01-02T15:00:00Z'],
    ['first@gulftide.example', '2025-06-01T15:00:00Z'],
  ];
  for (const [email, at] of arrivals) {
    await harness.db.execute(
      sql`INSERT INTO service_requests (email, project_details, created_at, updated_at) VALUES (${email}, 'Tank cleaning', ${at}, ${at})`,
    );
  }
  for (const statement of (await readFile(migration, 'utf8')).split('--> statement-breakpoint'))
    await harness.db.execute(sql.raw(statement));

  const backfilled = await numbers();
  expect(backfilled.get('first@gulftide.example')).toBe('S-2025-000001');
  // 18:30 UTC on Dec 31 is still 2025 at the facility (Chicago).
  expect(backfilled.get('second@gulftide.example')).toBe('S-2025-000002');
  expect(backfilled.get('third@gulftide.example')).toBe('S-2026-000003');

  await sendJson(harness.app, 'POST', '/api/service-requests', { ...minimalContactForm, email: 'fourth@gulftide.example' });
  expect((await numbers()).get('fourth@gulftide.example')).toMatch(/^S-\d{4}-000004$/);
});
