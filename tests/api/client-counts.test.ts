import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { clientMessages, clientUploads } from '#api/db/schema/index.ts';
import { clientCountsSchema } from '#shared/client-counts.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { customerWithRecords, type CustomerRecords } from './customer-portal-fixtures.ts';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

let harness: Harness;
let alice: CustomerRecords;
let bruno: CustomerRecords;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  alice = await customerWithRecords(harness, 'alice');
  bruno = await customerWithRecords(harness, 'bruno');
});

const get = (path: string, cookie?: string) => harness.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });

async function counts(cookie: string) {
  const response = await get('/api/client/counts', cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return clientCountsSchema.strict().parse(await response.json());
}

describe('GET /api/client/counts', () => {
  test('signed out: 401 with the sign-in message', async () => {
    const response = await get('/api/client/counts');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });

  test('counts the whole thread and the caller’s own uploads, processed among them, not the office’s files', async () => {
    // Each customer starts with the office's message and their own, one upload and one document filed by the office.
    expect(await counts(alice.customer.cookie)).toEqual({ messages: 2, uploads: 1, processedUploads: 0 });

    const customerId = alice.customer.id;
    await harness.db
      .insert(clientMessages)
      .values(Array.from({ length: 60 }, (_, index) => ({ customerId, subject: `Question ${index + 1}`, message: 'When?' })));
    const [upload] = await harness.db.select().from(clientUploads).where(eq(clientUploads.id, alice.uploadId));
    if (!upload) throw new Error('alice has no upload');
    const { id: _id, createdAt: _createdAt, ...copy } = upload;
    await harness.db.insert(clientUploads).values([copy, { ...copy, isProcessed: true }]);

    expect(await counts(alice.customer.cookie)).toEqual({ messages: 62, uploads: 3, processedUploads: 1 });
  });

  test('another customer sees only their own counts', async () => {
    await harness.db.update(clientUploads).set({ isProcessed: true }).where(eq(clientUploads.id, alice.uploadId));
    await harness.db.insert(clientMessages).values({ customerId: alice.customer.id, subject: 'Only Alice’s', message: 'Hi' });

    expect(await counts(alice.customer.cookie)).toEqual({ messages: 3, uploads: 1, processedUploads: 1 });
    expect(await counts(bruno.customer.cookie)).toEqual({ messages: 2, uploads: 1, processedUploads: 0 });
  });
});
