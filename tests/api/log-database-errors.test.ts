import { sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

const quoteForm = {
  contactName: 'Odile Thibodaux',
  contactEmail: 'odile.thibodaux@gulfcrew.example',
  contactPhone: '(985) 555-0143',
  company: 'Gulf Crew Boats',
  projectTitle: 'Fabrication & Welding',
  projectDescription: 'Stern tube reseal on the Miss Odile before the shrimp season opens.',
  priority: 'standard',
};

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  harness = await createTestApp();
  await resetDatabase(harness.db);
});

test('a failed insert is logged with the database code and message, never the query or its parameters', async () => {
  expect((await sendJson(harness.app, 'POST', '/api/quotes', { ...quoteForm, contactEmail: 'first@gulfcrew.example' })).status).toBe(201);
  // Hand the same quote number out again, so the next insert breaks the unique key on the database side.
  await harness.db.execute(sql`select setval('quote_number_seq', last_value, false) from quote_number_seq`);

  const response = await sendJson(harness.app, 'POST', '/api/quotes', quoteForm);
  expect(response.status).toBe(500);
  const { requestId } = await response.json();

  const logged = harness.logger.entries.find((entry) => entry.level === 'error' && entry.fields.requestId === requestId);
  expect(logged?.message).toBe('unhandled error');
  expect(logged?.fields.error).toEqual({
    name: 'DrizzleQueryError',
    code: '23505',
    message: 'duplicate key value violates unique constraint "quotes_quote_number_key"',
    stack: expect.stringMatching(/^DrizzleQueryError: duplicate key value violates unique constraint "quotes_quote_number_key"\n\s+at /),
  });

  const everything = JSON.stringify(harness.logger.entries);
  for (const value of Object.values(quoteForm)) expect(everything).not.toContain(value);
  expect(everything).not.toMatch(/insert into|params|Failed query/i);
});
